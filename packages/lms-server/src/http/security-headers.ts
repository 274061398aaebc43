import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';

/**
 * Headers on every answer. Framing is refused unless LMS_EMBED_ORIGINS lists the sites allowed to embed the app
 * (clickjacking protection; the guide says "iframe embedding only from configured origins").
 */
export function securityHeaders(
  config: Pick<ServerConfig, 'embedOrigins' | 'publicUrl'>,
): Record<string, string> {
  const framing = config.embedOrigins.length === 0 ? "'none'" : ["'self'", ...config.embedOrigins].join(' ');
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'content-security-policy': `frame-ancestors ${framing}`,
    ...(config.embedOrigins.length === 0 ? { 'x-frame-options': 'DENY' } : {}),
    ...(config.publicUrl.startsWith('https:')
      ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
      : {}),
  };
}

export function registerSecurityHeaders(app: FastifyInstance, config: ServerConfig): void {
  const headers = securityHeaders(config);
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}
