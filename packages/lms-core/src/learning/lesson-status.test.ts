import { describe, expect, it } from 'vitest';
import { lessonStatus } from './lesson-status';

describe('lessonStatus', () => {
  const video = { kind: 'video' as const, state: 'available' as const, watchedPercent: 0, attempts: 0 };
  const quiz = { kind: 'quiz' as const, state: 'available' as const, watchedPercent: 0, attempts: 0 };

  it('says a lesson is not started until the learner gets anywhere in it', () => {
    expect(lessonStatus(video)).toBe('not-started');
    expect(lessonStatus(quiz)).toBe('not-started');
  });

  it('says a video partly watched is in progress, and a quiz tried but not passed is not passed yet', () => {
    expect(lessonStatus({ ...video, watchedPercent: 42 })).toBe('in-progress');
    expect(lessonStatus({ ...quiz, attempts: 2 })).toBe('not-passed');
  });

  it('keeps locked and completed as they are', () => {
    expect(lessonStatus({ ...video, state: 'locked', watchedPercent: 42 })).toBe('locked');
    expect(lessonStatus({ ...quiz, state: 'completed', attempts: 3 })).toBe('completed');
  });
});
