// Probes for an orchestrator or a load balancer. Liveness says only that the process answers (restarting it is the
// cure for nothing else); readiness says this copy can serve: the database answers within its time and has every
// migration this build knows. A copy that is shutting down answers 503 to both (Fastify's return503OnClosing).
import type { FastifyInstance } from 'fastify';
import { checkReadiness } from '@lms/domain';
import type { ServerContext } from '../context';

export const HEALTH_PATHS = { live: '/api/health/live', ready: '/api/health/ready' } as const;

/** A database slower than this for `select 1` is as good as down for a learner waiting on a page. */
const READINESS_TIMEOUT_MS = 2_000;

export function registerHealthRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const noStore = { 'cache-control': 'no-store' };
  app.get(HEALTH_PATHS.live, async (_request, reply) => reply.headers(noStore).send({ status: 'ok' }));
  app.get(HEALTH_PATHS.ready, async (request, reply) => {
    reply.headers(noStore);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new Error(`the database did not answer within ${READINESS_TIMEOUT_MS} ms`)),
        READINESS_TIMEOUT_MS,
      );
    });
    try {
      const readiness = await Promise.race([checkReadiness(ctx), timeout]);
      return reply
        .status(readiness.ready ? 200 : 503)
        .send({ status: readiness.ready ? 'ready' : 'migrating', ...readiness });
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      return reply.status(503).send({ status: 'unavailable', reason: (error as Error).message });
    } finally {
      clearTimeout(timer);
    }
  });
}
