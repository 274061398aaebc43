// Read-only endpoints a client asks before signing in (lms-domain's table): password policy, reCAPTCHA, popup
// providers, JWKS.
import type { FastifyInstance } from 'fastify';
import { AUTH_GET_ENDPOINTS } from '@lms/domain';
import type { ServerContext } from '../../context';

export function registerDiscoveryRoutes(scope: FastifyInstance, ctx: ServerContext): void {
  for (const [endpoint, answer] of Object.entries(AUTH_GET_ENDPOINTS)) {
    // Keys rotate rarely; a short cache keeps verifiers from asking on every token.
    const cache = endpoint === 'jwks.json' ? 'public, max-age=300' : undefined;
    scope.get(`/${endpoint}`, async (_request, reply) => {
      if (cache !== undefined) reply.header('Cache-Control', cache);
      return answer(ctx);
    });
  }
}
