// Opens the Firebase host's database: PostgreSQL (Cloud SQL for PostgreSQL, the engine Firebase Data Connect
// provisions) through Kysely. Unlike the server, a function instance does not migrate at start: a deployment runs
// hundreds of functions whose instances start at once, so migrations are a deploy step (`lms firebase migrate`), and
// an instance that finds the schema behind its code refuses to answer rather than write to the wrong tables.
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { LmsError } from '@lms/core';
import { migrateToLatest, pendingMigrations, type Database, type MigrationReport } from '@lms/domain';

const INT8_OID = 20;

export interface FirebaseDatabase {
  db: Kysely<Database>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** Connections per function instance; an instance answers up to 80 requests at once (Cloud Functions v2). */
  maxConnections?: number;
}

/** The pool of one function instance, on the schema its code was written for. */
export async function openDatabase(
  databaseUrl: string,
  options: OpenDatabaseOptions = {},
): Promise<FirebaseDatabase> {
  const db = connect(databaseUrl, options.maxConnections ?? 5);
  try {
    const pending = await pendingMigrations(db);
    if (pending.length > 0) {
      throw new LmsError(
        'functions/unavailable',
        `The database is behind this deployment (${pending.length} migration(s) to apply, first ${pending[0]}): ` +
          'run `lms firebase migrate` before deploying the functions.',
        { pending },
      );
    }
  } catch (error) {
    await db.destroy();
    if (error instanceof LmsError) throw error;
    throw unreachable(error);
  }
  return { db, close: () => db.destroy() };
}

/** The deploy step: brings the database to the schema of the code about to be deployed. */
export async function migrateDatabase(databaseUrl: string): Promise<MigrationReport> {
  const db = connect(databaseUrl, 1);
  try {
    // Reached first, so a wrong address or password reads as such, not as a failed migration.
    await sql`SELECT 1`.execute(db).catch((error: unknown) => {
      throw unreachable(error);
    });
    return await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
}

function unreachable(error: unknown): LmsError {
  // pg's AggregateError (every address of a host name refused) has a code but no message.
  const { message, code } = error as { message?: unknown; code?: unknown };
  const reason = typeof message === 'string' && message !== '' ? message : String(code);
  return new LmsError('functions/unavailable', `Cannot reach PostgreSQL at DATABASE_URL: ${reason}`);
}

function connect(databaseUrl: string, max: number): Kysely<Database> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max,
    // Times are bigint milliseconds and counts are int8: both fit a JS number, and the schema types say number.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client losing its connection (a Cloud SQL maintenance restart) must not end the instance.
  pool.on('error', () => {});
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
