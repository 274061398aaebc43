// Which databases the server tests run on: SQLite always, PostgreSQL when one is reachable. Each test server gets
// its own fresh database (a temp dir, or CREATE DATABASE lms_test_<random>) so test files run in parallel.
import { migrateToLatest, migrations, type Database } from '@lms/domain';
import { Kysely, PostgresDialect } from 'kysely';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { DatabaseDialect } from '../../src/context';

/** Admin connection used to create and drop the per-suite databases. */
export const postgresAdminUrl =
  process.env.LMS_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function probe(url: string, timeoutMs = 1500): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(Number(port || 5432), hostname.replace(/^\[|\]$/g, ''), () => done(true));
  });
}

const postgresReachable = await probe(postgresAdminUrl);
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
  const name = `lms_test_${randomBytes(6).toString('hex')}`;
  const template = options.empty === true ? '' : ` TEMPLATE ${await migratedTemplate()}`;
  await withAdminClient((client) => client.query(`CREATE DATABASE ${name}${template}`));
  const url = databaseUrl(name);
  return {
    dialect,
    dataDir,
    env: { LMS_DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    async drop() {
      await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresAdminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(name: string): URL {
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  return url;
}

let template: Promise<string> | undefined;

/**
 * A database migrated to the current migrations, named after their source, so a changed migration gets a new one.
 * Test workers race to build it: each builds under a name of its own and renames it, and a loser drops its copy.
 * Templates of older migrations stay (a few MB each); drop them with `DROP DATABASE` when disk matters.
 */
function migratedTemplate(): Promise<string> {
  template ??= (async () => {
    const source = Object.entries(migrations).map(([key, migration]) => `${key}:${migration.up.toString()}`);
    const name = `lms_template_${createHash('sha256').update(source.join('\n')).digest('hex').slice(0, 16)}`;
    const exists = await withAdminClient((client) =>
      client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]),
    );
    if (exists.rowCount === 1) return name;
    const building = `${name}_${randomBytes(4).toString('hex')}`;
    await withAdminClient((client) => client.query(`CREATE DATABASE ${building}`));
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({ connectionString: databaseUrl(building).toString() }),
      }),
    });
    try {
      await migrateToLatest(db);
    } finally {
      await db.destroy();
    }
    await withAdminClient(async (client) => {
      try {
        await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      } catch (error) {
        // 42P04 duplicate_database: another worker finished first; its template is the same.
        if ((error as { code?: string }).code !== '42P04') throw error;
        await client.query(`DROP DATABASE ${building}`);
      }
    });
    return name;
  })();
  return template;
}
