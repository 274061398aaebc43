// The JSON endpoints of spec section 7's identity provider: lms-domain's endpoint table, mounted on Fastify.
// Handlers only pass the body along; the rules live in the domain.
import type { FastifyInstance } from 'fastify';
import { AUTH_POST_ENDPOINTS } from '@lms/domain';
import type { ServerContext } from '../../context';
import { requireJsonFromSameSite } from './request-origin';

/** find-my-way reads ":" as a parameter; "::" is a literal colon, as in "accounts:signUp". */
export const routePath = (endpoint: string) => `/${endpoint.replace(/:/g, '::')}`;

export function registerAccountRoutes(scope: FastifyInstance, ctx: ServerContext): void {
  const onRequest = requireJsonFromSameSite(ctx.config.publicUrl, ctx.config.libraryOrigins);
  for (const [endpoint, handle] of Object.entries(AUTH_POST_ENDPOINTS)) {
    scope.post(routePath(endpoint), { onRequest }, async (request, reply) => {
      const answer = await handle(ctx, request.body, request.ip, request.headers['user-agent']);
      return reply.header('Cache-Control', 'no-store').send(answer);
    });
  }
}
