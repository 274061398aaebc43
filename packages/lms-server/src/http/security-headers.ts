import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { ServerContext } from '../context';
import { documentPolicy, isFramablePath, listAllowedOrigins, PERMISSIONS_POLICY } from '@lms/domain';

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Headers on every answer: the strict document policy (content-security-policy.ts; on an API answer it costs
 * nothing and covers any HTML a route might send), framing refused. A route with an inline script of its own (the
 * OIDC popup's result page) sets its policy with that script's nonce; downloads set a sandbox.
 */
export function securityHeaders(config: Pick<ServerConfig, 'publicUrl'>): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    'content-security-policy': documentPolicy(),
    'x-frame-options': 'DENY',
    ...(config.publicUrl.startsWith('https:') ? { 'strict-transport-security': HSTS } : {}),
  };
}

/**
 * An action-plan step may be framed by this site and the allowed origins (LMS_EMBED_ORIGINS plus those admins
 * added), read at each request so every server copy applies a change at once. No X-Frame-Options: it cannot name
 * several origins, and browsers that know frame-ancestors ignore it.
 */
export function frameAncestors(origins: readonly string[]): string {
  return documentPolicy({ frameAncestors: ["'self'", ...origins] });
}

export function registerSecurityHeaders(app: FastifyInstance, ctx: ServerContext): void {
  const headers = securityHeaders(ctx.config);
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headers);
    // Behind a TLS-terminating proxy (LMS_TRUST_PROXY) a request may be HTTPS while the public URL says http:.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !isFramablePath(request.url)) return;
    try {
      const origins = await listAllowedOrigins(ctx);
      reply.removeHeader('x-frame-options');
      reply.header('content-security-policy', frameAncestors(origins));
    } catch (error) {
      // Unknown list: keep refusing framing rather than allow it to anyone.
      request.log.error({ err: error }, 'Could not read the allowed embedding origins');
    }
  });
}
