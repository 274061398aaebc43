import { existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import SqliteDatabase from 'better-sqlite3';
import {
  FALLBACK_AUTOCHECKPOINT_PAGES,
  SQLITE_DEFAULT_AUTOCHECKPOINT_PAGES,
  startWalCheckpointer,
  type WalCheckpointResult,
} from '../src/db/wal-checkpointer';

describe('startWalCheckpointer', () => {
  let dir: string;
  let file: string;
  let sqlite: SqliteDatabase.Database;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'lms-wal-'));
    file = join(dir, 'db.sqlite');
    sqlite = new SqliteDatabase(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.exec('create table notes (id integer primary key, body text not null)');
  });
  afterEach(() => {
    if (sqlite.open) sqlite.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const writePages = () => {
    const insert = sqlite.prepare('insert into notes (body) values (?)');
    // About 200 pages of 4 KiB, in 20 commits: far below the fallback, so only the worker can copy them.
    for (let commit = 0; commit < 20; commit++) {
      sqlite.transaction(() => {
        for (let row = 0; row < 10; row++) insert.run('x'.repeat(4000));
      })();
    }
  };

  it("copies the log into the database from its own connection, not in the server's commits", async () => {
    const results: WalCheckpointResult[] = [];
    const copied = new Promise<void>((resolve) => {
      const checkpointer = startWalCheckpointer(sqlite, {
        intervalMs: 20,
        onCheckpoint: (result) => {
          results.push(result);
          if (result.log > 100 && result.checkpointed === result.log) {
            void checkpointer.close().then(resolve);
          }
        },
      });
      expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(FALLBACK_AUTOCHECKPOINT_PAGES);
      writePages();
    });
    await copied;
    expect(results.at(-1)?.busy).toBe(0);
    expect(sqlite.prepare('select count(*) from notes').pluck().get()).toBe(200);
  });

  it("closes its connection on close, so the server's connection closes last and removes the log", async () => {
    const checkpointer = startWalCheckpointer(sqlite, { intervalMs: 20 });
    writePages();
    await checkpointer.close();
    expect(existsSync(`${file}-wal`)).toBe(true);
    sqlite.close();
    // SQLite removes the log only when the last connection to the file closes.
    expect(existsSync(`${file}-wal`)).toBe(false);
  });

  it("gives checkpoints back to the server's connection when the worker cannot run", async () => {
    // The worker opens the file by its name; the server's connection keeps the file it already has open.
    renameSync(file, join(dir, 'moved.sqlite'));
    const failure = await new Promise<Error>((resolve) => {
      startWalCheckpointer(sqlite, { intervalMs: 20, onFailure: resolve });
    });
    expect(failure.message).toMatch(/SQLITE_CANTOPEN/);
    expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(SQLITE_DEFAULT_AUTOCHECKPOINT_PAGES);
  });
});
