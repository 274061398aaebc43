// @ts-check
// The worker thread of wal-checkpointer.ts: its own connection to the SQLite file copies the write-ahead log into
// the database a few times a second, so the server's event loop never waits for that copy and its sync.
// Plain JavaScript because Node starts a worker from a file it can run as it is, in the sources and in dist alike.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

/** @type {{ file: string; intervalMs: number }} */
const { file, intervalMs } = workerData;
if (parentPort === null) throw new Error('wal-checkpoint-worker.mjs runs only as a worker thread');
const port = parentPort;

/**
 * better-sqlite3's errors reach the server without their message (only `code` survives the copy between threads),
 * so an error leaves this thread as a plain Error.
 * @param {unknown} error
 */
function plainError(error) {
  const { code, message } = /** @type {{ code?: string; message?: string }} */ (error);
  return new Error(`${code ?? 'Error'}: ${message ?? String(error)}`);
}

const db = (() => {
  try {
    return new Database(file, { fileMustExist: true });
  } catch (error) {
    throw plainError(error);
  }
})();
// The server's connection holds the write lock only for a batch; a checkpoint that meets it waits a little.
db.pragma('busy_timeout = 1000');
// FULL: the database file is synced before the log is reused, as the server's own checkpoints would.
db.pragma('synchronous = FULL');

// An error ends the worker; the server's connection then checkpoints by itself again (wal-checkpointer.ts).
function checkpoint() {
  try {
    // PASSIVE copies what no reader still needs and never blocks the server's readers or writer.
    const [result] = /** @type {{ busy: number; log: number; checkpointed: number }[]} */ (
      db.pragma('wal_checkpoint(PASSIVE)')
    );
    port.postMessage({ type: 'checkpoint', result });
  } catch (error) {
    throw plainError(error);
  }
}

const timer = setInterval(checkpoint, intervalMs);
port.on('message', (message) => {
  if (message === 'close') {
    clearInterval(timer);
    db.close();
    port.close();
  }
});
