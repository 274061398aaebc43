// Catalogue pages and course outlines, kept per database handle under the catalogue version they were read at.
// The version is a counter that triggers raise in the same transaction as any change to courses, modules or
// lessons (migration 009), and every request reads it first: a change committed by any server copy is seen by the
// next request, so the cache never answers with a catalogue older than the one in the database. Reads inside a
// transaction bypass it (they may see changes that are later rolled back); a write that read the catalogue just
// before its transaction may reuse that read when the version it sees inside is the same (`versionedCatalogueRead`).
import type { Kysely } from 'kysely';
import { BoundedMap } from '../db/bounded-map';
import { perDatabase } from '../db/per-database';
import type { Database } from '../db/schema';
import { immutableResult } from '../functions/immutable-result';

/**
 * Entries kept per kind; the least recently used goes first. `page`: catalogue pages, `course`: course details as
 * the contract answers them, `learning`: a course's row and outline as learning requests use them.
 */
export const CATALOGUE_CACHE_LIMITS = { page: 500, course: 4000, learning: 4000 } as const;

export type CatalogueEntryKind = keyof typeof CATALOGUE_CACHE_LIMITS;

class VersionedCache {
  #version = -1;
  readonly #entries: Record<CatalogueEntryKind, BoundedMap<string, object>> = {
    page: new BoundedMap(CATALOGUE_CACHE_LIMITS.page),
    course: new BoundedMap(CATALOGUE_CACHE_LIMITS.course),
    learning: new BoundedMap(CATALOGUE_CACHE_LIMITS.learning),
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

export async function readCatalogueVersion(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('catalogue_version')
    .select('version')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
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
