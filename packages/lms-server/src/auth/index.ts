// The server's identity provider: /api/auth/* routes, sessions and tokens, and what other areas build on.
export { registerAuthRoutes, pruneExpiredAuthRecords } from './register-auth-routes';
export { authenticate } from './authenticate';
export { createPasswordAccount, PASSWORD_PROVIDER } from './password-accounts';
export { ensureFirstAdminSetup, completeAdminSetup } from './first-admin-setup';
export { issueSession, revokeSessions } from './sessions';
export type { SessionOptions } from './sessions';
export { sessionResponse } from './session-response';
export { loadIdentityUser } from './identity-user';
export { checkIdToken } from './id-token-check';
export type { IdTokenCheck, IdTokenRejection } from './id-token-check';
export { ID_TOKEN_AUDIENCE, ID_TOKEN_TTL_SECONDS } from './id-tokens';
export { publicJwks } from './signing-keys';
export { hashPassword, verifyPassword } from './passwords';
