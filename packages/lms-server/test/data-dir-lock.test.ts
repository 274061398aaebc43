import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCK_FILE_NAME } from '../src/db/data-dir-lock';
import { openDatabase, type OpenDatabase } from '../src/db/connection';

const dirs: string[] = [];
const open: OpenDatabase[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'lms-lock-'));
  dirs.push(dir);
  return dir;
};
const openSqlite = async (dataDir: string) => {
  const database = await openDatabase({ dataDir, databaseUrl: null });
  open.push(database);
  return database;
};

afterEach(async () => {
  for (const database of open.splice(0)) await database.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('SQLite data directory lock', () => {
  it('refuses a second server on the same directory with a message naming the holder and the fix', async () => {
    const dataDir = tempDir();
    await openSqlite(dataDir);
    await expect(openSqlite(dataDir)).rejects.toThrow(
      expect.objectContaining({
        code: 'functions/aborted',
        message: expect.stringMatching(
          new RegExp(
            `Another LMS server \\(pid ${process.pid} on .+\\) is already using the data directory .*different LMS_DATA_DIR`,
          ),
        ),
      }),
    );
  });

  it('lets a server start again once the first one has closed', async () => {
    const dataDir = tempDir();
    const first = await openSqlite(dataDir);
    await first.close();
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false);
    await expect(openSqlite(dataDir)).resolves.toBeDefined();
  });

  it('refuses while another live process holds the lock', async () => {
    const dataDir = tempDir();
    // The parent of this test process is alive for the whole test: a stand-in for another server.
    writeFileSync(
      join(dataDir, LOCK_FILE_NAME),
      JSON.stringify({ pid: process.ppid, host: hostname(), startedAt: '' }),
    );
    await expect(openSqlite(dataDir)).rejects.toThrow(new RegExp(`pid ${process.ppid}`));
  });

  it('takes over a stale lock left by a process that no longer exists', async () => {
    const dataDir = tempDir();
    // Pids are below 2^22 on Linux, so this one cannot be running.
    writeFileSync(
      join(dataDir, LOCK_FILE_NAME),
      JSON.stringify({ pid: 99_999_999, host: hostname(), startedAt: '' }),
    );
    await openSqlite(dataDir);
    expect(JSON.parse(readFileSync(join(dataDir, LOCK_FILE_NAME), 'utf8'))).toMatchObject({
      pid: process.pid,
    });
  });

  it('takes over an unreadable lock file (a crash while writing it)', async () => {
    const dataDir = tempDir();
    writeFileSync(join(dataDir, LOCK_FILE_NAME), '{"pid": 12');
    await expect(openSqlite(dataDir)).resolves.toBeDefined();
  });

  it('respects a lock held from another machine (shared volume)', async () => {
    const dataDir = tempDir();
    writeFileSync(
      join(dataDir, LOCK_FILE_NAME),
      JSON.stringify({ pid: 1, host: 'other-host.example', startedAt: '' }),
    );
    await expect(openSqlite(dataDir)).rejects.toThrow(/pid 1 on other-host\.example/);
  });

  it('opens the database in WAL mode with synchronous=FULL and foreign keys on', async () => {
    const { db } = await openSqlite(tempDir());
    const { sql } = await import('kysely');
    const pragma = async (name: string) =>
      Object.values((await sql.raw(`pragma ${name}`).execute(db)).rows[0] as object)[0];
    expect(await pragma('journal_mode')).toBe('wal');
    // synchronous: 2 is FULL.
    expect(await pragma('synchronous')).toBe(2);
    expect(await pragma('foreign_keys')).toBe(1);
  });
});
