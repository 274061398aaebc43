import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * One value per database handle (a cache, a commit queue), made on first use and dropped with the handle, so tests
 * and server copies with their own database never share it.
 */
export function perDatabase<T>(create: (db: Kysely<Database>) => T): (db: Kysely<Database>) => T {
  const values = new WeakMap<Kysely<Database>, T>();
  return (db) => {
    let value = values.get(db);
    if (value === undefined) {
      value = create(db);
      values.set(db, value);
    }
    return value;
  };
}
