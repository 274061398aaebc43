// Cross-site request forgery on the server-rendered form pages under /api/auth/ (first-admin setup, e-mail
// confirmation): a request that carries an Origin header (every browser POST does) must come from this site, by the
// domain's rule (wire/api-protocol.ts, which the JSON endpoints apply too, with the library host origins).
import { LmsError } from '@lms/core';
import type { FastifyRequest } from 'fastify';
import { isSameSite } from '@lms/domain';

export const isSameSiteRequest = (request: FastifyRequest, publicUrl: string): boolean =>
  isSameSite(publicUrl, request.headers.origin, `${request.protocol}://${request.host}`);

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
