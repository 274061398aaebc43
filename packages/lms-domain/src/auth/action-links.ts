// Links in the account e-mails. Reset and sign-in links open the host app's pages; the verification link opens the
// server's own confirmation page. A continue URL is carried along only when it stays on this site (no open redirect).
import { API_PATHS, AUTH_ENDPOINTS, LmsError } from '@lms/core';
import type { DomainContext } from '../context';

/** The continue URL if it is on the server's public origin; otherwise functions/invalid-argument. */
export function sameSiteContinueUrl(ctx: DomainContext, continueUrl: string | undefined): string | undefined {
  if (continueUrl === undefined || continueUrl === '') return undefined;
  const origin = new URL(ctx.config.publicUrl).origin;
  let parsed: URL;
  try {
    parsed = new URL(continueUrl, origin);
  } catch {
    throw new LmsError('functions/invalid-argument', 'continueUrl is not a valid URL');
  }
  if (parsed.origin !== origin) {
    throw new LmsError('functions/invalid-argument', `continueUrl must stay on ${origin}`);
  }
  return parsed.href;
}

function link(base: string, params: Record<string, string | undefined>): string {
  const url = new URL(base);
  for (const [name, value] of Object.entries(params))
    if (value !== undefined) url.searchParams.set(name, value);
  return url.href;
}

export function passwordResetLink(ctx: DomainContext, oobCode: string, continueUrl?: string): string {
  return link(`${ctx.config.publicUrl}/reset-password`, { oobCode, continueUrl });
}

export function emailSignInLink(
  ctx: DomainContext,
  oobCode: string,
  email: string,
  continueUrl?: string,
): string {
  return link(`${ctx.config.publicUrl}/email-link`, { oobCode, email, continueUrl });
}

export function verifyEmailLink(ctx: DomainContext, oobCode: string, continueUrl?: string): string {
  return link(`${ctx.config.publicUrl}${API_PATHS.auth(AUTH_ENDPOINTS.verifyEmail)}`, {
    oobCode,
    continueUrl,
  });
}
