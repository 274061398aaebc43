// Kysely's SQLite dialect with a driver of our own, for two costs `npm run bench` showed under load
// (docs/performance.md):
// - Kysely's driver prepares every statement anew; better-sqlite3 statements are reusable, so prepared statements
//   are kept per SQL text (the query builder makes a small, fixed set of texts).
// - Kysely's one-connection mutex wakes every waiter on each release and all but one go back to sleep: with 64
//   requests waiting that is quadratic work. Here the connection passes to the next waiter in arrival order.
import type BetterSqlite3 from 'better-sqlite3';
import {
  CompiledQuery,
  SelectQueryNode,
  SqliteDialect,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from 'kysely';
import { BoundedMap } from '@lms/domain';

/** Distinct SQL texts kept prepared; far more than the server's queries, so the cache never churns in practice. */
const STATEMENT_CACHE_SIZE = 1000;

export class LmsSqliteDialect extends SqliteDialect {
  readonly #database: BetterSqlite3.Database;

  constructor(database: BetterSqlite3.Database) {
    super({ database });
    this.#database = database;
  }

  override createDriver(): Driver {
    return new LmsSqliteDriver(this.#database);
  }
}

/** Hands the single connection to one waiter at a time, first come first served. */
export class FifoMutex {
  #locked = false;
  readonly #waiters: (() => void)[] = [];

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

class LmsSqliteDriver implements Driver {
  readonly #mutex = new FifoMutex();
  readonly #connection: LmsSqliteConnection;
  readonly #database: BetterSqlite3.Database;

  constructor(database: BetterSqlite3.Database) {
    this.#database = database;
    this.#connection = new LmsSqliteConnection(database);
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

  // Savepoints let group commit (db/group-commit.ts) undo one request's part of a shared transaction.
  async savepoint(connection: DatabaseConnection, savepointName: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${savepointIdentifier(savepointName)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, savepointName: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to ${savepointIdentifier(savepointName)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, savepointName: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release ${savepointIdentifier(savepointName)}`));
  }

  async releaseConnection(): Promise<void> {
    this.#mutex.unlock();
  }

  async destroy(): Promise<void> {
    this.#database.close();
  }
}

/** A quoted identifier; the names come from our own code, quoting only keeps them from being read as SQL. */
function savepointIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

class LmsSqliteConnection implements DatabaseConnection {
  readonly #database: BetterSqlite3.Database;
  readonly #statements = new BoundedMap<string, BetterSqlite3.Statement>(STATEMENT_CACHE_SIZE);

  constructor(database: BetterSqlite3.Database) {
    this.#database = database;
  }

  #prepared(sql: string): BetterSqlite3.Statement {
    let statement = this.#statements.get(sql);
    if (statement === undefined) {
      statement = this.#database.prepare(sql);
      this.#statements.set(sql, statement);
    }
    return statement;
  }

  executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const { sql, parameters } = compiledQuery;
    const statement = this.#prepared(sql);
    if (statement.reader) {
      return Promise.resolve({ rows: statement.all(parameters) as R[] });
    }
    const { changes, lastInsertRowid } = statement.run(parameters);
    return Promise.resolve({
      numAffectedRows: BigInt(changes),
      insertId: BigInt(lastInsertRowid),
      rows: [],
    });
  }

  async *streamQuery<R>(compiledQuery: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(compiledQuery.query)) {
      throw new Error('Sqlite driver only supports streaming of select queries');
    }
    // A statement being iterated is busy: streams get one of their own, never a cached one.
    const statement = this.#database.prepare(compiledQuery.sql);
    for (const row of statement.iterate(compiledQuery.parameters)) yield { rows: [row as R] };
  }
}
