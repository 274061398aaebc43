// How the session and account operations classify failures (spec sections 4 and 8).
import { isLmsError, LmsError } from '../errors';
import type { LmsErrorCode } from '../errors';

/** Refresh or lookup answers after which the saved session can never work again, so the user is signed out. */
const SESSION_ENDING_CODES: ReadonlySet<LmsErrorCode> = new Set<LmsErrorCode>([
  'auth/user-disabled',
  'auth/user-token-expired',
  'auth/invalid-refresh-token',
  'auth/user-not-found',
]);

/** Message of the error raised when an operation needs a signed-in user (spec section 5). */
export const NO_AUTHENTICATED_USER = 'No authenticated user';

export function isSessionEndingError(error: unknown): boolean {
  return isLmsError(error) && SESSION_ENDING_CODES.has(error.code);
}

export function noAuthenticatedUserError(): LmsError {
  return new LmsError('auth/user-not-found', NO_AUTHENTICATED_USER);
}

/** Screens only ever see LmsError; anything else reaching auth code is a defect, reported as an internal error. */
export function toLmsError(error: unknown): LmsError {
  if (isLmsError(error)) return error;
  const message = error instanceof Error ? error.message : String(error);
  return LmsError.received('auth/internal-error', message, error);
}
