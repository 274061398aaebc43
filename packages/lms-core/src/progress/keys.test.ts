import { describe, expect, it } from 'vitest';
import { cacheKey, courseIdFromKey, LAST_ACCESS_KEY_PREFIX, PROGRESS_KEY_PREFIX } from './keys';

describe('progress cache keys (spec 3: per course, optionally suffixed by user id)', () => {
  it('names keys lms.progress.<courseId> without a user and lms.progress.<courseId>.<uid> with one', () => {
    expect(cacheKey(PROGRESS_KEY_PREFIX, 'c1')).toBe('lms.progress.c1');
    expect(cacheKey(PROGRESS_KEY_PREFIX, 'c1', 'u1')).toBe('lms.progress.c1.u1');
    expect(cacheKey(LAST_ACCESS_KEY_PREFIX, 'c1', 'u1')).toBe('lms.lastAccess.c1.u1');
  });

  it('round-trips ids containing dots and other characters without confusing them with the user suffix', () => {
    const key = cacheKey(PROGRESS_KEY_PREFIX, 'intro.to.ts/ü', 'user.x');
    expect(key).toBe('lms.progress.intro%2Eto%2Ets%2F%C3%BC.user%2Ex');
    expect(courseIdFromKey(PROGRESS_KEY_PREFIX, key, 'user.x')).toBe('intro.to.ts/ü');
    expect(courseIdFromKey(PROGRESS_KEY_PREFIX, key)).toBeUndefined();
  });

  it("ignores other users' keys, the other prefix, unrelated and malformed keys", () => {
    expect(courseIdFromKey(PROGRESS_KEY_PREFIX, 'lms.progress.c1.u2', 'u1')).toBeUndefined();
    expect(courseIdFromKey(PROGRESS_KEY_PREFIX, 'lms.progress.c1', 'u1')).toBeUndefined();
    expect(courseIdFromKey(PROGRESS_KEY_PREFIX, 'lms.lastAccess.c1')).toBeUndefined();
    expect(courseIdFromKey(PROGRESS_KEY_PREFIX, 'theme')).toBeUndefined();
    expect(courseIdFromKey(PROGRESS_KEY_PREFIX, 'lms.progress.')).toBeUndefined();
    expect(courseIdFromKey(PROGRESS_KEY_PREFIX, 'lms.progress.a.b.c')).toBeUndefined();
    expect(courseIdFromKey(PROGRESS_KEY_PREFIX, 'lms.progress.%E0%A4%A')).toBeUndefined();
  });
});
