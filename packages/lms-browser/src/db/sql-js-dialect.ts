// Kysely on sql.js, SQLite compiled to WebAssembly: the browser host's database. Kysely's own SQLite adapter,
// introspector and query compiler; the driver is ours because sql.js is not better-sqlite3. It keeps the server's
// SQLite behaviour the domain relies on:
// - one connection, handed to one caller at a time in arrival order, and savepoints for group commit: lms-domain's
//   SingleConnectionDriver, the server's too (sql.js is synchronous, but the domain awaits between statements);
// - constraint failures carry better-sqlite3's error codes (SQLITE_CONSTRAINT_UNIQUE, ...), which the domain reads
//   to tell "e-mail already in use" or "course still referenced" from a bug.
import {
  SelectQueryNode,
  type CompiledQuery,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
} from 'kysely';
import type { BindParams, Database as SqlJsDatabase, SqlValue, Statement } from 'sql.js';
import { FifoMutex, SingleConnectionDriver } from '@lms/domain';
import { sqliteErrorFrom } from './sqlite-errors';

/** Distinct SQL texts kept prepared: far more than the domain's queries, so the cache never churns in practice. */
const STATEMENT_CACHE_SIZE = 500;

export interface SqlJsDialectConfig {
  database: SqlJsDatabase;
  /** Statements that set up the connection (PRAGMA foreign_keys = ON, ...), run once before any query. */
  connectionSetup?: readonly string[];
}

export class SqlJsDialect implements Dialect {
  readonly #connection: SqlJsConnection;

  constructor(config: SqlJsDialectConfig) {
    this.#connection = new SqlJsConnection(config.database, config.connectionSetup ?? []);
  }

  createDriver(): Driver {
    const connection = this.#connection;
    return new SingleConnectionDriver(connection, () => connection.close(), connection.lock);
  }

  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return new SqliteAdapter();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }

  /** Whether a caller holds the connection or waits for it (a transaction or a statement is under way). */
  get busy(): boolean {
    return this.#connection.lock.busy;
  }

  /**
   * The whole database file. Only between requests (throws while one holds or waits for the connection): a request
   * mid-transaction has nothing committed yet, and sql.js refuses to copy a database with a write under way.
   */
  export(): Uint8Array {
    if (this.#connection.lock.busy) {
      throw new Error('The database is in use: export it once pending requests have answered.');
    }
    return this.#connection.exportFile();
  }
}

class SqlJsConnection implements DatabaseConnection {
  readonly lock = new FifoMutex();
  readonly #database: SqlJsDatabase;
  /** Prepared statements by SQL text, oldest use first (a Map keeps insertion order). */
  readonly #statements = new Map<string, Statement>();
  #closed = false;

  constructor(database: SqlJsDatabase, setup: readonly string[]) {
    this.#database = database;
    for (const statement of setup) this.#database.run(statement);
  }

  executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    try {
      return Promise.resolve(this.#execute<R>(compiledQuery));
    } catch (error) {
      return Promise.reject(sqliteErrorFrom(error));
    }
  }

  // eslint-disable-next-line require-yield -- the interface asks for a generator; sql.js has no cursor to stream.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('The sql.js driver does not support streaming queries.');
  }

  exportFile(): Uint8Array {
    this.#assertOpen();
    // sql.js copies the file with SQLite's backup API: the connection, its settings and statements stay as they are.
    return this.#database.export();
  }

  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    for (const statement of this.#statements.values()) statement.free();
    this.#statements.clear();
    this.#database.close();
  }

  #execute<R>({ sql, parameters, query }: CompiledQuery): QueryResult<R> {
    this.#assertOpen();
    const statement = this.#prepared(sql);
    try {
      statement.bind(parameters as SqlValue[] as BindParams);
      const rows: R[] = [];
      while (statement.step()) rows.push(statement.getAsObject() as R);
      if (SelectQueryNode.is(query)) return { rows };
      return {
        rows,
        numAffectedRows: BigInt(this.#database.getRowsModified()),
        insertId: BigInt(this.#lastInsertRowid()),
      };
    } finally {
      // A finished statement holds no lock on the database, so COMMIT never finds it still running.
      statement.reset();
    }
  }

  #lastInsertRowid(): number {
    const statement = this.#prepared('select last_insert_rowid() as id');
    try {
      statement.step();
      return Number(statement.get()[0] ?? 0);
    } finally {
      statement.reset();
    }
  }

  #prepared(sql: string): Statement {
    let statement = this.#statements.get(sql);
    if (statement !== undefined) {
      // Most recently used last, so the least recently used is evicted first.
      this.#statements.delete(sql);
      this.#statements.set(sql, statement);
      return statement;
    }
    statement = this.#database.prepare(sql);
    this.#statements.set(sql, statement);
    if (this.#statements.size > STATEMENT_CACHE_SIZE) {
      const [oldestSql, oldest] = this.#statements.entries().next().value as [string, Statement];
      this.#statements.delete(oldestSql);
      oldest.free();
    }
    return statement;
  }

  #assertOpen(): void {
    if (this.#closed) throw new Error('The database is closed.');
  }
}
