// The error catalogue of spec section 8: every code a screen may have to explain.

/** Identity-provider codes that may surface to a screen (spec section 8), prefixed `auth/` on the wire. */
export const AUTH_ERROR_CODES = [
  'email-already-in-use',
  'wrong-password',
  'invalid-credential',
  'user-not-found',
  'too-many-requests',
  'expired-action-code',
  'invalid-action-code',
  'user-disabled',
  'requires-recent-login',
  'network-request-failed',
  'password-does-not-meet-requirements',
  'account-exists-with-different-credential',
  'invalid-email',
  'missing-password',
  'user-token-expired',
  'invalid-refresh-token',
  'popup-closed-by-user',
  'popup-blocked',
  'operation-not-allowed',
  'internal-error',
] as const;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];

/** Callable-function codes, prefixed `functions/`, and the HTTP status each one travels with. */
export const FUNCTIONS_STATUS_BY_CODE = {
  'invalid-argument': 400,
  unauthenticated: 401,
  'permission-denied': 403,
  'not-found': 404,
  aborted: 409,
  'resource-exhausted': 429,
  cancelled: 499,
  internal: 500,
  unimplemented: 501,
  unavailable: 503,
  'deadline-exceeded': 504,
} as const;
export type FunctionsErrorCode = keyof typeof FUNCTIONS_STATUS_BY_CODE | 'unknown';

const CODE_BY_STATUS = new Map<number, FunctionsErrorCode>(
  Object.entries(FUNCTIONS_STATUS_BY_CODE).map(([code, status]) => [status, code as FunctionsErrorCode]),
);

/** Spec section 8: 400 invalid-argument ... 504 deadline-exceeded, otherwise unknown. */
export function functionsCodeFromHttpStatus(status: number): FunctionsErrorCode {
  return CODE_BY_STATUS.get(status) ?? 'unknown';
}

export function httpStatusForFunctionsCode(code: FunctionsErrorCode): number {
  return code === 'unknown' ? 500 : FUNCTIONS_STATUS_BY_CODE[code];
}

/** Storage codes, prefixed `storage/` ("similar codes", spec section 8). */
export const STORAGE_ERROR_CODES = [
  'unknown',
  'object-not-found',
  'unauthenticated',
  'unauthorized',
  'quota-exceeded',
  'invalid-format',
  'invalid-argument',
  'canceled',
  'retry-limit-exceeded',
  'server-file-wrong-size',
] as const;
export type StorageErrorCode = (typeof STORAGE_ERROR_CODES)[number];

export type LmsErrorCode =
  `auth/${AuthErrorCode}` | `functions/${FunctionsErrorCode}` | `storage/${StorageErrorCode}`;
