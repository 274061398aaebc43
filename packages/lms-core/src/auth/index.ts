// Public surface of the auth area: auth state, session, account operations, password policy, user document defaults.
export { createAuthStateStore, toAuthUser, LOADING_SNAPSHOT } from './auth-state';
export type { AuthUser, AuthSnapshot, AuthListener, AuthStateSource, AuthStateStore } from './auth-state';
export { createSession, SESSION_REFRESH_LOCK } from './session';
export type { Session, SessionOptions } from './session';
export { SESSION_STORAGE_KEY, hasSavedSession } from './session-persistence';
export type { Persistence } from './session-persistence';
export { createAccountService } from './account-service';
export type {
  AccountService,
  AccountServiceOptions,
  SignUpInput,
  SignInOutcome,
  ProfileChanges,
} from './account-service';
export { NO_AUTHENTICATED_USER, isSessionEndingError } from './auth-errors';
export { readIdTokenClaims } from './id-token';
export {
  TOKEN_REFRESH_AHEAD_MS,
  TOKEN_EXPIRY_SKEW_MS,
  TOKEN_RETRY_INITIAL_MS,
  TOKEN_RETRY_MAX_MS,
  TOKEN_MIN_REFRESH_GAP_MS,
  isTokenExpired,
  tokenRefreshDelay,
  tokenRetryDelay,
} from './token-timing';
export { checkPassword, DEFAULT_PASSWORD_POLICY } from './password-policy';
export { profileFromClaims } from './provider-profile';
export type { ProviderProfile } from './provider-profile';
export type { PasswordCheck, PasswordRequirement } from './password-policy';
export { newUserDocument } from './user-document';
export type { NewUserDocumentInput } from './user-document';
