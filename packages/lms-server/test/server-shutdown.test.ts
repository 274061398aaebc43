import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '@lms/core';
import { testDatabases } from './helpers/databases';
import { createTestServer, type TestServer } from './helpers/server';

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDatabases())('server shutdown ($dialect)', ({ dialect }) => {
  let server: TestServer | null = null;
  afterEach(async () => {
    await server?.close();
    server = null;
  });

  // SQLite has one connection, so holding it makes a request's handler wait at a known point; PostgreSQL's pool
  // would serve it from another connection.
  it.skipIf(dialect !== 'sqlite')(
    'a request still being handled when the server stops (its client gone) finishes before the database closes',
    async () => {
      server = await createTestServer({ dialect, env: { LMS_SEED_DEMO: 'true' } });
      const { ctx, app } = server;
      const held = gate();
      const release = gate();
      const holding = ctx.db.transaction().execute(async (trx) => {
        await trx.selectFrom('courses').select('id').limit(1).execute();
        held.open();
        await release.opened;
      });
      await held.opened;
      // An injected request holds no connection to the server, like a client that has gone away.
      const answer = app.inject({
        method: 'POST',
        url: API_PATHS.functions('listCourses'),
        payload: { data: {} },
      });
      await pause(20);
      const stopping = server.close();
      server = null;
      await pause(20);
      release.open();
      await holding;
      const response = await answer;
      expect(response.statusCode).toBe(200);
      expect((response.json() as { result: { total: number } }).result.total).toBeGreaterThan(0);
      await stopping;
    },
  );
});
