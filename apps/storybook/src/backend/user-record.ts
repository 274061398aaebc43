// One account as the in-memory back end keeps it: the identity (e-mail, password, sign-in methods) and the user
// document (role, preferences) in one record, as the self-hosted server keeps them in one users row.
import type { IdentityUser, Preferences, ProviderInfo, Role, UserDocument } from '@lms/core';

export interface UserRecord {
  uid: string;
  /** Lower-cased and trimmed, as the server stores it: addresses compare case-insensitively. */
  email: string;
  emailVerified: boolean;
  /** Plain text: a story fixture, never a real person's password. Null for popup and e-mail-link accounts. */
  password: string | null;
  displayName: string | null;
  photoURL: string | null;
  phoneNumber: string | null;
  role: Role;
  disabled: boolean;
  /** How the account was created ("password", "google.com", ...): the user document's `provider`. */
  provider: string;
  /** Popup identities linked to the account. */
  identities: ProviderInfo[];
  preferences: Preferences;
  /** Milliseconds since the epoch. */
  createdAt: number;
  updatedAt: number;
  lastLoginAt: number | null;
  /** ID tokens issued before this time (ms) are refused: a password or e-mail change ends older sessions. */
  tokensValidAfter: number;
}

export function toIdentityUser(record: UserRecord): IdentityUser {
  // Like Firebase (and the server), a password is listed as a provider whose uid is the e-mail address.
  const passwordProvider: ProviderInfo[] =
    record.password === null
      ? []
      : [
          {
            providerId: 'password',
            uid: record.email,
            email: record.email,
            displayName: record.displayName,
            photoURL: record.photoURL,
          },
        ];
  return {
    uid: record.uid,
    email: record.email,
    emailVerified: record.emailVerified,
    displayName: record.displayName,
    photoURL: record.photoURL,
    phoneNumber: record.phoneNumber,
    tenantId: null,
    isAnonymous: false,
    providerData: [
      ...passwordProvider,
      ...record.identities.map((identity) => ({
        ...identity,
        displayName: record.displayName,
        photoURL: record.photoURL,
      })),
    ],
    createdAt: record.createdAt,
    lastLoginAt: record.lastLoginAt,
    disabled: record.disabled,
  };
}

const iso = (ms: number) => new Date(ms).toISOString();

export function toUserDocument(record: UserRecord): UserDocument {
  return {
    uid: record.uid,
    email: record.email,
    displayName: record.displayName,
    photoURL: record.photoURL,
    role: record.role,
    created_at: iso(record.createdAt),
    updated_at: iso(record.updatedAt),
    last_login: record.lastLoginAt === null ? null : iso(record.lastLoginAt),
    provider: record.provider,
    preferences: { ...record.preferences },
    // Spec section 3: mailto: followed by the e-mail, kept in step with e-mail changes.
    xapi_identifier: `mailto:${record.email}`,
  };
}
