// lms-domain's auth fixture (conformance/fixtures/auth-fixtures.ts) on a Fastify app with the API routes and the
// server's auth pages, for the server's own auth tests (its pages, SMTP, scrypt, two server copies). The identity
// provider's rules run on every host in the conformance suite.
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { handlers } from '@lms/domain';
import { openAuthHost, type AuthHost } from '@lms/domain/conformance/fixtures/auth-fixtures';
import type { Env } from '../../src/config';
import type { DatabaseDialect, ServerContext } from '../../src/context';
import { registerAuthRoutes } from '../../src/auth';
import { registerApiRoutes } from '../../src/api-routes';
import { createTestContext } from '../helpers/context';
import type { TestDatabase } from '../helpers/databases';
import { asConformanceHost } from '../helpers/server-host';

export { PASSWORD } from '@lms/domain/conformance/fixtures/auth-fixtures';

export interface AuthHarness extends AuthHost {
  ctx: ServerContext;
  app: FastifyInstance;
  database: TestDatabase;
}

/** With `sharing`, a second server copy on the first harness's database (PostgreSQL only: SQLite locks its directory). */
export async function createAuthHarness(
  dialect: DatabaseDialect,
  env: Env = {},
  sharing?: AuthHarness,
): Promise<AuthHarness> {
  const test = await createTestContext({
    dialect,
    env,
    ...(sharing ? { database: sharing.database } : {}),
  });
  const { ctx } = test;
  const app = Fastify({ logger: false });
  registerApiRoutes(app, ctx, { handlers });
  registerAuthRoutes(app, ctx);
  await app.ready();
  const auth = await openAuthHost(async ({ now }) => {
    // The fixture's clock (real time that a test may move on), read by everything the app runs.
    if (now) ctx.now = now;
    return asConformanceHost({
      app,
      ctx,
      database: test.database,
      async close() {
        await app.close();
        await test.close();
      },
    });
  });
  return { ...auth, ctx, app, database: test.database };
}
