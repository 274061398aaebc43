// Catalogue pages and course outlines, kept per database handle under the catalogue version they were read at.
// The version is a counter that triggers raise in the same transaction as any change to courses, modules or
// lessons (migration 009), and every request reads it first: a change committed by any server copy is seen by the
// next request, so the cache never answers with a catalogue older than the one in the database. Reads inside a
// transaction bypass it (they may see changes that are later rolled back).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { immutableResult } from '../functions/immutable-result';

/** Entries kept per kind; the least recently used goes first. */
export const CATALOGUE_CACHE_LIMITS = { page: 500, course: 4000 } as const;

export type CatalogueEntryKind = keyof typeof CATALOGUE_CACHE_LIMITS;

class VersionedCache {
  #version = -1;
  readonly #entries: Record<CatalogueEntryKind, Map<string, object>> = { page: new Map(), course: new Map() };

  get(version: number, kind: CatalogueEntryKind, key: string): object | undefined {
    if (version !== this.#version) return undefined;
    const entries = this.#entries[kind];
    const value = entries.get(key);
    if (value !== undefined) {
      // Re-inserting moves the entry to the end of the Map's order: the most recently used.
      entries.delete(key);
      entries.set(key, value);
    }
    return value;
  }

  set(version: number, kind: CatalogueEntryKind, key: string, value: object): void {
    // A slow request that read an older version must not replace newer entries.
    if (version < this.#version) return;
    if (version > this.#version) {
      this.#version = version;
      this.#entries.page.clear();
      this.#entries.course.clear();
    }
    const entries = this.#entries[kind];
    if (entries.size >= CATALOGUE_CACHE_LIMITS[kind]) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.set(key, value);
  }
}

const caches = new WeakMap<Kysely<Database>, VersionedCache>();

function cacheOf(db: Kysely<Database>): VersionedCache {
  let cache = caches.get(db);
  if (cache === undefined) {
    cache = new VersionedCache();
    caches.set(db, cache);
  }
  return cache;
}

export async function readCatalogueVersion(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('catalogue_version')
    .select('version')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.version);
}

/**
 * The value `read` gives at the current catalogue version, from the cache when it holds one. A result of `read`
 * is frozen (see immutable-result.ts); undefined (nothing found) is not kept.
 */
export async function cachedCatalogueRead<R extends object | undefined>(
  db: Kysely<Database>,
  kind: CatalogueEntryKind,
  key: string,
  read: () => Promise<R>,
): Promise<R> {
  if (db.isTransaction) return read();
  // Read before the data: whatever `read` sees is at least as new as this version, never older.
  const version = await readCatalogueVersion(db);
  const cache = cacheOf(db);
  const known = cache.get(version, kind, key);
  if (known !== undefined) return known as R;
  const value = await read();
  if (value !== undefined) cache.set(version, kind, key, immutableResult(value));
  return value;
}
