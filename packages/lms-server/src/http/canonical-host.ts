// A browser's session lives in its origin's storage, so one site reached as both localhost and 127.0.0.1 is two
// sites: a student who opened 127.0.0.1 and comes back from the payment page to the public URL's localhost is
// signed out there. Page requests for another loopback name of the public URL's host are sent to the public URL.
// Only loopback names: behind a proxy the Host header may legitimately differ from the public URL, and redirecting
// there would loop.
import type { FastifyInstance } from 'fastify';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export function registerCanonicalHost(app: FastifyInstance, publicUrl: string): void {
  const canonical = new URL(publicUrl);
  if (!LOOPBACK_NAMES.has(canonical.hostname)) return;
  const port = canonical.port || (canonical.protocol === 'https:' ? '443' : '80');
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    // API calls answer any name (library hosts call them from their own origins; tokens are not cookies).
    if (request.url === '/api' || request.url.startsWith('/api/')) return;
    const requested = new URL(`http://${request.host}`);
    if (requested.host === canonical.host || !LOOPBACK_NAMES.has(requested.hostname)) return;
    if ((requested.port || '80') !== port) return;
    return reply.redirect(`${canonical.origin}${request.url}`, 308);
  });
}
