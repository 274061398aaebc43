import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { testDatabases } from '../helpers/databases';
import { createTestServer, type TestServer } from '../helpers/server';

describe.each(testDatabases())('health probes and metrics ($dialect)', ({ dialect }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ dialect, env: { LMS_HOST_APP_DIR: '/nonexistent/host-dist' } });
  });
  afterAll(() => server?.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers });

  it('answers liveness and readiness with the database round trip and no migration missing', async () => {
    const live = await get('/api/health/live');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await get('/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.json()).toMatchObject({ status: 'ready', ready: true, pendingMigrations: [] });
    expect(ready.json().databaseRoundTripMs).toBeGreaterThanOrEqual(0);
  });

  it('is not ready while a migration this build knows is missing from the database', async () => {
    const { rows } = await sql<{
      name: string;
    }>`select name from kysely_migration order by name desc`.execute(server.ctx.db);
    const latest = rows[0]!.name;
    await sql`delete from kysely_migration where name = ${latest}`.execute(server.ctx.db);
    try {
      const ready = await get('/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'migrating', pendingMigrations: [latest] });
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${latest}, ${new Date().toISOString()})`.execute(
        server.ctx.db,
      );
    }
    expect((await get('/api/health/ready')).statusCode).toBe(200);
  });

  it('gives this machine Prometheus metrics: requests by route pattern, the outbox, handlers in flight', async () => {
    await get('/api/health/live');
    await get('/api/fn/no-such-operation');
    const metrics = await get('/api/metrics');
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = metrics.body;
    expect(text).toMatch(
      /lms_http_request_duration_seconds_count\{method="GET",route="\/api\/health\/live",status_code="200"\} [1-9]/,
    );
    // Paths are reported by pattern: a series per id would grow without end.
    expect(text).not.toContain('no-such-operation');
    expect(text).toMatch(/lms_mail_outbox\{state="pending"\} \d+/);
    expect(text).toMatch(/lms_http_handlers_in_flight \d+/);
    expect(text).toContain('lms_process_resident_memory_bytes');
    if (dialect === 'postgres') expect(text).toMatch(/lms_db_pool_connections\{state="total"\} [1-9]/);
    else expect(text).not.toContain('lms_db_pool_connections{');
  });
});

describe('metrics for a scraper on another machine', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({
      dialect: 'sqlite',
      env: { LMS_HOST_APP_DIR: '/nonexistent/host-dist', LMS_METRICS_TOKEN: 'scrape-secret-1' },
    });
  });
  afterAll(() => server?.close());

  it('needs the configured bearer token, even from this machine', async () => {
    const refused = await server.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('functions/permission-denied');
    const wrong = await server.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: 'Bearer scrape-secret-2' },
    });
    expect(wrong.statusCode).toBe(403);
    const allowed = await server.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: 'Bearer scrape-secret-1' },
    });
    expect(allowed.statusCode).toBe(200);
  });

  it('refuses a client that is not this machine when no token is configured', async () => {
    const open = await createTestServer({
      dialect: 'sqlite',
      env: { LMS_HOST_APP_DIR: '/nonexistent/host-dist' },
    });
    try {
      const remote = await open.app.inject({
        method: 'GET',
        url: '/api/metrics',
        remoteAddress: '203.0.113.9',
      });
      expect(remote.statusCode).toBe(403);
    } finally {
      await open.close();
    }
  });
});
