// Checkpoints of the SQLite write-ahead log in a worker thread. A checkpoint copies the pages committed to the log
// into the database file and syncs it; SQLite runs one by default inside the COMMIT that takes the log past 1,000
// pages, on the connection that commits, and better-sqlite3 is synchronous, so every request waited for it (under
// the progress load, every few batches: docs/performance.md). Here a second connection in a worker copies the log
// a few times a second; the server's connection keeps a far larger automatic checkpoint only as a fallback.
import { Worker } from 'node:worker_threads';
import type BetterSqlite3 from 'better-sqlite3';

/** How often the worker checkpoints; the log then holds at most this long's commits beyond its last checkpoint. */
export const WAL_CHECKPOINT_INTERVAL_MS = 250;
/** SQLite's own default, restored when the worker cannot run. */
export const SQLITE_DEFAULT_AUTOCHECKPOINT_PAGES = 1000;
/**
 * With the worker running, the server's connection checkpoints only past this many log pages (64 MiB of 4 KiB
 * pages): it bounds the log if the worker ever falls behind.
 */
export const FALLBACK_AUTOCHECKPOINT_PAGES = 16_384;
/** How long a shutdown waits for the worker's checkpoint in progress before stopping it. */
const CLOSE_GRACE_MS = 5_000;

export interface WalCheckpointResult {
  /** 1 when a reader or writer kept the checkpoint from finishing. */
  busy: number;
  /** Pages in the log. */
  log: number;
  /** Pages of the log already copied into the database. */
  checkpointed: number;
}

export interface WalCheckpointerOptions {
  intervalMs?: number;
  /** Each checkpoint's result (tests watch the worker with it). */
  onCheckpoint?: (result: WalCheckpointResult) => void;
  /** The worker could not start or stopped with an error; the connection checkpoints by itself again. */
  onFailure?: (error: Error) => void;
}

export interface WalCheckpointer {
  /** Stops the worker and closes its connection: call before closing the server's connection. */
  close(): Promise<void>;
}

interface WorkerMessage {
  type: 'checkpoint';
  result: WalCheckpointResult;
}

const WORKER_URL = new URL('./wal-checkpoint-worker.mjs', import.meta.url);

export function startWalCheckpointer(
  sqlite: BetterSqlite3.Database,
  options: WalCheckpointerOptions = {},
): WalCheckpointer {
  sqlite.pragma(`wal_autocheckpoint = ${FALLBACK_AUTOCHECKPOINT_PAGES}`);
  const worker = new Worker(WORKER_URL, {
    workerData: { file: sqlite.name, intervalMs: options.intervalMs ?? WAL_CHECKPOINT_INTERVAL_MS },
  });
  // A server stopping without close() (a crash, a test's process) must not be kept alive by the worker.
  worker.unref();
  let closing = false;
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));

  worker.on('message', (message: WorkerMessage) => {
    if (message.type === 'checkpoint') options.onCheckpoint?.(message.result);
  });
  let failure: Error | undefined;
  worker.on('error', (error: unknown) => {
    failure = error instanceof Error ? error : new Error(String(error));
  });
  worker.on('exit', (code) => {
    if (closing || !sqlite.open) return;
    sqlite.pragma(`wal_autocheckpoint = ${SQLITE_DEFAULT_AUTOCHECKPOINT_PAGES}`);
    options.onFailure?.(failure ?? new Error(`The checkpoint worker stopped with exit code ${code}`));
  });

  return {
    async close() {
      if (closing) return exited;
      closing = true;
      worker.postMessage('close');
      let timer: NodeJS.Timeout | undefined;
      const gave = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), CLOSE_GRACE_MS);
      });
      if ((await Promise.race([exited, gave])) === 'timeout') await worker.terminate();
      clearTimeout(timer);
    },
  };
}
