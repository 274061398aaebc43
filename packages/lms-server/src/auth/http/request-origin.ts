// Cross-site request forgery on the identity provider's endpoints: another site's page can make a browser POST a
// form (or text/plain) to /api/auth/accounts:signUp without any permission. Two checks stop it:
// - the JSON endpoints take only application/json, which a page of another origin can send only after a CORS
//   preflight this server never grants;
// - a request that carries an Origin header (every browser POST does) must come from this site: the public URL's
//   origin or the origin the request itself was sent to (a reverse proxy or the Vite dev proxy keeps the Host).
// Clients that are not browsers (the CLI, server-to-server calls) send no Origin and are not a CSRF risk. The
// embedding routes (/api/embed/*) keep their own rules: API keys and the allowed-origins list. The JSON endpoints
// also take the library host origins (LMS_LIBRARY_ORIGINS): other teams' apps running the React library, which
// the CORS preflight (http/library-cors.ts) lets send JSON.
import { LmsError } from '@lms/core';
import type { FastifyRequest } from 'fastify';
import { AUTH_JSON_ONLY_MESSAGE } from '@lms/domain';

export function isSameSiteRequest(request: FastifyRequest, publicUrl: string): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (origin === new URL(publicUrl).origin) return true;
  return origin === `${request.protocol}://${request.host}`;
}

const refuseOtherSite = () =>
  new LmsError(
    'functions/permission-denied',
    'Requests to the sign-in service are accepted only from this site’s own pages.',
  );

/** For the server-rendered form pages (setup, e-mail confirmation): same site only. */
export function requireSameSite(publicUrl: string) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!isSameSiteRequest(request, publicUrl)) throw refuseOtherSite();
  };
}

/** For the JSON endpoints: same site or a library host origin, and a JSON body. */
export function requireJsonFromSameSite(publicUrl: string, libraryOrigins: readonly string[] = []) {
  return async (request: FastifyRequest): Promise<void> => {
    const origin = request.headers.origin;
    const fromLibraryHost = origin !== undefined && libraryOrigins.includes(origin);
    if (!fromLibraryHost && !isSameSiteRequest(request, publicUrl)) throw refuseOtherSite();
    const type = (request.headers['content-type'] ?? '').split(';', 1)[0]?.trim().toLowerCase();
    if (type !== 'application/json') {
      // Answered as Fastify answers a content type it has no parser for: 415 with functions/invalid-argument.
      throw Object.assign(new Error(AUTH_JSON_ONLY_MESSAGE), { statusCode: 415 });
    }
  };
}
