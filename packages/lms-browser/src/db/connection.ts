// Opens the browser host's database: a fresh sql.js database or a snapshot of one (export()), with the server's
// SQLite settings that matter to the rules (foreign keys enforced), brought to the latest schema by lms-domain's
// migrations. The sql.js module is loaded by an injected function: in Node `initSqlJs()` finds its WebAssembly by
// itself; a page built by Vite passes where the bundler put it (sql-js-browser.ts).
import { Kysely } from 'kysely';
import type { SqlJsStatic } from 'sql.js';
import { migrateToLatest, type Database, type MigrationReport } from '@lms/domain';
import { SqlJsDialect } from './sql-js-dialect';

/** Loads (or returns the already loaded) sql.js module. */
export type SqlJsLoader = () => Promise<SqlJsStatic>;

/** Per connection: SQLite keeps none of these in the file, so a reopened snapshot needs them again. */
const CONNECTION_SETUP = ['PRAGMA foreign_keys = ON'] as const;

export interface BrowserDatabase {
  db: Kysely<Database>;
  /** The migrations this open applied (none for a snapshot already at the latest schema). */
  migrations: MigrationReport;
  /** The database file, to reopen later with `openDatabase(sqlJs, snapshot)`; only between requests. */
  export(): Uint8Array;
  close(): Promise<void>;
}

export async function openDatabase(sqlJs: SqlJsLoader, snapshot?: Uint8Array): Promise<BrowserDatabase> {
  const SQL = await sqlJs();
  const dialect = new SqlJsDialect({
    database: snapshot === undefined ? new SQL.Database() : new SQL.Database(snapshot),
    connectionSetup: CONNECTION_SETUP,
  });
  const db = new Kysely<Database>({ dialect });
  try {
    const migrations = await migrateToLatest(db);
    return { db, migrations, export: () => dialect.export(), close: () => db.destroy() };
  } catch (error) {
    await db.destroy();
    throw error;
  }
}
