// `lms backup` and `lms restore` for the embedded database. A backup is `VACUUM INTO` through a second connection:
// one read transaction, so it copies one consistent snapshot while the server serves (WAL lets the writer go on).
// SQLite's online backup API was tried first: it restarts whenever another process writes, and under the soak's
// load it took 363 s for 268 MB (docs/reliability.md). The copy is checked before it is called done. A restore needs the server stopped (the data directory's lock says so), keeps the database it
// replaces beside it, and refuses a file that is not a sound database of this platform. PostgreSQL has pg_dump and
// pg_restore for this (docs/operations.md).
import { copyFileSync, existsSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { LmsError } from '@lms/core';
import { SQLITE_FILE_NAME } from './connection';
import { acquireDataDirLock } from './data-dir-lock';

export interface BackupReport {
  file: string;
  bytes: number;
  migrations: number;
}

/** Reads a database file and checks that it is sound and this platform's (its migrations table). */
function inspect(file: string): { migrations: number; bytes: number } {
  let db: SqliteDatabase.Database;
  try {
    db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new LmsError('functions/invalid-argument', `${file} cannot be opened: ${(error as Error).message}`);
  }
  try {
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') {
      throw new LmsError(
        'functions/invalid-argument',
        `${file} is damaged (SQLite integrity check: ${String(integrity)})`,
      );
    }
    const table = db
      .prepare(`select name from sqlite_master where type = 'table' and name = 'kysely_migration'`)
      .get();
    if (table === undefined) {
      throw new LmsError(
        'functions/invalid-argument',
        `${file} is not a database of this platform (no migrations)`,
      );
    }
    const { count } = db.prepare('select count(*) as count from kysely_migration').get() as { count: number };
    const pageCount = db.pragma('page_count', { simple: true }) as number;
    const pageSize = db.pragma('page_size', { simple: true }) as number;
    return { migrations: count, bytes: pageCount * pageSize };
  } catch (error) {
    if (error instanceof LmsError) throw error;
    throw new LmsError(
      'functions/invalid-argument',
      `${file} is not a database: ${(error as Error).message}`,
    );
  } finally {
    db.close();
  }
}

export async function backupSqlite(dataDir: string, destination: string): Promise<BackupReport> {
  const source = join(dataDir, SQLITE_FILE_NAME);
  const target = resolve(destination);
  if (!existsSync(source)) {
    throw new LmsError('functions/not-found', `There is no database at ${source} (LMS_DATA_DIR) to back up.`);
  }
  if (existsSync(target)) {
    throw new LmsError('functions/aborted', `${target} exists already; choose a new file name.`);
  }
  const db = new SqliteDatabase(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    // A string literal: SQLite takes no bound parameter here. Doubled quotes are its only escape.
    db.exec(`VACUUM INTO '${target.replaceAll("'", "''")}'`);
  } catch (error) {
    rmSync(target, { force: true });
    throw new LmsError('functions/unavailable', `The backup failed: ${(error as Error).message}`);
  } finally {
    db.close();
  }
  const checked = inspect(target);
  return { file: target, ...checked };
}

export interface RestoreReport {
  migrations: number;
  /** Where the database that was replaced is kept, or null when there was none. */
  previous: string | null;
}

export function restoreSqlite(dataDir: string, backupFile: string, now = new Date()): RestoreReport {
  const source = resolve(backupFile);
  const { migrations } = inspect(source);
  // Throws with the running server's pid when it holds the directory: a restore under it would be lost or corrupt.
  const lock = acquireDataDirLock(dataDir);
  try {
    const live = join(dataDir, SQLITE_FILE_NAME);
    let previous: string | null = null;
    if (existsSync(live)) {
      previous = `${live}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
      // Fold the write-ahead log in first, so the kept copy is whole on its own.
      const current = new SqliteDatabase(live);
      current.pragma('wal_checkpoint(TRUNCATE)');
      current.close();
      renameSync(live, previous);
    }
    for (const suffix of ['-wal', '-shm']) rmSync(`${live}${suffix}`, { force: true });
    copyFileSync(source, live);
    return { migrations, previous };
  } finally {
    lock.release();
  }
}
