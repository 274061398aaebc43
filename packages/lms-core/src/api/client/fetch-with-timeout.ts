// One HTTP exchange with a deadline and a cancel signal, shared by the callable client and the auth and storage
// adapters so every request fails the same way: an LmsError whose details say whether it timed out, was
// cancelled or never reached the server.
import { LmsError } from '../../errors';
import type { LmsErrorCode } from '../../errors';
import { systemClock } from '../../platform/clock';
import type { Clock } from '../../platform/clock';
import type { ClientFailure } from '../refusals';
import { refusedPageOrigin } from './origin-refusal';

/** The part of `fetch` the adapters use; `globalThis.fetch` fits, and so does a test double. */
export type FetchFunction = (url: string, init: RequestInit) => Promise<Response>;

/** `origin-not-allowed`: the server answers, but not to this page's origin (it is not on its list of library hosts). */
export type FetchFailureReason = ClientFailure;

/** `details` of the LmsError thrown when the exchange does not complete. */
export type FetchFailureDetails = {
  reason: FetchFailureReason;
  url: string;
  timeoutMs: number;
  /** The platform's own message for a network failure (DNS, refused connection, CORS, ...). */
  cause?: string;
  /** With `origin-not-allowed`: the page's origin, which the server's LMS_LIBRARY_ORIGINS must list. */
  pageOrigin?: string;
};

export interface FetchWithTimeoutOptions {
  /** Code when the deadline passes; default 'auth/network-request-failed'. */
  timeoutCode?: LmsErrorCode;
  /** Code when the caller's signal aborts; default 'auth/network-request-failed' (the auth catalogue has no cancel). */
  cancelledCode?: LmsErrorCode;
  /** Code when the request never got an answer (or the server refused the page's origin); default 'auth/network-request-failed'. */
  networkCode?: LmsErrorCode;
  clock?: Clock;
}

const DEFAULT_CODE: LmsErrorCode = 'auth/network-request-failed';
// Node and browsers turn a delay above 2^31-1 ms into an immediate timer; a longer deadline means "no deadline".
const MAX_TIMER_MS = 2_147_483_647;
// Statuses whose Response may not carry a body, so the buffered copy must be built without one.
const NULL_BODY_STATUSES = new Set([204, 205, 304]);

/**
 * Sends `init` to `url` and resolves with the response once its body has arrived, so the deadline covers the
 * whole exchange, not only the headers. The returned Response has its body buffered in memory (fine for the JSON
 * answers of the API; not meant for large downloads). Pass cancellation as `signal`, not in `init`.
 */
export async function fetchWithTimeout(
  fetchFn: FetchFunction,
  url: string,
  init: RequestInit,
  timeoutMs: number,
  signal?: AbortSignal,
  options: FetchWithTimeoutOptions = {},
): Promise<Response> {
  const clock = options.clock ?? systemClock;
  const codes: Record<FetchFailureReason, LmsErrorCode> = {
    timeout: options.timeoutCode ?? DEFAULT_CODE,
    cancelled: options.cancelledCode ?? DEFAULT_CODE,
    network: options.networkCode ?? DEFAULT_CODE,
    'origin-not-allowed': options.networkCode ?? DEFAULT_CODE,
  };
  const failure = (reason: FetchFailureReason, cause?: unknown, pageOrigin?: string): LmsError => {
    const details: FetchFailureDetails = { reason, url, timeoutMs };
    if (cause !== undefined) details.cause = cause instanceof Error ? cause.message : String(cause);
    if (pageOrigin !== undefined) details.pageOrigin = pageOrigin;
    return new LmsError(codes[reason], failureMessage(reason, url, timeoutMs, details), details);
  };

  if (signal?.aborted) throw failure('cancelled');

  const controller = new AbortController();
  let stoppedBy: LmsError | undefined;
  let rejectStopped: (error: LmsError) => void = () => {};
  // Settles the race even when a fetch implementation ignores its signal.
  const stopped = new Promise<never>((_, reject) => (rejectStopped = reject));
  const stop = (reason: FetchFailureReason) => {
    if (stoppedBy) return;
    stoppedBy = failure(reason);
    controller.abort(stoppedBy);
    rejectStopped(stoppedBy);
  };
  const onCallerAbort = () => stop('cancelled');
  signal?.addEventListener('abort', onCallerAbort, { once: true });
  const timer = Number.isFinite(timeoutMs)
    ? clock.setTimeout(() => stop('timeout'), Math.min(Math.max(timeoutMs, 0), MAX_TIMER_MS))
    : undefined;

  const exchange = async (): Promise<Response> => {
    const response = await fetchFn(url, { ...init, signal: controller.signal });
    // A Response can only be rebuilt with a status in 200-599; anything else is handed back as it came.
    if (response.status < 200 || response.status > 599) return response;
    const body = NULL_BODY_STATUSES.has(response.status) ? null : await response.arrayBuffer();
    return new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };

  try {
    return await Promise.race([exchange(), stopped]);
  } catch (error) {
    if (stoppedBy) throw stoppedBy;
    const pageOrigin = await refusedPageOrigin(fetchFn, url, clock);
    throw pageOrigin === null ? failure('network', error) : failure('origin-not-allowed', error, pageOrigin);
  } finally {
    if (timer !== undefined) clock.clearTimeout(timer);
    signal?.removeEventListener('abort', onCallerAbort);
  }
}

function failureMessage(
  reason: FetchFailureReason,
  url: string,
  timeoutMs: number,
  details: FetchFailureDetails,
): string {
  const { cause, pageOrigin } = details;
  switch (reason) {
    case 'timeout':
      return `Request to ${url} timed out after ${timeoutMs} ms`;
    case 'cancelled':
      return `Request to ${url} was cancelled`;
    case 'network':
      return `Network request to ${url} failed${cause ? `: ${cause}` : ''}`;
    case 'origin-not-allowed':
      return `The server of ${url} answers, but not to pages on ${pageOrigin}: add ${pageOrigin} to the server's LMS_LIBRARY_ORIGINS`;
  }
}
