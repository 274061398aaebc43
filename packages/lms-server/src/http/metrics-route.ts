// Prometheus metrics (prom-client): request rate, latency and errors per route, handlers in flight, the database
// pool, the mail outbox and the process's own (memory, event-loop lag, GC). One registry per app, so two servers
// in one process (tests) never mix their counts.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { LmsError } from '@lms/core';
import { operationalGauges } from '@lms/domain';
import type { ServerContext } from '../context';
import { handlersInFlightOf } from './handlers-in-flight';

export const METRICS_PATH = '/api/metrics';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export function registerMetrics(app: FastifyInstance, ctx: ServerContext): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'lms_' });
  const duration = new Histogram({
    name: 'lms_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status code (count, sum and latency buckets).',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'lms_http_handlers_in_flight',
    help: 'Route handlers running now.',
    registers: [registry],
    collect() {
      this.set(handlersInFlightOf(app)?.count() ?? 0);
    },
  });
  const pool = new Gauge({
    name: 'lms_db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting queries); absent on SQLite.',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = ctx.poolStats?.();
      if (stats === undefined) return;
      pool.set({ state: 'total' }, stats.total);
      pool.set({ state: 'idle' }, stats.idle);
      pool.set({ state: 'waiting' }, stats.waiting);
    },
  });
  const outbox = new Gauge({
    name: 'lms_mail_outbox',
    help: 'Mails not sent yet (pending), and those whose last attempt failed (failing).',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const gauges = await operationalGauges(ctx);
      outbox.set({ state: 'pending' }, gauges.mailOutboxPending);
      outbox.set({ state: 'failing' }, gauges.mailOutboxFailing);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, never the raw URL: ids in paths would make a series per learner.
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === METRICS_PATH) return;
    duration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  app.get(METRICS_PATH, async (request, reply) => {
    if (!mayReadMetrics(request, ctx.config.metricsToken)) {
      throw new LmsError(
        'functions/permission-denied',
        'Metrics are for this machine, or for a scraper sending LMS_METRICS_TOKEN as a bearer token.',
      );
    }
    return reply
      .header('cache-control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
}

function mayReadMetrics(request: FastifyRequest, token: string | null): boolean {
  if (token !== null) {
    const sent = Buffer.from(request.headers.authorization ?? '');
    const expected = Buffer.from(`Bearer ${token}`);
    return sent.length === expected.length && timingSafeEqual(sent, expected);
  }
  return LOOPBACK.has(request.socket.remoteAddress ?? '');
}
