import { describe, expect, it } from 'vitest';
import { lessonAvailability } from './lesson-availability';
import { resumeLessonOf } from './resume-lesson';

const lessons = [{ id: 'intro' }, { id: 'video' }, { id: 'reading' }, { id: 'quiz' }];

describe('resumeLessonOf: Continue opens the lesson last opened', () => {
  it('opens the last lesson opened even when it is completed (not the next lesson not started)', () => {
    const states = lessonAvailability(lessons, ['intro', 'video'], true);
    expect(resumeLessonOf({ lessons, states, lastLessonId: 'video' })).toBe('video');
  });

  it('opens the last lesson opened when it is not completed, though a lesson before it is not started', () => {
    const states = lessonAvailability(lessons, ['intro'], false);
    expect(resumeLessonOf({ lessons, states, lastLessonId: 'reading' })).toBe('reading');
  });

  it("counts this device's unsent events first: the newest of them is the last lesson opened", () => {
    const states = lessonAvailability(lessons, ['intro', 'video'], false);
    const unsent = [{ lessonId: 'quiz' }, { lessonId: 'video' }];
    expect(resumeLessonOf({ lessons, states, lastLessonId: 'intro', unsent })).toBe('video');
  });

  it('with nothing opened yet, or a lesson since removed or locked, opens the first lesson to do', () => {
    const states = lessonAvailability(lessons, ['intro'], true);
    expect(resumeLessonOf({ lessons, states, lastLessonId: null })).toBe('video');
    expect(resumeLessonOf({ lessons, states, lastLessonId: 'removed' })).toBe('video');
    expect(resumeLessonOf({ lessons, states, lastLessonId: 'quiz' })).toBe('video');
  });
});
