// The platform's own identity provider behind the domain's identity port: passwords hashed by the host's hasher,
// sessions as an ID token signed with the platform's keys plus a rotating refresh token, mailed codes, and the
// /api/auth/ endpoints. Its tokens are checked against the platform's record on every call (id-token-check.ts), so
// a role, a disabled flag or an erased account needs nothing more here: the record is the provider's own.
import type { PasswordHasher } from '../context';
import { BUILT_IN_IDENTITY, type BuiltInIdentity } from './built-in-passwords';
import { passwordResetLink } from './action-links';
import { AUTH_GET_ENDPOINTS, AUTH_POST_ENDPOINTS } from './auth-endpoints';
import { checkIdTokenOfCaller } from './id-token-check';
import { signIdToken } from './id-tokens';
import { loadIdentityUser } from './identity-user';
import { createOobCode } from './oob-codes';
import { revokeRefreshTokenFamily } from './refresh-tokens';
import { startSession } from './sessions';

/** The built-in provider with the host's password hashing (scrypt in the server, PBKDF2 on Web Crypto in a page). */
export function builtInIdentity(passwords: PasswordHasher): BuiltInIdentity {
  return {
    kind: BUILT_IN_IDENTITY,
    passwords,
    checkCallerToken: checkIdTokenOfCaller,
    // Tokens are checked against users.role on every call, and a refresh signs the new role into the next one.
    roleChanged: async () => {},
    // users.disabled refuses every token and refresh at once, and an enabled account's sessions work again.
    disabledChanged: async () => {},
    // The account's refresh tokens, codes and identities are the platform's rows, erased with the account.
    accountDeleted: async () => {},
    passwordResetLink: async (ctx, account, app) =>
      passwordResetLink(
        app,
        await createOobCode(ctx, { kind: 'PASSWORD_RESET', email: account.email, uid: account.uid }),
      ),
    launchSession: async (ctx, account, provider) => {
      const { tokens, sessionId } = await startSession(ctx, account, { provider });
      return { session: { ...tokens, user: await loadIdentityUser(ctx, account) }, sessionId };
    },
    launchIdToken: (ctx, account, provider) =>
      signIdToken(ctx, { user: account, provider, authTime: ctx.now() }),
    endSessions: async (ctx, sessionIds) => {
      for (const id of sessionIds) await revokeRefreshTokenFamily(ctx, id);
    },
    endpoints: { post: AUTH_POST_ENDPOINTS, get: AUTH_GET_ENDPOINTS },
  };
}
