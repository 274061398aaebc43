// The identity provider's account rules (spec section 7): sign-up, sign-in, mailed codes, sessions and tokens.
export {
  createPasswordAccount,
  PASSWORD_PROVIDER,
  signInWithPassword,
  signUpWithPassword,
} from './password-accounts';
export { ensureFirstAdminSetup, completeAdminSetup } from './first-admin-setup';
export { issueSession, revokeSessions } from './sessions';
export type { SessionOptions } from './sessions';
export { sessionResponse } from './session-response';
export { loadIdentityUser } from './identity-user';
export { checkIdToken } from './id-token-check';
export type { IdTokenCheck, IdTokenCheckRejection } from './id-token-check';
export { ID_TOKEN_AUDIENCE, ID_TOKEN_TTL_SECONDS } from './id-tokens';
export { publicJwks } from './signing-keys';
export { authenticate } from '../identity/authenticate';
export { builtInIdentity } from './built-in-identity';
export { BUILT_IN_IDENTITY, passwordsOf, type BuiltInIdentity } from './built-in-passwords';
export { deleteAccount, lookupAccount, updateAccount } from './account-changes';
export { resetPasswordWithCode, sendOobCode, signInWithEmailLink, verifyEmailWithCode } from './oob-flows';
export { refreshGrant, revokeRefreshToken } from './token-grants';
export { peekOobCode, pruneExpiredOobCodes } from './oob-codes';
export { pruneExpiredRefreshTokens } from './refresh-tokens';
export { emailSignInLink, passwordResetLink, verifyEmailLink } from './action-links';
export { parseAuthBody } from './parse-body';
export {
  AUTH_GET_ENDPOINTS,
  AUTH_JSON_ONLY_MESSAGE,
  AUTH_POST_ENDPOINTS,
  type AuthPostHandler,
} from './auth-endpoints';
export { spendPasswordCheckTime } from './password-check-time';
export { ACCOUNT_EXISTS_MESSAGE, signInWithProviderProfile } from './oidc/provider-sign-in';
export { profileFromClaims } from '@lms/core';
export { providerRefusal, recordProviderSignInRefusal } from './oidc/provider-refusal';
export { consumeOAuthState, saveOAuthState } from './oidc/oauth-states';
export {
  findOidcProvider,
  oidcClientConfig,
  OIDC_PROVIDERS,
  OIDC_SCOPES,
  redirectUri,
  type OidcProvider,
} from './oidc/providers';
