// Which databases the server tests run on: SQLite always, PostgreSQL when one is reachable. Each test server gets
// its own fresh database (a temp dir, or CREATE DATABASE lms_test_<random>) so test files run in parallel.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createPostgresDatabase,
  postgresAdminUrl,
  probePostgres,
} from '@lms/domain/conformance/fixtures/postgres-databases';
import type { DatabaseDialect } from '../../src/context';

export { postgresAdminUrl };

const postgresReachable = await probePostgres();
if (!postgresReachable && process.env.CI === 'true') {
  // CI must prove both dialects; skipping silently there would hide PostgreSQL regressions.
  throw new Error(
    `CI=true but PostgreSQL is not reachable at ${postgresAdminUrl}: start it (see toolchain.md).`,
  );
}

/** Use as `describe.each(testDatabases())('... ($dialect)', ({ dialect }) => ...)`. */
export function testDatabases(): { dialect: DatabaseDialect }[] {
  return postgresReachable ? [{ dialect: 'sqlite' }, { dialect: 'postgres' }] : [{ dialect: 'sqlite' }];
}

export interface TestDatabase {
  dialect: DatabaseDialect;
  /** Environment variables that point a server at this database (LMS_DATA_DIR, and DATABASE_URL for PostgreSQL). */
  env: Record<string, string>;
  dataDir: string;
  /** Removes the temp dir and drops the PostgreSQL database. Servers using it must be closed first. */
  drop(): Promise<void>;
}

export interface TestDatabaseOptions {
  /**
   * A PostgreSQL database starts as a copy of a migrated template: migrating each one took about 2 s of a loaded
   * 2-core machine, copying the template about 1 s; `empty: true` gives one with no schema, for migration tests.
   */
  empty?: boolean;
}

export async function createTestDatabase(
  dialect: DatabaseDialect,
  options: TestDatabaseOptions = {},
): Promise<TestDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), 'lms-test-'));
  if (dialect === 'sqlite') {
    return {
      dialect,
      dataDir,
      env: { LMS_DATA_DIR: dataDir },
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const database = await createPostgresDatabase(options);
  return {
    dialect,
    dataDir,
    env: { LMS_DATA_DIR: dataDir, DATABASE_URL: database.url },
    async drop() {
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
