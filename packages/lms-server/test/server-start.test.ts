import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '@lms/core';
import { testDatabases, createTestDatabase, type TestDatabase } from './helpers/databases';
import { createTestServer, type TestServer } from './helpers/server';
import { signInTestUser } from './helpers/auth';

describe.each(testDatabases())('server start-up ($dialect)', ({ dialect }) => {
  const servers: TestServer[] = [];
  const databases: TestDatabase[] = [];
  const start = async (options: Parameters<typeof createTestServer>[0]) => {
    const server = await createTestServer(options);
    servers.push(server);
    return server;
  };
  const sharedDatabase = async () => {
    const database = await createTestDatabase(dialect);
    databases.push(database);
    return database;
  };
  afterEach(async () => {
    for (const server of servers.splice(0).reverse()) await server.close();
    for (const database of databases.splice(0)) await database.drop();
  });

  const listCourses = async (server: TestServer) => {
    const response = await server.app.inject({
      method: 'POST',
      url: API_PATHS.functions('listCourses'),
      payload: { data: { pageSize: 100 } },
    });
    return response.json().result as { total: number; items: { slug: string }[] };
  };

  it('seeds the demo catalogue on the first start of an empty database', async () => {
    const server = await start({ dialect, env: { LMS_SEED_DEMO: 'true' } });
    expect((await listCourses(server)).total).toBeGreaterThanOrEqual(6);
  });

  it('creates the administrator from LMS_ADMIN_EMAIL/LMS_ADMIN_PASSWORD once, across restarts', async () => {
    const database = await sharedDatabase();
    const env = { LMS_ADMIN_EMAIL: 'root@example.com', LMS_ADMIN_PASSWORD: 'admin password 1' };
    const first = await start({ dialect, database, env });
    expect(first.adminSetupUrl).toBeNull();
    await first.close();
    const second = await start({ dialect, database, env });
    const admins = await second.ctx.db.selectFrom('users').select(['email', 'role']).execute();
    expect(admins).toEqual([{ email: 'root@example.com', role: 'admin' }]);
  });

  it('returns a one-time setup link when there is no administrator and none is configured', async () => {
    const server = await start({ dialect, env: { LMS_PUBLIC_URL: 'https://learn.example.org' } });
    expect(server.adminSetupUrl).toMatch(/^https:\/\/learn\.example\.org\/api\/auth\/.+\?code=.+/);
  });

  it('returns no setup link once an administrator exists', async () => {
    const database = await sharedDatabase();
    const first = await start({ dialect, database });
    await signInTestUser(first.ctx, { email: 'boss@example.com', admin: true });
    await first.close();
    const second = await start({ dialect, database });
    expect(second.adminSetupUrl).toBeNull();
  });

  it('listens on a real port and serves over HTTP', async () => {
    const server = await start({ dialect, listen: true });
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${server.url}${API_PATHS.openapi}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it.runIf(dialect === 'sqlite')(
    'refuses a second server on the same data directory while the first keeps serving',
    async () => {
      const database = await sharedDatabase();
      const first = await start({ dialect, database });
      await expect(createTestServer({ dialect, database })).rejects.toThrow(
        /already using the data directory/,
      );
      expect((await listCourses(first)).total).toBe(0);
    },
  );

  it.runIf(dialect === 'postgres')(
    "runs two copies on one PostgreSQL: they start together, share data and accept each other's tokens",
    async () => {
      const database = await sharedDatabase();
      const env = {
        LMS_SEED_DEMO: 'true',
        LMS_ADMIN_EMAIL: 'root@example.com',
        LMS_ADMIN_PASSWORD: 'admin password 1',
      };
      // Started at the same moment: migrations, demo seed and admin creation race and must all settle cleanly.
      const [a, b] = await Promise.all([
        start({ dialect, database, env }),
        start({ dialect, database, env }),
      ]);
      const [listA, listB] = await Promise.all([listCourses(a), listCourses(b)]);
      expect(listA.total).toBeGreaterThanOrEqual(6);
      expect(listB).toEqual(listA);
      expect(await a.ctx.db.selectFrom('users').select('email').execute()).toEqual([
        { email: 'root@example.com' },
      ]);

      const { idToken } = await signInTestUser(a.ctx, { email: 'student@example.com' });
      const response = await b.app.inject({
        method: 'POST',
        url: API_PATHS.functions('listMyEnrollments'),
        headers: { authorization: `Bearer ${idToken}` },
        payload: { data: {} },
      });
      expect(response.statusCode).toBe(200);
    },
  );
});
