// A request from a page on another origin that "fails" while the server is up was refused by CORS: the server does
// not list the page's origin (LMS_LIBRARY_ORIGINS). Browsers give scripts no way to see that, only a network
// error, so without this the person reads "temporarily unavailable" and the developer looks for an outage.
// A `no-cors` request to the same server tells the two apart: it resolves (with an opaque answer) when the server
// answered, and fails as the first one did when the server cannot be reached.
import { API_PATHS } from '../wire';
import type { Clock } from '../../platform/clock';

/** How long the second look may take; a server that answers at all answers its version at once. */
const PROBE_TIMEOUT_MS = 5_000;

/**
 * The page's origin when `url` is on another origin whose server answers although the request to it failed (the
 * server did not allow this origin); null when the page is on the server's origin, there is no page, or the server
 * cannot be reached either.
 */
export async function refusedPageOrigin(
  // fetch-with-timeout's FetchFunction, written out: that module imports this one.
  fetchFn: (url: string, init: RequestInit) => Promise<Response>,
  url: string,
  clock: Clock,
): Promise<string | null> {
  const pageOrigin = globalThis.location?.origin;
  if (pageOrigin === undefined || pageOrigin === 'null') return null;
  let serverOrigin: string;
  try {
    serverOrigin = new URL(url, pageOrigin).origin;
  } catch {
    return null;
  }
  if (serverOrigin === pageOrigin) return null;
  const controller = new AbortController();
  const timer = clock.setTimeout(() => controller.abort(), PROBE_TIMEOUT_MS);
  try {
    await fetchFn(`${serverOrigin}${API_PATHS.version}`, {
      method: 'GET',
      mode: 'no-cors',
      cache: 'no-store',
      signal: controller.signal,
    });
    return pageOrigin;
  } catch {
    return null;
  } finally {
    clock.clearTimeout(timer);
  }
}

/** The page origin a failure names when the server refused it (`details.reason` 'origin-not-allowed'), else null. */
export function refusedOriginOf(error: unknown): string | null {
  const details =
    typeof error === 'object' && error !== null ? (error as { details?: unknown }).details : undefined;
  if (typeof details !== 'object' || details === null) return null;
  const { reason, pageOrigin } = details as { reason?: unknown; pageOrigin?: unknown };
  return reason === 'origin-not-allowed' && typeof pageOrigin === 'string' ? pageOrigin : null;
}
