// A Kysely driver for SQLite's one connection, shared by every host that runs SQLite (better-sqlite3 in the server,
// sql.js in the browser): the connection goes to one caller at a time in arrival order, so a transaction never
// interleaves with another request's statements, and savepoints let group commit (group-commit.ts) undo one
// request's part of a shared transaction. Each host brings its own connection (how it prepares and runs SQL).
import { CompiledQuery, type DatabaseConnection, type Driver } from 'kysely';

/**
 * Hands the connection to one waiter at a time, first come first served. Kysely's own mutex wakes every waiter on
 * each release and all but one go back to sleep: with 64 requests waiting that is quadratic work.
 */
export class FifoMutex {
  #locked = false;
  readonly #waiters: (() => void)[] = [];

  /** Whether anyone holds the connection or waits for it. */
  get busy(): boolean {
    return this.#locked;
  }

  lock(): Promise<void> {
    if (!this.#locked) {
      this.#locked = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiters.push(resolve));
  }

  unlock(): void {
    const next = this.#waiters.shift();
    if (next) next();
    else this.#locked = false;
  }
}

/** A quoted identifier; the names come from our own code, quoting only keeps them from being read as SQL. */
function quoted(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export class SingleConnectionDriver implements Driver {
  readonly #connection: DatabaseConnection;
  readonly #mutex: FifoMutex;
  readonly #close: () => void;

  constructor(connection: DatabaseConnection, close: () => void, mutex = new FifoMutex()) {
    this.#connection = connection;
    this.#close = close;
    this.#mutex = mutex;
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#mutex.lock();
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(connection: DatabaseConnection, savepointName: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoted(savepointName)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, savepointName: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to ${quoted(savepointName)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, savepointName: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release ${quoted(savepointName)}`));
  }

  async releaseConnection(): Promise<void> {
    this.#mutex.unlock();
  }

  async destroy(): Promise<void> {
    this.#close();
  }
}
