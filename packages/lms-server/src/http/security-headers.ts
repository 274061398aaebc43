import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { ServerContext } from '../context';
import { listAllowedOrigins } from '@lms/domain';

/**
 * Pages that may be framed: one action-plan step (`/action-plan/{stepId}`, a single path segment), by the origins
 * allowed to embed steps. Every other page refuses framing (clickjacking protection).
 */
const FRAMABLE_PATH = /^\/action-plan\/[^/]+\/?$/;

export function isFramablePath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return FRAMABLE_PATH.test(path) && !/^\/action-plan\/(\.|%2e){1,2}\/?$/i.test(path);
}

/** Headers on every answer; framing refused. */
export function securityHeaders(config: Pick<ServerConfig, 'publicUrl'>): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'content-security-policy': "frame-ancestors 'none'",
    'x-frame-options': 'DENY',
    ...(config.publicUrl.startsWith('https:')
      ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
      : {}),
  };
}

/**
 * An action-plan step may be framed by this site and the allowed origins (LMS_EMBED_ORIGINS plus those admins
 * added), read at each request so every server copy applies a change at once. No X-Frame-Options: it cannot name
 * several origins, and browsers that know frame-ancestors ignore it.
 */
export function frameAncestors(origins: readonly string[]): string {
  return `frame-ancestors ${["'self'", ...origins].join(' ')}`;
}

export function registerSecurityHeaders(app: FastifyInstance, ctx: ServerContext): void {
  const headers = securityHeaders(ctx.config);
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headers);
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
