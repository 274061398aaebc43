import { describe, expect, it, vi } from 'vitest';
import { createStartedLearningCheck, enrollmentShowsLearning } from './started-learning';

const untouched = { progress: 0, completed: false };
const begun = { progress: 12, completed: false };
const finished = { progress: 0, completed: true };

describe('started learning: guard rule 4 counts enrolments and the progress cache', () => {
  it('counts an enrolment with progress above 0 or completed true, nothing else', () => {
    expect(enrollmentShowsLearning(begun)).toBe(true);
    expect(enrollmentShowsLearning(finished)).toBe(true);
    expect(enrollmentShowsLearning(untouched)).toBe(false);
  });

  it('treats non-number progress as 0 (spec 5)', () => {
    expect(enrollmentShowsLearning({ progress: Number.NaN, completed: false })).toBe(false);
    expect(enrollmentShowsLearning({ progress: '50' as unknown as number, completed: false })).toBe(false);
    expect(enrollmentShowsLearning({ progress: -5, completed: false })).toBe(false);
  });

  it('answers true from the local cache alone, without loading enrolments', () => {
    const loadEnrollments = vi.fn(() => Promise.resolve([untouched]));
    const check = createStartedLearningCheck({
      progressCache: { hasAnyProgress: () => true },
      loadEnrollments,
    });
    expect(check()).toBe(true);
    expect(loadEnrollments).not.toHaveBeenCalled();
  });

  it('falls back to the enrolments when the cache holds no progress', async () => {
    const noCache = { hasAnyProgress: () => false };
    await expect(
      createStartedLearningCheck({ progressCache: noCache, loadEnrollments: async () => [begun] })(),
    ).resolves.toBe(true);
    await expect(
      createStartedLearningCheck({ progressCache: noCache, loadEnrollments: async () => [untouched] })(),
    ).resolves.toBe(false);
    await expect(
      createStartedLearningCheck({ progressCache: noCache, loadEnrollments: async () => [] })(),
    ).resolves.toBe(false);
  });

  it('stays synchronous when the enrolments are already at hand', () => {
    const check = createStartedLearningCheck({
      progressCache: { hasAnyProgress: () => false },
      loadEnrollments: () => [untouched, finished],
    });
    expect(check()).toBe(true);
  });

  it('lets a failing lookup reach the guard, which applies rule 5', async () => {
    const check = createStartedLearningCheck({
      progressCache: { hasAnyProgress: () => false },
      loadEnrollments: () => Promise.reject(new Error('offline')),
    });
    await expect(check()).rejects.toThrow('offline');
  });
});
