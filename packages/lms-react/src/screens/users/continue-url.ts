// The account e-mails (password reset, sign-in link) carry a continue URL: where the reader wanted to go before the
// mail. The back end accepts only URLs on the origin of the app that asked (its own site or a library host it
// lists), so the app path travels as an absolute URL on this page's origin.
import { safeRedirectPath } from '@lms/core';

/** The continue URL for an app path, or undefined when there is no safe path to come back to. */
export function continueUrlFor(appPath: string | null, origin: string): string | undefined {
  const safe = safeRedirectPath(appPath);
  return safe === null ? undefined : new URL(safe, origin).href;
}

/** The app path a continue URL leads back to; null for another origin or anything that is not a safe path. */
export function appPathFromContinueUrl(continueUrl: string | null, origin: string): string | null {
  if (continueUrl === null || continueUrl === '') return null;
  let url: URL;
  try {
    url = new URL(continueUrl, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  return safeRedirectPath(`${url.pathname}${url.search}${url.hash}`);
}
