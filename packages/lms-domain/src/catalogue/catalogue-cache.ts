// Catalogue pages and course outlines, kept per database handle under the catalogue version they were read at.
// The version is a counter that triggers raise in the same transaction as any change to courses, modules or
// lessons (migration 009), and every request reads it first: a change committed by any server copy is seen by the
// next request, so the cache never answers with a catalogue older than the one in the database. Reads inside a
// transaction bypass it (they may see changes that are later rolled back); a write that read the catalogue just
// before its transaction may reuse that read when the version it sees inside is the same (`versionedCatalogueRead`).
import type { Kysely } from 'kysely';
import { BoundedMap } from '../db/bounded-map';
import { compiledOnce } from '../db/compiled-once';
import { perDatabase } from '../db/per-database';
import type { Database } from '../db/schema';
import { immutableResult } from '../functions/immutable-result';

const MIB = 1024 * 1024;

/**
 * What each kind keeps; the least recently used entry goes first. `page`: catalogue pages, `course`: course details
 * as the contract answers them, `learning`: a course's row and outline as learning requests use them. `bytes`
 * bounds the JSON text of the entries, the estimate of their memory (objects take more than their text, and the
 * callable route keeps a checked answer's text beside it; docs/performance.md has the server's memory measured with
 * 10,000 courses cached). The budget is meant to hold the whole catalogue students browse: a smaller cache gains
 * nothing when courses are opened in turn, as each entry is forgotten before its course is asked for again.
 */
export const CATALOGUE_CACHE_LIMITS = {
  page: { entries: 500, bytes: 4 * MIB },
  course: { entries: 50_000, bytes: 24 * MIB },
  learning: { entries: 50_000, bytes: 24 * MIB },
} as const;

export type CatalogueEntryKind = keyof typeof CATALOGUE_CACHE_LIMITS;

/** An estimate of an entry's size, paid once when it is read from the database. */
function jsonLength(value: object): number {
  return JSON.stringify(value).length;
}

function entriesOf(kind: CatalogueEntryKind): BoundedMap<string, object> {
  const limits = CATALOGUE_CACHE_LIMITS[kind];
  return new BoundedMap(limits.entries, { max: limits.bytes, of: jsonLength });
}

class VersionedCache {
  #version = -1;
  readonly #entries: Record<CatalogueEntryKind, BoundedMap<string, object>> = {
    page: entriesOf('page'),
    course: entriesOf('course'),
    learning: entriesOf('learning'),
  };

  get(version: number, kind: CatalogueEntryKind, key: string): object | undefined {
    return version === this.#version ? this.#entries[kind].get(key) : undefined;
  }

  set(version: number, kind: CatalogueEntryKind, key: string, value: object): void {
    // A slow request that read an older version must not replace newer entries.
    if (version < this.#version) return;
    if (version > this.#version) {
      this.#version = version;
      for (const entries of Object.values(this.#entries)) entries.clear();
    }
    this.#entries[kind].set(key, value);
  }
}

const cacheOf = perDatabase(() => new VersionedCache());

const catalogueVersion = compiledOnce(
  (db) => db.selectFrom('catalogue_version').select('version').where('id', '=', 1),
  0,
);

/** Read on every catalogue, course and learning request: compiled once (db/compiled-once.ts). */
export async function readCatalogueVersion(db: Kysely<Database>): Promise<number> {
  const [row] = (await catalogueVersion(db)).rows;
  // Migration 009 inserts the one row and nothing deletes it.
  if (row === undefined) throw new Error('The catalogue_version row is missing');
  return Number(row.version);
}

export interface VersionedRead<R> {
  value: R;
  /**
   * The catalogue version read before `value` (which is at least as new); null for a read inside a transaction,
   * which neither uses nor fills the cache.
   */
  version: number | null;
}

/**
 * The value `read` gives at the current catalogue version, from the cache when it holds one. A result of `read`
 * is frozen (see immutable-result.ts); undefined (nothing found) is not kept.
 */
export async function versionedCatalogueRead<R extends object | undefined>(
  db: Kysely<Database>,
  kind: CatalogueEntryKind,
  key: string,
  read: () => Promise<R>,
): Promise<VersionedRead<R>> {
  if (db.isTransaction) return { value: await read(), version: null };
  // Read before the data: whatever `read` sees is at least as new as this version, never older.
  const version = await readCatalogueVersion(db);
  const cache = cacheOf(db);
  const known = cache.get(version, kind, key);
  if (known !== undefined) return { value: known as R, version };
  const value = await read();
  if (value !== undefined) cache.set(version, kind, key, immutableResult(value));
  return { value, version };
}

export async function cachedCatalogueRead<R extends object | undefined>(
  db: Kysely<Database>,
  kind: CatalogueEntryKind,
  key: string,
  read: () => Promise<R>,
): Promise<R> {
  return (await versionedCatalogueRead(db, kind, key, read)).value;
}

/**
 * Inside a transaction: `earlier` (read just before it) when the catalogue version the transaction sees is the one
 * `earlier` was read at, else `read` in the transaction. The same version means no catalogue change committed in
 * between, and none made by this transaction either (its own change would have raised the version it sees).
 */
export async function reuseCatalogueRead<R>(
  trx: Kysely<Database>,
  earlier: VersionedRead<R>,
  read: () => Promise<R>,
): Promise<R> {
  if (earlier.version !== null && (await readCatalogueVersion(trx)) === earlier.version) return earlier.value;
  return read();
}
