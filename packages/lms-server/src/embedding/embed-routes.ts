// The HTTP endpoints of embedding outside the callable protocol:
// - POST /api/embed/launch-tokens: an embedding site's back end, with its API key, asks for a student's launch token.
//   Meant for servers: no CORS headers, so no browser page can call it from another origin.
// - POST /api/embed/fetch?code=...: cmi5's one-time fetch URL (see action-plans/launch-parameters.ts). Content may
//   run on another origin, so the answer may be read from anywhere; the code in the URL is the credential.
import { API_PATHS, LmsError, launchTokenRequestSchema } from '@lms/core';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { authenticateApiKey } from '@lms/domain';
import { issueLaunchToken, redeemFetchCode } from '@lms/domain';

export function registerEmbedRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post(API_PATHS.embedLaunchTokens, async (request, reply) => {
    const key = await authenticateApiKey(ctx, request.headers.authorization);
    const parsed = launchTokenRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => ({
        path: issue.path.join('.'),
        message: issue.message,
      }));
      throw new LmsError(
        'functions/invalid-argument',
        `Invalid launch-token request${issues[0]?.path ? ` at "${issues[0].path}"` : ''}: ${issues[0]?.message}.`,
        { issues },
      );
    }
    const answer = await issueLaunchToken(ctx, key, parsed.data);
    return reply.header('cache-control', 'no-store').status(201).send(answer);
  });

  app.post<{ Querystring: { code?: unknown } }>(API_PATHS.launchFetch, async (request, reply) => {
    const answer = await redeemFetchCode(ctx, request.query.code);
    return reply
      .header('cache-control', 'no-store')
      .header('access-control-allow-origin', '*')
      .status('auth-token' in answer ? 200 : 400)
      .send(answer);
  });
}
