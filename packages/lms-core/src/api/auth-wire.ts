// The wire format of the self-hosted identity provider under /api/auth/ (spec section 7's endpoint names), shared by
// the server, which validates request bodies with these schemas, and the client adapter, which validates answers.
// One file for both sides so the two cannot drift. Written with zod/mini: the client loads it on every page. It is
// part of the contract (the frame's session schema uses it), so it lives here and not in the adapter.
import { AUTH_ERROR_CODES, FUNCTIONS_STATUS_BY_CODE, STORAGE_ERROR_CODES } from '../errors/codes';
import type { AuthErrorCode, LmsErrorCode } from '../errors/codes';
import { registerEnglishMessages, z } from '../platform/zod-mini';
import { isUserSettableUrl } from '../validation/user-url';
import type { AuthResult, AuthTokens, IdentityUser, PasswordPolicy } from './identity';

registerEnglishMessages();

/** Endpoint names, appended to `API_PATHS.auth(...)`. */
export const AUTH_ENDPOINTS = {
  signUp: 'accounts:signUp',
  signInWithPassword: 'accounts:signInWithPassword',
  sendOobCode: 'accounts:sendOobCode',
  signInWithEmailLink: 'accounts:signInWithEmailLink',
  resetPassword: 'accounts:resetPassword',
  update: 'accounts:update',
  lookup: 'accounts:lookup',
  delete: 'accounts:delete',
  revokeToken: 'v2/accounts:revokeToken',
  token: 'v1/token',
  passwordPolicy: 'v2/passwordPolicy',
  recaptchaConfig: 'v2/recaptchaConfig',
  providers: 'providers',
  /** Server-rendered page that completes an e-mail verification (the mailed link points here). */
  verifyEmail: 'verify-email',
  /** Server-rendered one-time page that creates the first administrator. */
  setupAdmin: 'setup-admin',
} as const;

/**
 * HTTP status of each auth error on the wire. 400: the request cannot succeed as sent; 401: a credential or token
 * was not accepted; 403: the account or method is not allowed; 429: slow down (with Retry-After).
 */
export const AUTH_HTTP_STATUS: Record<AuthErrorCode, number> = {
  'email-already-in-use': 400,
  'invalid-email': 400,
  'missing-password': 400,
  'password-does-not-meet-requirements': 400,
  'invalid-action-code': 400,
  'expired-action-code': 400,
  'user-not-found': 400,
  'wrong-password': 401,
  'invalid-credential': 401,
  'user-token-expired': 401,
  'invalid-refresh-token': 401,
  'requires-recent-login': 401,
  'user-disabled': 403,
  'operation-not-allowed': 403,
  'account-exists-with-different-credential': 403,
  'too-many-requests': 429,
  'network-request-failed': 503,
  'popup-closed-by-user': 400,
  'popup-blocked': 400,
  'internal-error': 500,
};

/** Every error answer of /api/auth/*: `{error: {code: 'auth/<code>' (or another catalogue code), message}}`. */
export const authErrorBodySchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), details: z.optional(z.unknown()) }),
});
export type AuthErrorBody = z.output<typeof authErrorBodySchema>;

const KNOWN_CODES = new Set<string>([
  ...AUTH_ERROR_CODES.map((code) => `auth/${code}`),
  ...Object.keys(FUNCTIONS_STATUS_BY_CODE).map((code) => `functions/${code}`),
  'functions/unknown',
  ...STORAGE_ERROR_CODES.map((code) => `storage/${code}`),
]);

export function isLmsErrorCode(code: string): code is LmsErrorCode {
  return KNOWN_CODES.has(code);
}

/** A string of `min` to `max` characters. */
const sized = (min: number, max: number) => z.string().check(z.minLength(min), z.maxLength(max));
const positiveInt = () => z.number().check(z.int(), z.positive());

// Lower-cased and trimmed on both sides: the users table keeps e-mails lower-cased and unique.
const emailSchema = z.pipe(z.string().check(z.trim(), z.toLowerCase()), z.email().check(z.maxLength(320)));
// An upper bound keeps a hostile caller from making the server hash megabytes.
const passwordSchema = sized(1, 4096);
const idTokenSchema = sized(1, 8192);
const oobCodeSchema = sized(1, 512);
const appUrlSchema = z.string().check(z.maxLength(2048));
const displayNameSchema = z.string().check(z.trim(), z.maxLength(120));
// An http(s) address or a same-origin path (the file storage's download URLs); never javascript: or data:
// (validation/user-url.ts, the rule every user-settable address follows).
const photoUrlSchema = z.string().check(
  z.trim(),
  z.maxLength(2048),
  z.refine((value) => isUserSettableUrl(value), 'photoUrl must be an http(s) URL or a path on this server'),
);

export const signUpRequestSchema = z.strictObject({
  email: emailSchema,
  password: passwordSchema,
  displayName: z.optional(displayNameSchema),
});
export type SignUpRequest = z.output<typeof signUpRequestSchema>;

/** With `idToken` this is a re-authentication of that signed-in account (then a wrong password says so). */
export const signInWithPasswordRequestSchema = z.strictObject({
  email: emailSchema,
  password: passwordSchema,
  idToken: z.optional(idTokenSchema),
});
export type SignInWithPasswordRequest = z.output<typeof signInWithPasswordRequestSchema>;

export const oobRequestTypeSchema = z.enum(['PASSWORD_RESET', 'VERIFY_EMAIL', 'EMAIL_SIGNIN']);

