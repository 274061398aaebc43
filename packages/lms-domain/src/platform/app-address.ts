// The app address: where a flow that leaves the page (a payment page, a link in an e-mail) brings the learner back.
// It is the base URL of the app the learner used, its origin and the path the library is mounted under (e.g.
// `https://partner.example/learn`), named by the client. Accepted only on the server's own origin or a library
// origin (LMS_LIBRARY_ORIGINS): the server never sends anyone to an address it was merely told (no open redirect).
import { LmsError, type RefusalReason } from '@lms/core';
import type { DomainContext } from '../context';

/** What a refusal names in `details.reason`, for the client and the log. */
export const RETURN_ADDRESS_NOT_ALLOWED = 'return-address-not-allowed';
export const RETURN_ADDRESS_INVALID = 'return-address-invalid';

/** The origins a learner may be sent back to: the server's public origin and the library hosts'. */
export function allowedAppOrigins(ctx: DomainContext): string[] {
  return [new URL(ctx.config.publicUrl).origin, ...ctx.config.libraryOrigins.map((o) => new URL(o).origin)];
}

function refuse(
  ctx: DomainContext,
  what: string,
  raw: string,
  reason: RefusalReason,
  message: string,
): never {
  ctx.log.warn({ [what]: raw.slice(0, 300), reason }, `Refused ${what}: ${message}`);
  throw new LmsError('functions/invalid-argument', message, { reason, field: what });
}

function parse(ctx: DomainContext, what: string, raw: string, base?: string): URL {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    refuse(ctx, what, raw, RETURN_ADDRESS_INVALID, `${what} is not a valid URL.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    refuse(ctx, what, raw, RETURN_ADDRESS_INVALID, `${what} must be an http or https URL.`);
  if (url.username !== '' || url.password !== '')
    refuse(ctx, what, raw, RETURN_ADDRESS_INVALID, `${what} must not carry a user name or password.`);
  return url;
}

/** The one test of an origin a learner may be sent to; stored addresses are checked again with it when used. */
export function isAllowedAppOrigin(ctx: DomainContext, origin: string): boolean {
  return allowedAppOrigins(ctx).includes(origin);
}

function assertAllowedOrigin(ctx: DomainContext, what: string, raw: string, origin: string): void {
  if (isAllowedAppOrigin(ctx, origin)) return;
  refuse(
    ctx,
    what,
    raw,
    RETURN_ADDRESS_NOT_ALLOWED,
    `${what} is on ${origin}, which is neither this server's site nor one of its library origins ` +
      '(LMS_LIBRARY_ORIGINS): the server sends nobody there.',
  );
}

/**
 * The accepted app address without a trailing slash: the client's `appUrl` when its origin is allowed, else
 * functions/invalid-argument with `details.reason` (logged). Absent: the server's own site (its public URL).
 */
export function acceptedAppAddress(ctx: DomainContext, appUrl: string | undefined): string {
  if (appUrl === undefined || appUrl === '') return ctx.config.publicUrl;
  const url = parse(ctx, 'appUrl', appUrl);
  if (url.search !== '' || url.hash !== '')
    refuse(
      ctx,
      'appUrl',
      appUrl,
      RETURN_ADDRESS_INVALID,
      'appUrl must be an origin and a path, nothing more.',
    );
  assertAllowedOrigin(ctx, 'appUrl', appUrl, url.origin);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/**
 * A continue URL (where the reader wanted to go, carried through an e-mail) when it is on the app address's
 * origin; relative URLs resolve against the app address. Absent or empty: undefined.
 */
export function acceptedContinueUrl(
  ctx: DomainContext,
  continueUrl: string | undefined,
  appAddress: string = ctx.config.publicUrl,
): string | undefined {
  if (continueUrl === undefined || continueUrl === '') return undefined;
  const url = parse(ctx, 'continueUrl', continueUrl, `${appAddress}/`);
  const appOrigin = new URL(appAddress).origin;
  if (url.origin !== appOrigin)
    refuse(
      ctx,
      'continueUrl',
      continueUrl,
      RETURN_ADDRESS_NOT_ALLOWED,
      `continueUrl must stay on the app's origin ${appOrigin}.`,
    );
  return url.href;
}

/** A URL the server may send a browser to (a verification page's "Continue"): on an allowed origin, else null. */
export function allowedReturnUrl(ctx: DomainContext, raw: string | undefined): string | null {
  if (raw === undefined || raw === '') return null;
  let url: URL;
  try {
    url = new URL(raw, `${ctx.config.publicUrl}/`);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username !== '' || url.password !== '')
    return null;
  return isAllowedAppOrigin(ctx, url.origin) ? url.href : null;
}
