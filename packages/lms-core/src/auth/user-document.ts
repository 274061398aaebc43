// Defaults of a new user document (spec section 3). The server creates the document with this on sign-up, so the
// defaults live in one place.
import { DEFAULT_PREFERENCES } from '../api/schemas/preferences-defaults';
import type { UserDocument } from '../api/schemas/user';
import { LmsError } from '../errors';

export interface NewUserDocumentInput {
  uid: string;
  email: string;
  displayName?: string | null;
  photoURL?: string | null;
  /** The sign-in method's host or id, for example "password", "google.com" or "microsoft.com". */
  provider: string;
  /** Creation time: milliseconds since the epoch or a Date. */
  now: number | Date;
}

export function newUserDocument(input: NewUserDocumentInput): UserDocument {
  // Sign-up is also the first login, so all three times are the creation time.
  const time = new Date(input.now);
  if (Number.isNaN(time.getTime())) {
    throw new LmsError('functions/invalid-argument', 'newUserDocument: `now` is not a valid time');
  }
  const at = time.toISOString();
  return {
    uid: input.uid,
    email: input.email,
    displayName: input.displayName ?? null,
    photoURL: input.photoURL ?? null,
    role: 'user',
    created_at: at,
    updated_at: at,
    last_login: at,
    provider: input.provider,
    preferences: { ...DEFAULT_PREFERENCES },
    xapi_identifier: `mailto:${input.email}`,
  };
}
