// When the offline progress queue gives up on an event, and how long it waits before trying again.
import { isLmsError } from '../errors/lms-error';
import { httpStatusForFunctionsCode, type FunctionsErrorCode } from '../errors/codes';

export const RETRY_BASE_MS = 2_000;
export const RETRY_MAX_MS = 5 * 60_000;

/**
 * Statuses that say "try again later" although they are 4xx: no or expired token (401, the session refreshes),
 * timeout (408), rate limit (429), a conflict the server asks to retry (409 aborted) and our own cancelled request
 * (499). Every other 4xx means the server looked at the event and refused it: resending cannot help.
 */
const RETRYABLE_4XX = new Set([401, 408, 409, 429, 499]);

function statusOf(error: unknown): number | undefined {
  if (isLmsError(error)) {
    if (!error.code.startsWith('functions/')) return undefined;
    return httpStatusForFunctionsCode(error.code.slice('functions/'.length) as FunctionsErrorCode);
  }
  // A custom `send` over plain fetch may throw an error carrying the HTTP status.
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** True only when the server rejected the event as invalid; network and server faults are retried. */
export function isPermanentRejection(error: unknown): boolean {
  const status = statusOf(error);
  return status !== undefined && status >= 400 && status < 500 && !RETRYABLE_4XX.has(status);
}

/**
 * Delay before retry number `failures` (1 = first retry): 2 s doubling to 5 min, spread by +-20 % so many clients
 * coming back after an outage do not all knock at once. `random` returns [0, 1).
 */
export function retryDelayMs(failures: number, random: () => number): number {
  const exponent = Math.min(Math.max(failures - 1, 0), 20);
  const base = Math.min(RETRY_BASE_MS * 2 ** exponent, RETRY_MAX_MS);
  return Math.round(base * (0.8 + 0.4 * random()));
}
