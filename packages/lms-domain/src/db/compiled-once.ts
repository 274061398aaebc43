// Statements on hot paths (every request's, a progress update's), compiled once instead of on each call. Kysely's
// query builder builds a tree of operation nodes and compiles it to SQL on every execution; for a one-row read that
// costs about twice the read itself (docs/performance.md). A statement here is built once per dialect with placeholder arguments, and each call
// puts its own arguments in their places; the SQL text, and so the driver's prepared statement, stays the same.
import type { Compilable, CompiledQuery, Kysely, QueryResult } from 'kysely';
import type { Database } from './schema';

/** Stands for the call's argument `index` while the statement is compiled; Kysely passes it through as a value. */
class Placeholder {
  constructor(readonly index: number) {}
}

interface Compiled<R> {
  query: CompiledQuery<R>;
  /** For each parameter of the SQL: the index of the call's argument, or -1 to keep the compiled value. */
  slots: number[];
}

/**
 * `build` receives placeholders for the arguments; it must use each only as a value (in `where`, `set`, `values`),
 * never to choose the statement's shape, since it runs once.
 */
export function compiledOnce<Args extends readonly unknown[], R>(
  build: (db: Kysely<Database>, ...args: Args) => Compilable<R>,
  arity: Args['length'],
): (db: Kysely<Database>, ...args: Args) => Promise<QueryResult<R>> {
  // Keyed by the dialect's adapter, which a database handle shares with its transactions.
  const byAdapter = new WeakMap<object, Compiled<R>>();
  return async (db, ...args) => {
    const adapter = db.getExecutor().adapter;
    let compiled = byAdapter.get(adapter);
    if (compiled === undefined) {
      const placeholders = Array.from({ length: arity }, (_, index) => new Placeholder(index));
      const query = build(db, ...(placeholders as unknown as Args)).compile();
      const slots = query.parameters.map((value) => (value instanceof Placeholder ? value.index : -1));
      const unused = placeholders.find((placeholder) => !slots.includes(placeholder.index));
      if (unused !== undefined) {
        throw new Error(
          `compiledOnce: argument ${unused.index} is not a value of the statement: ${query.sql}`,
        );
      }
      compiled = { query, slots };
      byAdapter.set(adapter, compiled);
    }
    const { query, slots } = compiled;
    const parameters = query.parameters.map((value, i) => {
      const slot = slots[i] ?? -1;
      return slot === -1 ? value : args[slot];
    });
    return db.executeQuery<R>({ ...query, parameters });
  };
}
