// A test server as the conformance suite's host: requests through Fastify's app.inject (the routes, body parsers and
// error handlers a real request meets), the domain's jobs, a signed-in person, a second writer on its database.
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely } from 'kysely';
import type { Database } from '@lms/domain';
import type { ConformanceHost } from '@lms/domain/conformance';
import { SQLITE_FILE_NAME } from '../../src/db/connection';
import { LmsSqliteDialect } from '../../src/db/sqlite-driver';
import { signInTestUser } from './auth';
import { createTestContext } from './context';
import type { TestDatabase } from './databases';
import { runDomainJob } from './jobs';
import type { TestServer } from './server';

/** `copy` opens another server on the same database, where the database allows several (PostgreSQL). */
export function asConformanceHost(
  server: Pick<TestServer, 'app' | 'ctx' | 'database' | 'close'>,
  copy?: () => Promise<TestServer>,
): ConformanceHost {
  return {
    ctx: server.ctx,
    async fetch(path, { clientIp, ...init } = {}) {
      const reply = await server.app.inject({
        method: (init.method ?? 'GET') as 'GET' | 'POST',
        url: path,
        ...(clientIp === undefined ? {} : { remoteAddress: clientIp }),
        headers: Object.fromEntries(new Headers(init.headers)),
        ...(init.body == null ? {} : { payload: String(init.body) }),
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(reply.headers)) {
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
      }
      return new Response(reply.body, { status: reply.statusCode, headers });
    },
    runJob: (name) => runDomainJob(server.ctx, name),
    signIn: (options) => signInTestUser(server.ctx, options),
    secondConnection: () => secondConnection(server.database),
    ...(copy ? { secondCopy: async () => asConformanceHost(await copy()) } : {}),
    close: () => server.close(),
  };
}

/** Another writer on the server's database: a second server copy (PostgreSQL) or a plain SQLite connection. */
async function secondConnection(database: TestDatabase) {
  if (database.dialect === 'postgres') {
    const copy = await createTestContext({ dialect: 'postgres', database });
    return { db: copy.ctx.db, close: () => copy.close() };
  }
  const sqlite = new SqliteDatabase(join(database.dataDir, SQLITE_FILE_NAME));
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new LmsSqliteDialect(sqlite) });
  return { db, close: () => db.destroy() };
}
