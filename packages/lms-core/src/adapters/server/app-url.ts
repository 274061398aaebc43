// The app address a library host tells the server: where flows that leave the page (the payment page, links in
// e-mails) bring the learner back. It is the app's origin and the path the library is mounted under; the server
// accepts it only on its own site or a library origin it lists (LMS_LIBRARY_ORIGINS).
import { LmsError } from '../../errors';

/** The page's origin when it has an http(s) one (a browser), else null (Node, about:blank). */
function pageOrigin(): string | null {
  const origin = (globalThis as { location?: { origin?: unknown } }).location?.origin;
  return typeof origin === 'string' && /^https?:\/\//.test(origin) ? origin : null;
}

/**
 * `appUrl` as given (absolute, or a mount path such as `/learn` on this page's origin) made absolute, without a
 * trailing slash, query or fragment. Absent: this page's origin (the library mounted at the root); null when
 * there is none either (then the server uses its own site).
 */
export function resolveAppUrl(
  appUrl: string | undefined,
  origin: string | null = pageOrigin(),
): string | null {
  if (appUrl === undefined) return origin;
  let url: URL;
  try {
    url = origin === null ? new URL(appUrl) : new URL(appUrl, origin);
  } catch {
    throw new LmsError(
      'functions/invalid-argument',
      `appUrl "${appUrl}" is neither an absolute URL nor a path on this page's origin`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new LmsError('functions/invalid-argument', `appUrl "${appUrl}" must be an http or https address`);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}