/**
 * VERIFY_EMAIL needs `idToken` (it verifies the signed-in account's address); the others only `email`. `appUrl` is
 * the app address the mailed link opens (origin and mount path of the app the reader used; the server accepts its
 * own site and its library origins only); `continueUrl` must be on that app's origin.
 */
export const sendOobCodeRequestSchema = z.strictObject({
  requestType: oobRequestTypeSchema,
  email: emailSchema,
  appUrl: z.optional(appUrlSchema),
  continueUrl: z.optional(z.string().check(z.maxLength(2048))),
  idToken: z.optional(idTokenSchema),
});
export type SendOobCodeRequest = z.output<typeof sendOobCodeRequestSchema>;

export const signInWithEmailLinkRequestSchema = z.strictObject({
  email: emailSchema,
  oobCode: oobCodeSchema,
});
export type SignInWithEmailLinkRequest = z.output<typeof signInWithEmailLinkRequestSchema>;

export const resetPasswordRequestSchema = z.strictObject({
  oobCode: oobCodeSchema,
  newPassword: passwordSchema,
});
export type ResetPasswordRequest = z.output<typeof resetPasswordRequestSchema>;

/** `null` removes the display name or photo. */
export const updateAccountRequestSchema = z.strictObject({
  idToken: idTokenSchema,
  displayName: z.optional(z.nullable(displayNameSchema)),
  photoUrl: z.optional(z.nullable(photoUrlSchema)),
  email: z.optional(emailSchema),
  password: z.optional(passwordSchema),
});
export type UpdateAccountRequest = z.output<typeof updateAccountRequestSchema>;

export const idTokenRequestSchema = z.strictObject({ idToken: idTokenSchema });

export const revokeTokenRequestSchema = z.strictObject({ token: sized(1, 512) });

/** OAuth 2 refresh grant; accepted as JSON or as an HTML form body. */
export const tokenRequestSchema = z.strictObject({
  grant_type: z.literal('refresh_token'),
  refresh_token: sized(1, 512),
});

export const providerInfoWireSchema = z.object({
  providerId: z.string(),
  uid: z.string(),
  email: z.nullable(z.string()),
  displayName: z.nullable(z.string()),
  photoURL: z.nullable(z.string()),
});

export const identityUserWireSchema = z.object({
  uid: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  displayName: z.nullable(z.string()),
  photoURL: z.nullable(z.string()),
  phoneNumber: z.nullable(z.string()),
  tenantId: z.nullable(z.string()),
  isAnonymous: z.boolean(),
  providerData: z.array(providerInfoWireSchema),
  createdAt: z.number(),
  lastLoginAt: z.nullable(z.number()),
  disabled: z.boolean(),
}) satisfies z.ZodMiniType<IdentityUser>;

/** Tokens as they travel: `expiresIn` is seconds from now, so the client's clock skew does not matter. */
export const sessionTokensWireSchema = z.object({
  idToken: z.string(),
  refreshToken: z.string(),
  expiresIn: positiveInt(),
});
export type SessionTokensWire = z.output<typeof sessionTokensWireSchema>;

export const authSessionResponseSchema = z.extend(sessionTokensWireSchema, {
  user: identityUserWireSchema,
  isNewUser: z.boolean(),
});
export type AuthSessionResponse = z.output<typeof authSessionResponseSchema>;

/** Tokens as the client keeps them: `expiresIn` (seconds from now) becomes a time on this machine's clock. */
export function authTokensFromWire(wire: SessionTokensWire, now: number): AuthTokens {
  return { idToken: wire.idToken, refreshToken: wire.refreshToken, expiresAt: now + wire.expiresIn * 1000 };
}

/** A sign-in answer as the AuthPort returns it; every way of signing in (HTTP, popup, in-process) converts here. */
export function authResultFromWire(answer: AuthSessionResponse, now: number): AuthResult {
  return { user: answer.user, tokens: authTokensFromWire(answer, now), isNewUser: answer.isNewUser };
}

export const tokenResponseSchema = z.object({
  id_token: z.string(),
  refresh_token: z.string(),
  expires_in: positiveInt(),
  token_type: z.literal('Bearer'),
  user_id: z.string(),
});
export type TokenResponse = z.output<typeof tokenResponseSchema>;

export const lookupResponseSchema = z.object({ user: identityUserWireSchema });

/** `tokens` is present when the change revoked the old session (e-mail or password change). */
export const updateAccountResponseSchema = z.object({
  user: identityUserWireSchema,
  tokens: z.optional(sessionTokensWireSchema),
});
export type UpdateAccountResponse = z.output<typeof updateAccountResponseSchema>;

export const resetPasswordResponseSchema = z.object({ email: z.string() });

export const emptyResponseSchema = z.strictObject({});

export const passwordPolicyResponseSchema = z.object({
  minLength: z.number().check(z.int()),
  maxLength: z.optional(z.number().check(z.int())),
  requireLowercase: z.boolean(),
  requireUppercase: z.boolean(),
  requireNumeric: z.boolean(),
  requireNonAlphanumeric: z.boolean(),
}) satisfies z.ZodMiniType<PasswordPolicy>;

export const providersResponseSchema = z.object({ google: z.boolean(), microsoft: z.boolean() });

/** Same shape as Google's: the self-hosted provider never enforces reCAPTCHA. */
export const recaptchaConfigResponseSchema = z.object({
  recaptchaEnforcementState: z.array(z.object({ provider: z.string(), enforcementState: z.literal('OFF') })),
});
