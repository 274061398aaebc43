// A ServerContext on a fresh, migrated test database, for testing domain services without HTTP.
import pino from 'pino';
import { loadConfig, type Env } from '../../src/config';
import { serverPorts } from '../../src/host-ports';
import type { DatabaseDialect, ServerContext } from '../../src/context';
import { openDatabase } from '../../src/db/connection';
import { migrateToLatest } from '@lms/domain';
import { createTestDatabase, type TestDatabase } from './databases';

export interface TestContextOptions {
  dialect: DatabaseDialect;
  /** Extra environment for loadConfig (LMS_DATA_DIR and DATABASE_URL are filled in). */
  env?: Env;
  /** Share a database with another test server (for example two server copies on one PostgreSQL). */
  database?: TestDatabase;
}

export interface TestContext {
  ctx: ServerContext;
  database: TestDatabase;
  /** Closes the connection and, unless the database was passed in, drops it. */
  close(): Promise<void>;
}

/** Test defaults: quiet logs and no demo seed, so a suite starts from an empty catalogue unless it asks. */
export const TEST_ENV: Env = {
  LMS_LOG_LEVEL: 'silent',
  LMS_SEED_DEMO: 'false',
  PORT: '0',
  HOST: '127.0.0.1',
};

export async function createTestContext(options: TestContextOptions): Promise<TestContext> {
  const database = options.database ?? (await createTestDatabase(options.dialect));
  const ownsDatabase = options.database === undefined;
  try {
    const config = loadConfig({ ...TEST_ENV, ...options.env, ...database.env });
    const opened = await openDatabase(config);
    try {
      await migrateToLatest(opened.db);
    } catch (error) {
      await opened.close();
      throw error;
    }
    const log = pino({ level: config.logLevel });
    const ctx: ServerContext = {
      db: opened.db,
      dialect: opened.dialect,
      config,
      log,
      now: () => Date.now(),
      ...serverPorts(config, log),
    };
    return {
      ctx,
      database,
      async close() {
        await opened.close();
        if (ownsDatabase) await database.drop();
      },
    };
  } catch (error) {
    if (ownsDatabase) await database.drop();
    throw error;
  }
}
