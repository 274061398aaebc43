// Spec sections 4 and 9: when the session refreshes its ID token, and how long it waits after a failed refresh.
import type { AuthTokens } from '../api/ports';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** The access token is refreshed in the background about this long before it expires. */
export const TOKEN_REFRESH_AHEAD_MS = 5 * MINUTE;
/** A token counts as expired this long before its real expiry, so a request never leaves with a dying token. */
export const TOKEN_EXPIRY_SKEW_MS = 30 * SECOND;
/** First retry delay after a failed refresh; it doubles on each further failure. */
export const TOKEN_RETRY_INITIAL_MS = 30 * SECOND;
/** Upper bound of the retry delay. */
export const TOKEN_RETRY_MAX_MS = 16 * MINUTE;
/**
 * Shortest gap between two refreshes. Without it a back end issuing tokens that live under five minutes would be
 * refreshed in a tight loop, because each new token is already inside the refresh window.
 */
export const TOKEN_MIN_REFRESH_GAP_MS = 30 * SECOND;

export function isTokenExpired(tokens: Pick<AuthTokens, 'expiresAt'>, now: number): boolean {
  return now >= tokens.expiresAt - TOKEN_EXPIRY_SKEW_MS;
}

/** Milliseconds from `now` until the background refresh should run. `lastRefreshAt` is when the last one succeeded. */
export function tokenRefreshDelay(
  tokens: Pick<AuthTokens, 'expiresAt'>,
  now: number,
  lastRefreshAt: number | null,
): number {
  const aheadOfExpiry = tokens.expiresAt - TOKEN_REFRESH_AHEAD_MS - now;
  const afterLastRefresh = lastRefreshAt === null ? 0 : lastRefreshAt + TOKEN_MIN_REFRESH_GAP_MS - now;
  return Math.max(0, aheadOfExpiry, afterLastRefresh);
}

/** Delay before retry number `failures` (1 after the first failure): 30 s, 60 s, 120 s, ... capped at 16 minutes. */
export function tokenRetryDelay(failures: number): number {
  const exponent = Math.max(0, failures - 1);
  // Cap the exponent too, so a very long outage cannot overflow to Infinity.
  return Math.min(TOKEN_RETRY_MAX_MS, TOKEN_RETRY_INITIAL_MS * 2 ** Math.min(exponent, 30));
}
