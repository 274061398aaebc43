// One server per data directory: two processes writing the same SQLite file and upload folder would each believe
// they own it. The lock file records the holder's pid and host; a lock left behind by a crashed process is taken over.
import { hostname } from 'node:os';
import { join } from 'node:path';
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { LmsError } from '@lms/core';

export const LOCK_FILE_NAME = 'lms.lock';

interface LockRecord {
  pid: number;
  host: string;
  startedAt: string;
}

/** Directories locked by this process: a pid check alone cannot tell two servers inside one process apart. */
const heldByThisProcess = new Set<string>();

export interface DataDirLock {
  path: string;
  release(): void;
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  const path = join(dataDir, LOCK_FILE_NAME);
  if (heldByThisProcess.has(path))
    throw alreadyRunning(dataDir, path, { pid: process.pid, host: hostname(), startedAt: '' });

  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      const record: LockRecord = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
      writeSync(fd, JSON.stringify(record));
      closeSync(fd);
      heldByThisProcess.add(path);
      let released = false;
      return {
        path,
        release() {
          if (released) return;
          released = true;
          heldByThisProcess.delete(path);
          try {
            unlinkSync(path);
          } catch {
            // Already gone (removed by hand): nothing left to release.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readLockRecord(path);
      if (holder !== null && isHolderAlive(holder)) throw alreadyRunning(dataDir, path, holder);
      // Stale: its process is gone (crash, kill -9, container restart). Remove it and try once more.
      try {
        unlinkSync(path);
      } catch {
        // Another starting process removed it first; the retry settles who wins.
      }
    }
  }
  throw alreadyRunning(dataDir, path, readLockRecord(path) ?? { pid: 0, host: 'unknown', startedAt: '' });
}

function readLockRecord(path: string): LockRecord | null {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockRecord>;
    if (typeof parsed.pid !== 'number' || typeof parsed.host !== 'string') return null;
    return { pid: parsed.pid, host: parsed.host, startedAt: String(parsed.startedAt ?? '') };
  } catch {
    // Unreadable or half-written by a process that died while writing it: treat as stale.
    return null;
  }
}

function isHolderAlive(holder: LockRecord): boolean {
  // A lock from another machine (shared volume) cannot be checked from here: respect it.
  if (holder.host !== hostname()) return true;
  // Our own pid in a file we did not write: a previous run of this container or process image.
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function alreadyRunning(dataDir: string, path: string, holder: LockRecord): LmsError {
  return new LmsError(
    'functions/aborted',
    `Another LMS server (pid ${holder.pid} on ${holder.host}) is already using the data directory ${dataDir}. ` +
      `Stop it, or start this one with a different LMS_DATA_DIR. If no server is running, delete ${path}.`,
    { lockFile: path, pid: holder.pid, host: holder.host },
  );
}
