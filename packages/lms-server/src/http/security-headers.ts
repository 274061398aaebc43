import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { ServerContext } from '../context';
import { listAllowedOrigins } from '@lms/domain';
import { documentPolicy, PERMISSIONS_POLICY } from './content-security-policy';

/**
 * Pages that may be framed: one action-plan step (`/action-plan/{stepId}`, a single path segment), by the origins
 * allowed to embed steps. Every other page refuses framing (clickjacking protection).
 */
const FRAMABLE_PATH = /^\/action-plan\/[^/]+\/?$/;

export function isFramablePath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return FRAMABLE_PATH.test(path) && !/^\/action-plan\/(\.|%2e){1,2}\/?$/i.test(path);
}

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
