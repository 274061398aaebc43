// Where the signed-in session survives a reload (spec section 4): the local store when the user asked to be
// remembered, the per-tab session store otherwise.
import type { AuthTokens, IdentityUser } from '../api/ports';
import type { KeyValueStore } from '../platform/storage';
import type { Logger } from '../platform/logger';
import { registerEnglishMessages, z } from '../platform/zod-mini';

registerEnglishMessages();

export type Persistence = 'local' | 'session';

export interface SavedSession {
  user: IdentityUser;
  tokens: AuthTokens;
  persistence: Persistence;
}

export const SESSION_STORAGE_KEY = 'lms.auth.session';

const providerInfoSchema = z.object({
  providerId: z.string(),
  uid: z.string(),
  email: z.nullable(z.string()),
  displayName: z.nullable(z.string()),
  photoURL: z.nullable(z.string()),
});

const nonEmpty = () => z.string().check(z.minLength(1));

// Stored data may come from an older release or be edited by hand: check it before trusting it.
const savedRecordSchema = z.object({
  version: z.literal(1),
  tokens: z.object({ idToken: nonEmpty(), refreshToken: nonEmpty(), expiresAt: z.number() }),
  user: z.object({
    uid: nonEmpty(),
    email: z.string(),
    emailVerified: z.boolean(),
    displayName: z.nullable(z.string()),
    photoURL: z.nullable(z.string()),
    phoneNumber: z.nullable(z.string()),
    tenantId: z.nullable(z.string()),
    isAnonymous: z.boolean(),
    providerData: z.array(providerInfoSchema),
    createdAt: z.number(),
    lastLoginAt: z.nullable(z.number()),
    disabled: z.boolean(),
  }),
});

/**
 * Whether either store holds a saved session, unread and unchecked: cheap enough to decide before anything loads
 * which page a visit gets (the host draws a signed-out visitor's landing page without React). A record that turns
 * out unreadable makes the session start signed out, as it does without one.
 */
export function hasSavedSession(
  localStore: KeyValueStore,
  sessionStore: KeyValueStore,
  key = SESSION_STORAGE_KEY,
): boolean {
  return localStore.getItem(key) !== null || sessionStore.getItem(key) !== null;
}

export interface SessionPersistence {
  /** The saved session, local first; an unreadable record is removed and reported as none. */
  load(): SavedSession | null;
  save(session: SavedSession): void;
  remove(): void;
}

export function createSessionPersistence(options: {
  localStore: KeyValueStore;
  sessionStore: KeyValueStore;
  logger: Logger;
  key?: string;
}): SessionPersistence {
  const { localStore, sessionStore, logger } = options;
  const key = options.key ?? SESSION_STORAGE_KEY;
  const storeFor = (persistence: Persistence) => (persistence === 'local' ? localStore : sessionStore);

  function read(persistence: Persistence): SavedSession | null {
    const store = storeFor(persistence);
    const raw = store.getItem(key);
    if (raw === null) return null;
    try {
      const record = savedRecordSchema.parse(JSON.parse(raw));
      return { user: record.user, tokens: record.tokens, persistence };
    } catch (error) {
      logger.warn(`Discarding an unreadable saved session (${persistence} storage)`, error);
      store.removeItem(key);
      return null;
    }
  }

  return {
    load: () => read('local') ?? read('session'),
    save(session) {
      // Only one store may hold the session, or a "not remembered" sign-in would survive in the other one.
      const other = storeFor(session.persistence === 'local' ? 'session' : 'local');
      other.removeItem(key);
      try {
        storeFor(session.persistence).setItem(
          key,
          JSON.stringify({ version: 1, tokens: session.tokens, user: session.user }),
        );
      } catch (error) {
        // A full or blocked store must not fail the sign-in: the session then lasts until the page closes.
        logger.warn(`Could not save the session (${session.persistence} storage)`, error);
      }
    },
    remove() {
      localStore.removeItem(key);
      sessionStore.removeItem(key);
    },
  };
}
