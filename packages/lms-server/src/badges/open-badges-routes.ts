// GET /ob/...: the public JSON documents of Open Badges (issuer profile, key, achievement, revocation status list,
// credential). A verifier anywhere resolves them without a sign-in; each answer and its headers are lms-domain's
// (the Firebase host's function answers the same).
import type { FastifyInstance } from 'fastify';
import { OPEN_BADGES_ROUTES, openBadgesHeaders } from '@lms/domain';
import type { ServerContext } from '../context';

export function registerOpenBadgesRoutes(app: FastifyInstance, ctx: ServerContext): void {
  for (const { path, answer, maxAgeSeconds } of OPEN_BADGES_ROUTES) {
    app.get<{ Params: { param?: string } }>(path, async (request, reply) => {
      const document = await answer(ctx, request.params.param ?? '');
      return reply.headers(openBadgesHeaders(maxAgeSeconds)).send(JSON.stringify(document));
    });
  }
}
