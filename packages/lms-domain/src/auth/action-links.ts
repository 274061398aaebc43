// Links in the account e-mails. Reset and sign-in links open the app the reader used (its app address: the
// platform's own site or a library host, platform/app-address.ts); the verification link opens the server's own
// confirmation page. A continue URL is carried along only when it stays on the app's origin (no open redirect).
import { API_PATHS, AUTH_ENDPOINTS } from '@lms/core';
import type { DomainContext } from '../context';

function link(base: string, params: Record<string, string | undefined>): string {
  const url = new URL(base);
  for (const [name, value] of Object.entries(params))
    if (value !== undefined) url.searchParams.set(name, value);
  return url.href;
}

/** `appAddress` is an accepted app address (acceptedAppAddress), without a trailing slash. */
export function passwordResetLink(appAddress: string, oobCode: string, continueUrl?: string): string {
  return link(`${appAddress}/reset-password`, { oobCode, continueUrl });
}

export function emailSignInLink(
  appAddress: string,
  oobCode: string,
  email: string,
  continueUrl?: string,
): string {
  return link(`${appAddress}/email-link`, { oobCode, email, continueUrl });
}

export function verifyEmailLink(ctx: DomainContext, oobCode: string, continueUrl?: string): string {
  return link(`${ctx.config.publicUrl}${API_PATHS.auth(AUTH_ENDPOINTS.verifyEmail)}`, {
    oobCode,
    continueUrl,
  });
}
