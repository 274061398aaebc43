import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import type { Clock } from '../platform/clock';
import { memoryStore, type KeyValueStore } from '../platform/storage';
import { isLmsError } from '../errors/lms-error';
import { createProgressCache, PROGRESS_RETENTION_MS } from './progress-cache';

const DAY = 24 * 60 * 60 * 1000;

function manualClock(start = Date.UTC(2026, 0, 1)): Clock & { advance(ms: number): void } {
  let now = start;
  return {
    now: () => now,
    setTimeout: () => undefined,
    clearTimeout: () => undefined,
    advance: (ms) => void (now += ms),
  };
}

describe('progress cache: only increases (spec 4)', () => {
  it('keeps the higher value when a lower one is recorded later', () => {
    const cache = createProgressCache({ store: memoryStore(), clock: manualClock() });
    expect(cache.record('c1', 60)).toBe(60);
    expect(cache.record('c1', 20)).toBe(60);
    expect(cache.get('c1')?.percent).toBe(60);
    expect(cache.record('c1', 75)).toBe(75);
  });

  it('refreshes the last-access time on every record, even when the value does not increase', () => {
    const clock = manualClock();
    const cache = createProgressCache({ store: memoryStore(), clock });
    cache.record('c1', 50);
    clock.advance(DAY);
    cache.record('c1', 10);
    expect(cache.get('c1')).toEqual({ courseId: 'c1', percent: 50, lastAccessAt: clock.now() });
  });

  it('never decreases and stays within 0-100 for any sequence of writes (property)', () => {
    const value = fc.oneof(
      fc.double(),
      fc.integer({ min: -1000, max: 1000 }),
      fc.string(),
      fc.constantFrom(undefined, null, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY),
    );
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c.d'), value), { maxLength: 40 }),
        (writes) => {
          const cache = createProgressCache({ store: memoryStore(), clock: manualClock(), userId: 'u1' });
          const seen = new Map<string, number>();
          for (const [courseId, written] of writes) {
            const stored = cache.record(courseId, written);
            expect(stored).toBeGreaterThanOrEqual(seen.get(courseId) ?? 0);
            expect(stored).toBeGreaterThanOrEqual(0);
            expect(stored).toBeLessThanOrEqual(100);
            expect(cache.get(courseId)?.percent).toBe(stored);
            seen.set(courseId, stored);
          }
        },
      ),
    );
  });

  it('never decreases from whatever text was already stored, corrupt or not (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.double(), fc.double(), (storedText, first, second) => {
        const store = memoryStore({ 'lms.progress.c1': storedText });
        const cache = createProgressCache({ store, clock: manualClock() });
        const before = cache.get('c1')?.percent ?? 0;
        const afterFirst = cache.record('c1', first);
        const afterSecond = cache.record('c1', second);
        expect(afterFirst).toBeGreaterThanOrEqual(before);
        expect(afterSecond).toBeGreaterThanOrEqual(afterFirst);
        expect(afterSecond).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe('progress cache: values clamp to 0-100 and non-numbers count as 0 (spec 5)', () => {
  it('clamps recorded values', () => {
    const cache = createProgressCache({ store: memoryStore(), clock: manualClock() });
    expect(cache.record('low', -20)).toBe(0);
    expect(cache.record('high', 250)).toBe(100);
  });

  it('records non-numbers as 0 without lowering an existing value', () => {
    const cache = createProgressCache({ store: memoryStore(), clock: manualClock() });
    expect(cache.record('c1', 'eighty')).toBe(0);
    expect(cache.record('c2', Number.NaN)).toBe(0);
    cache.record('c3', 30);
    expect(cache.record('c3', undefined)).toBe(30);
  });
});

describe('progress cache: corrupt stored values do not crash', () => {
  it('reads corrupt progress as 0 and corrupt last access as null', () => {
    const store = memoryStore({
      'lms.progress.c1': 'not a number',
      'lms.lastAccess.c1': '{"broken":',
      'lms.progress.c2': '',
      'lms.progress.c3': '1e400',
      'lms.progress.c4': '150',
    });
    const cache = createProgressCache({ store, clock: manualClock() });
    expect(cache.get('c1')).toEqual({ courseId: 'c1', percent: 0, lastAccessAt: null });
    expect(cache.get('c2')?.percent).toBe(0);
    expect(cache.get('c3')?.percent).toBe(0);
    expect(cache.get('c4')?.percent).toBe(100);
    expect(cache.entries()).toHaveLength(4);
    expect(cache.hasAnyProgress()).toBe(true);
  });

  it('skips keys whose course id cannot be decoded', () => {
    const store = memoryStore({ 'lms.progress.%E0%A4%A': '50', 'lms.progress.ok': '10' });
    const cache = createProgressCache({ store, clock: manualClock() });
    expect(cache.entries().map((entry) => entry.courseId)).toEqual(['ok']);
  });

  it('keeps working and logs a warning when the store refuses a write', () => {
    const failing: KeyValueStore = {
      ...memoryStore(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const logger = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const cache = createProgressCache({ store: failing, clock: manualClock(), logger });
    expect(cache.record('c1', 40)).toBe(40);
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('lms.progress.c1'), expect.any(Error));
  });

  it('rejects an empty course id with an LmsError', () => {
    const cache = createProgressCache({ store: memoryStore(), clock: manualClock() });
    let thrown: unknown;
    try {
      cache.record('', 10);
    } catch (error) {
      thrown = error;
    }
    expect(isLmsError(thrown) && thrown.code).toBe('functions/invalid-argument');
  });
});

describe('progress cache: keys optionally suffixed by user id (spec 3)', () => {
  it('keeps each user separate from other users and from the signed-out cache', () => {
    const store = memoryStore();
    const clock = manualClock();
    const alice = createProgressCache({ store, clock, userId: 'alice' });
    const bob = createProgressCache({ store, clock, userId: 'bob' });
    const anonymous = createProgressCache({ store, clock });
    alice.record('c1', 80);
    bob.record('c1', 10);
    expect(store.getItem('lms.progress.c1.alice')).toBe('80');
    expect(store.getItem('lms.lastAccess.c1.alice')).toBe(String(clock.now()));
    expect(bob.get('c1')?.percent).toBe(10);
    expect(anonymous.get('c1')).toBeUndefined();
    expect(anonymous.hasAnyProgress()).toBe(false);
  });
});

describe('progress cache: entries, get and hasAnyProgress (guard rule 4)', () => {
  it('returns undefined for a course never recorded', () => {
    const cache = createProgressCache({ store: memoryStore(), clock: manualClock() });
    expect(cache.get('nothing')).toBeUndefined();
  });

  it('lists every cached course of the user', () => {
    const cache = createProgressCache({ store: memoryStore(), clock: manualClock(), userId: 'u' });
    cache.record('a', 10);
    cache.record('b', 0);
    expect(
      cache
        .entries()
        .map((entry) => [entry.courseId, entry.percent])
        .sort(),
    ).toEqual([
      ['a', 10],
      ['b', 0],
    ]);
  });

  it('reports progress only when some course is above 0', () => {
    const cache = createProgressCache({ store: memoryStore(), clock: manualClock() });
    expect(cache.hasAnyProgress()).toBe(false);
    cache.record('a', 0);
    expect(cache.hasAnyProgress()).toBe(false);
    cache.record('b', 0.5);
    expect(cache.hasAnyProgress()).toBe(true);
  });
});

describe('progress cache: cleanup after 30 days unless enrolled (spec 4, 9)', () => {
  it('drops entries not accessed in the last 30 days and keeps recent ones', () => {
    const store = memoryStore();
    const clock = manualClock();
    const cache = createProgressCache({ store, clock });
    cache.record('old', 50);
    clock.advance(DAY);
    cache.record('recent', 20);
    clock.advance(PROGRESS_RETENTION_MS - DAY + 1);
    expect(cache.cleanup([])).toEqual(['old']);
    expect(cache.get('old')).toBeUndefined();
    expect(store.getItem('lms.lastAccess.old')).toBeNull();
    expect(cache.get('recent')?.percent).toBe(20);
  });

  it('keeps an entry accessed exactly 30 days ago', () => {
    const clock = manualClock();
    const cache = createProgressCache({ store: memoryStore(), clock });
    cache.record('edge', 5);
    clock.advance(PROGRESS_RETENTION_MS);
    expect(cache.cleanup([])).toEqual([]);
  });

  it('keeps old entries of currently enrolled courses', () => {
    const clock = manualClock();
    const cache = createProgressCache({ store: memoryStore(), clock });
    cache.record('enrolled', 70);
    cache.record('dropped', 70);
    clock.advance(90 * DAY);
    expect(cache.cleanup(new Set(['enrolled']))).toEqual(['dropped']);
    expect(cache.get('enrolled')?.percent).toBe(70);
  });

  it('treats a missing or corrupt last-access time as expired, and removes orphan last-access keys', () => {
    const store = memoryStore({
      'lms.progress.noTime': '40',
      'lms.progress.badTime': '40',
      'lms.lastAccess.badTime': 'yesterday',
      'lms.lastAccess.orphan': '0',
    });
    const cache = createProgressCache({ store, clock: manualClock() });
    expect(cache.cleanup([]).sort()).toEqual(['badTime', 'noTime', 'orphan']);
    expect(store.keys()).toEqual([]);
  });

  it("does not touch other users' entries", () => {
    const store = memoryStore();
    const clock = manualClock();
    createProgressCache({ store, clock, userId: 'other' }).record('c1', 10);
    clock.advance(60 * DAY);
    expect(createProgressCache({ store, clock, userId: 'me' }).cleanup([])).toEqual([]);
    expect(store.getItem('lms.progress.c1.other')).toBe('10');
  });
});

describe('progress cache: subscribe/getSnapshot', () => {
  it('notifies listeners on record and on a cleanup that drops something, and returns a stable snapshot', () => {
    const clock = manualClock();
    const cache = createProgressCache({ store: memoryStore(), clock });
    const listener = vi.fn();
    const unsubscribe = cache.subscribe(listener);
    const empty = cache.getSnapshot();
    expect(cache.getSnapshot()).toBe(empty);
    cache.record('c1', 10);
    expect(listener).toHaveBeenCalledTimes(1);
    const afterRecord = cache.getSnapshot();
    expect(afterRecord).not.toBe(empty);
    expect(afterRecord).toEqual([{ courseId: 'c1', percent: 10, lastAccessAt: clock.now() }]);
    cache.cleanup([]);
    expect(listener).toHaveBeenCalledTimes(1);
    clock.advance(31 * DAY);
    cache.cleanup([]);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(cache.getSnapshot()).toEqual([]);
    unsubscribe();
    cache.record('c2', 1);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
