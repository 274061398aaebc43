// Opens the database: embedded SQLite by default, PostgreSQL when DATABASE_URL is set. Both speak the same schema
// (src/db/schema.ts) so everything above this file is dialect-blind.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { LmsError } from '@lms/core';
import type { ServerConfig } from '../config';
import type { DatabaseDialect, PoolStats } from '../context';
import { acquireDataDirLock } from './data-dir-lock';
import type { Database } from '@lms/domain';
import { LmsSqliteDialect } from './sqlite-driver';
import { startWalCheckpointer } from './wal-checkpointer';

export const SQLITE_FILE_NAME = 'lms.sqlite';

export interface OpenDatabase {
  db: Kysely<Database>;
  dialect: DatabaseDialect;
  /** PostgreSQL's connection pool as metrics show it; SQLite has one connection and no pool. */
  poolStats?: () => PoolStats;
  close(): Promise<void>;
}

const INT8_OID = 20;

export async function openDatabase(
  config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>,
): Promise<OpenDatabase> {
  return config.databaseUrl === null ? openSqlite(config.dataDir) : openPostgres(config.databaseUrl);
}

function openSqlite(dataDir: string): OpenDatabase {
  mkdirSync(dataDir, { recursive: true });
  const lock = acquireDataDirLock(dataDir);
  try {
    const sqlite = new SqliteDatabase(join(dataDir, SQLITE_FILE_NAME));
    // WAL + synchronous=FULL: a committed write survives a crash or power loss (toolchain.md measured it).
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('foreign_keys = ON');
    // CLI commands (migrate, seed-demo) may briefly overlap with a checkpoint; wait instead of failing.
    sqlite.pragma('busy_timeout = 5000');
    const db = new Kysely<Database>({ dialect: new LmsSqliteDialect(sqlite) });
    // Checkpoints run beside the server's connection, not inside its commits (wal-checkpointer.ts).
    const checkpointer = startWalCheckpointer(sqlite, {
      onFailure: (error) =>
        process.emitWarning(
          `SQLite checkpoints are back on the server's connection: the checkpoint worker failed (${error.message})`,
        ),
    });
    return {
      db,
      dialect: 'sqlite',
      async close() {
        try {
          await checkpointer.close();
          await db.destroy();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function openPostgres(databaseUrl: string): Promise<OpenDatabase> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    // Times are bigint milliseconds and counts are int8: both fit a JS number, and the schema types say number.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client losing its connection (database restart) must not crash the process; the pool reconnects.
  pool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  try {
    // Fail at start-up with the driver's message (wrong host, password, database) rather than on the first request.
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await db.destroy();
    throw new LmsError(
      'functions/unavailable',
      `Cannot connect to PostgreSQL at DATABASE_URL: ${(error as Error).message}`,
    );
  }
  return {
    db,
    dialect: 'postgres',
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => db.destroy(),
  };
}
