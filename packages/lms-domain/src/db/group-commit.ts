// Group commit on SQLite. With synchronous=FULL every COMMIT waits for the disk (the durability decision of
// toolchain.md), and SQLite has one connection, so under load writes queue behind one sync each. Here the writes
// that arrived while the connection was busy share one transaction: each runs in its own savepoint (a failure
// undoes only its own changes), then one COMMIT makes the whole batch durable, and only then does any of them
// answer. Other requests wait for the connection as before, so nobody reads a change before it is durable.
// PostgreSQL has many connections and commits in parallel: there each write keeps its own transaction.
import type { Kysely } from 'kysely';
import type { DomainContext } from '../context';
import { perDatabase } from './per-database';
import type { Database } from './schema';

/** Writes in one transaction at most: bounds how long the batch holds the connection from readers. */
export const GROUP_COMMIT_MAX_BATCH = 64;

type Work<T> = (trx: Kysely<Database>) => Promise<T>;

interface PendingWrite {
  work: Work<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** After pending I/O callbacks (setImmediate in Node); a macrotask where there is no setImmediate (browsers). */
const defer: (run: () => void) => void =
  (globalThis as { setImmediate?: (run: () => void) => void }).setImmediate ?? ((run) => setTimeout(run, 0));

class GroupCommitter {
  readonly #db: Kysely<Database>;
  readonly #pending: PendingWrite[] = [];
  #draining = false;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  run<T>(work: Work<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#pending.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!this.#draining) {
        this.#draining = true;
        // Start after the requests that arrived with this one got as far as here: they join the same batch.
        defer(() => void this.#drain());
      }
    });
  }

  async #drain(): Promise<void> {
    try {
      while (this.#pending.length > 0) await this.#runBatch();
    } finally {
      this.#draining = false;
    }
  }

  async #runBatch(): Promise<void> {
    let trx;
    try {
      trx = await this.#db.startTransaction().execute();
    } catch (error) {
      for (const write of this.#pending.splice(0)) write.reject(error);
      return;
    }
    // Taken once the connection is ours: every write that queued meanwhile joins this batch.
    const batch = this.#pending.splice(0, GROUP_COMMIT_MAX_BATCH);
    // Answers wait for the COMMIT: a write that succeeded is reported only once it is durable.
    const settle: (() => void)[] = [];
    try {
      for (const write of batch) {
        const savepoint = await trx.savepoint('write').execute();
        try {
          const value = await write.work(savepoint);
          settle.push(() => write.resolve(value));
        } catch (error) {
          // If SQLite already undid the whole transaction, this throws and the batch fails below.
          await savepoint.rollbackToSavepoint('write').execute();
          settle.push(() => write.reject(error));
        }
        await savepoint.releaseSavepoint('write').execute();
      }
      await trx.commit().execute();
    } catch (error) {
      // Nothing of the batch is stored: every write in it fails, none answers as if it had been.
      await trx
        .rollback()
        .execute()
        .catch(() => undefined);
      for (const write of batch) write.reject(error);
      return;
    }
    for (const answer of settle) answer();
  }
}

const committerOf = perDatabase((db) => new GroupCommitter(db));

/**
 * Runs `work` in a transaction and settles only after that transaction committed (or failed). On SQLite the
 * transaction may be shared with other writes (see above); `work` must use only the `trx` it is given.
 */
export function inDurableTransaction<T>(
  ctx: Pick<DomainContext, 'db' | 'dialect'>,
  work: Work<T>,
): Promise<T> {
  if (ctx.dialect !== 'sqlite') return ctx.db.transaction().execute(work);
  return committerOf(ctx.db).run(work);
}
