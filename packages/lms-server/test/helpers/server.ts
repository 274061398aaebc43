// A whole server (the same startServer path as `lms start`) on a fresh test database.
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Env } from '../../src/config';
import type { DomainConfig } from '@lms/domain';
import type { DatabaseDialect, ServerContext } from '../../src/context';
import { startServer, type StartServerOptions } from '../../src/server';
import { TEST_ENV } from './context';
import { createTestDatabase, type TestDatabase } from './databases';

export interface TestServerOptions {
  dialect: DatabaseDialect;
  /** Extra environment for loadConfig, for example { LMS_SEED_DEMO: 'true' }. */
  env?: Env;
  /** Listen on a random local port (url is then set); by default tests use app.inject. */
  listen?: boolean;
  /** Share a database with another test server; it is then not dropped on close. */
  database?: TestDatabase;
  app?: StartServerOptions['app'];
  now?: () => number;
  /** Settings over what the environment gives, as the conformance suite asks a host for them. */
  config?: Partial<DomainConfig>;
}

export interface TestServer {
  app: FastifyInstance;
  ctx: ServerContext;
  url: string | null;
  adminSetupUrl: string | null;
  database: TestDatabase;
  close(): Promise<void>;
}

export async function createTestServer(options: TestServerOptions): Promise<TestServer> {
  const database = options.database ?? (await createTestDatabase(options.dialect));
  const ownsDatabase = options.database === undefined;
  try {
    const config = { ...loadConfig({ ...TEST_ENV, ...options.env, ...database.env }), ...options.config };
    const server = await startServer(config, {
      listen: options.listen === true,
      ...(options.app ? { app: options.app } : {}),
      ...(options.now ? { now: options.now } : {}),
    });
    return {
      ...server,
      database,
      async close() {
        await server.close();
        if (ownsDatabase) await database.drop();
      },
    };
  } catch (error) {
    if (ownsDatabase) await database.drop();
    throw error;
  }
}
