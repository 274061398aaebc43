// The browser progress cache (spec sections 3, 4, 5 and 9): per-course percent and last-access time, per user.
import { LmsError } from '../errors/lms-error';
import type { Clock } from '../platform/clock';
import { silentLogger, type Logger } from '../platform/logger';
import type { KeyValueStore } from '../platform/storage';
import { clampProgress } from './clamp';
import { cacheKey, courseIdFromKey, LAST_ACCESS_KEY_PREFIX, PROGRESS_KEY_PREFIX } from './keys';

/** Spec section 9: cache retention 30 days. */
export const PROGRESS_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

export interface ProgressEntry {
  courseId: string;
  /** 0-100. */
  percent: number;
  /** Milliseconds since the epoch; null when never recorded or unreadable. */
  lastAccessAt: number | null;
}

export interface ProgressCacheOptions {
  store: KeyValueStore;
  clock: Clock;
  /** Suffixes every key so people sharing a browser keep separate progress. */
  userId?: string;
  /** Told when the store refuses a write (quota, private mode); the cache keeps working. */
  logger?: Logger;
}

export interface ProgressCache {
  /** Keeps the higher of the stored and the new (clamped) value, refreshes last access; returns the stored percent. */
  record(courseId: string, value: unknown): number;
  get(courseId: string): ProgressEntry | undefined;
  entries(): ProgressEntry[];
  /** Guard rule 4: at least one cached course with progress above 0. */
  hasAnyProgress(): boolean;
  /** Drops entries not accessed in the last 30 days unless enrolled; returns the dropped course ids. */
  cleanup(enrolledCourseIds: Iterable<string>): string[];
  subscribe(listener: () => void): () => void;
  /** Same array until this cache writes again, as useSyncExternalStore requires. */
  getSnapshot(): readonly ProgressEntry[];
}

/** Reads stored text as a number; corrupt text (hand-edited, other app) yields NaN instead of throwing. */
function readNumber(store: KeyValueStore, key: string): number {
  const raw = store.getItem(key);
  return raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
}

export function createProgressCache(options: ProgressCacheOptions): ProgressCache {
  const { store, clock, userId } = options;
  const logger = options.logger ?? silentLogger;
  const listeners = new Set<() => void>();
  let snapshot: readonly ProgressEntry[] | undefined;

  const progressKey = (courseId: string) => cacheKey(PROGRESS_KEY_PREFIX, courseId, userId);
  const lastAccessKey = (courseId: string) => cacheKey(LAST_ACCESS_KEY_PREFIX, courseId, userId);

  function changed(): void {
    snapshot = undefined;
    for (const listener of listeners) listener();
  }

  function write(key: string, value: string): void {
    try {
      store.setItem(key, value);
    } catch (error) {
      logger.warn(`Progress cache could not write ${key}`, error);
    }
  }

  function readEntry(courseId: string): ProgressEntry {
    const lastAccess = readNumber(store, lastAccessKey(courseId));
    return {
      courseId,
      percent: clampProgress(readNumber(store, progressKey(courseId))),
      lastAccessAt: Number.isFinite(lastAccess) ? lastAccess : null,
    };
  }

  function courseIds(prefix: typeof PROGRESS_KEY_PREFIX | typeof LAST_ACCESS_KEY_PREFIX): string[] {
    const ids = new Set<string>();
    for (const key of store.keys()) {
      const courseId = courseIdFromKey(prefix, key, userId);
      if (courseId) ids.add(courseId);
    }
    return [...ids];
  }

  function entries(): ProgressEntry[] {
    return courseIds(PROGRESS_KEY_PREFIX).map(readEntry);
  }

  return {
    record(courseId, value) {
      if (courseId === '') throw new LmsError('functions/invalid-argument', 'Progress needs a course id');
      const percent = Math.max(readEntry(courseId).percent, clampProgress(value));
      write(progressKey(courseId), String(percent));
      write(lastAccessKey(courseId), String(clock.now()));
      changed();
      return percent;
    },

    get(courseId) {
      return store.getItem(progressKey(courseId)) === null ? undefined : readEntry(courseId);
    },

    entries,

    hasAnyProgress() {
      return entries().some((entry) => entry.percent > 0);
    },

    cleanup(enrolledCourseIds) {
      const enrolled = new Set(enrolledCourseIds);
      const oldestKept = clock.now() - PROGRESS_RETENTION_MS;
      // Both prefixes: a last-access key whose progress key is gone must not linger forever either.
      const known = new Set([...courseIds(PROGRESS_KEY_PREFIX), ...courseIds(LAST_ACCESS_KEY_PREFIX)]);
      const dropped: string[] = [];
      for (const courseId of known) {
        if (enrolled.has(courseId)) continue;
        const { lastAccessAt } = readEntry(courseId);
        // An unreadable last-access time cannot prove recent use, so it counts as expired.
        if (lastAccessAt !== null && lastAccessAt >= oldestKept) continue;
        store.removeItem(progressKey(courseId));
        store.removeItem(lastAccessKey(courseId));
        dropped.push(courseId);
      }
      if (dropped.length > 0) changed();
      return dropped;
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },

    getSnapshot() {
      snapshot ??= entries();
      return snapshot;
    },
  };
}
