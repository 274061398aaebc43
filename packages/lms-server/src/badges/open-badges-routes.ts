// GET /ob/...: the public JSON documents of Open Badges (issuer profile, key, achievement, revocation status list,
// credential). A verifier anywhere resolves them without a sign-in; each answer is a domain function.
import type { FastifyInstance } from 'fastify';
import { OPEN_BADGES_ROUTES } from '@lms/domain';
import type { ServerContext } from '../context';

export function registerOpenBadgesRoutes(app: FastifyInstance, ctx: ServerContext): void {
  for (const { path, answer, maxAgeSeconds } of OPEN_BADGES_ROUTES) {
    app.get<{ Params: { param?: string } }>(path, async (request, reply) => {
      const document = await answer(ctx, request.params.param ?? '');
      return reply
        .type('application/ld+json; charset=utf-8')
        .header('cache-control', maxAgeSeconds > 0 ? `public, max-age=${maxAgeSeconds}` : 'no-store')
        .header('access-control-allow-origin', '*')
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(JSON.stringify(document));
    });
  }
}
