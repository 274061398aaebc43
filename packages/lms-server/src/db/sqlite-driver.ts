// Kysely's SQLite dialect with a driver of our own, for two costs `npm run bench` showed under load
// (docs/performance.md):
// - Kysely's driver prepares every statement anew; better-sqlite3 statements are reusable, so prepared statements
//   are kept per SQL text (the query builder makes a small, fixed set of texts).
// - Kysely's one-connection mutex wakes every waiter on each release: lms-domain's SingleConnectionDriver passes
//   the connection to the next waiter in arrival order (the browser host's sql.js driver is the same one).
import type BetterSqlite3 from 'better-sqlite3';
import {
  SelectQueryNode,
  type CompiledQuery,
  SqliteDialect,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from 'kysely';
import { BoundedMap, SingleConnectionDriver } from '@lms/domain';

/** Distinct SQL texts kept prepared; far more than the server's queries, so the cache never churns in practice. */
const STATEMENT_CACHE_SIZE = 1000;

export class LmsSqliteDialect extends SqliteDialect {
  readonly #database: BetterSqlite3.Database;

  constructor(database: BetterSqlite3.Database) {
    super({ database });
    this.#database = database;
  }

  override createDriver(): Driver {
    const database = this.#database;
    return new SingleConnectionDriver(new LmsSqliteConnection(database), () => database.close());
  }
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
