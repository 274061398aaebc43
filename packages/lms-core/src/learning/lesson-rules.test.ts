import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { lessonIsComplete, VIDEO_COMPLETION_PERCENT } from './lesson-completion';
import { completedModules, computeProgress, countCompleted } from './course-progress';
import { firstLessonToOpen, lessonAvailability } from './lesson-availability';
import { watchedPercent } from './watched-ranges';

const lessons = (...ids: string[]) => ids.map((id) => ({ id }));

describe('completion rules (issue 6)', () => {
  it('completes a text lesson when viewed, and not before', () => {
    expect(lessonIsComplete('text', { viewed: true })).toBe(true);
    expect(lessonIsComplete('text', {})).toBe(false);
  });

  it('completes a video at 90 % watched, not at 89.9 % and not by being viewed', () => {
    expect(VIDEO_COMPLETION_PERCENT).toBe(90);
    expect(lessonIsComplete('video', { watchedPercent: 90 })).toBe(true);
    expect(lessonIsComplete('video', { watchedPercent: 89.9 })).toBe(false);
    expect(lessonIsComplete('video', { viewed: true })).toBe(false);
    expect(lessonIsComplete('video', { watchedPercent: Number.NaN })).toBe(false);
  });

  it('completes a file lesson when the file is opened, and a quiz only when passed', () => {
    expect(lessonIsComplete('file', { fileOpened: true })).toBe(true);
    expect(lessonIsComplete('file', { viewed: true })).toBe(false);
    expect(lessonIsComplete('quiz', { quizPassed: true })).toBe(true);
    expect(lessonIsComplete('quiz', { viewed: true, quizPassed: false })).toBe(false);
  });
});

describe('progress = completed lessons / lessons * 100', () => {
  it('counts only lessons of the course, and gives exactly 100 when all are done', () => {
    expect(computeProgress(lessons('a', 'b', 'c'), ['a'])).toBeCloseTo(33.333, 3);
    expect(computeProgress(lessons('a', 'b', 'c'), ['a', 'removed-lesson'])).toBeCloseTo(33.333, 3);
    expect(computeProgress(lessons('a', 'b', 'c'), ['c', 'b', 'a'])).toBe(100);
    expect(countCompleted(lessons('a', 'b'), ['b', 'x'])).toBe(1);
  });

  it('is 0 for a course without lessons', () => {
    expect(computeProgress([], ['a'])).toBe(0);
  });

  it('stays within 0-100, is 100 only when every lesson is done, and grows with more completed (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { maxLength: 30 }),
        fc.array(fc.string({ minLength: 1, maxLength: 4 }), { maxLength: 40 }),
        fc.string({ minLength: 1, maxLength: 4 }),
        (ids, completed, extra) => {
          const course = lessons(...ids);
          const percent = computeProgress(course, completed);
          expect(percent).toBeGreaterThanOrEqual(0);
          expect(percent).toBeLessThanOrEqual(100);
          expect(percent === 100).toBe(ids.length > 0 && ids.every((id) => completed.includes(id)));
          expect(computeProgress(course, [...completed, extra])).toBeGreaterThanOrEqual(percent);
        },
      ),
    );
  });
});

describe('completed modules', () => {
  const modules = [
    { id: 'm1', lessons: lessons('a', 'b') },
    { id: 'm2', lessons: lessons('c') },
    { id: 'empty', lessons: lessons() },
  ];

  it('are those whose every lesson is completed, in course order; an empty module never is', () => {
    expect(completedModules(modules, ['a']).map((module) => module.id)).toEqual([]);
    expect(completedModules(modules, ['c', 'b', 'a']).map((module) => module.id)).toEqual(['m1', 'm2']);
  });
});

describe('lesson locking (lock_lessons_in_order)', () => {
  it('without locking every lesson not completed is available', () => {
    expect(lessonAvailability(lessons('a', 'b', 'c'), ['b'], false)).toEqual({
      a: 'available',
      b: 'completed',
      c: 'available',
    });
  });

  it('with locking only the first lesson not completed opens; later ones stay locked', () => {
    expect(lessonAvailability(lessons('a', 'b', 'c'), [], true)).toEqual({
      a: 'available',
      b: 'locked',
      c: 'locked',
    });
    expect(lessonAvailability(lessons('a', 'b', 'c'), ['a'], true)).toEqual({
      a: 'completed',
      b: 'available',
      c: 'locked',
    });
  });

  it('keeps a completed lesson open even when an earlier lesson is not done (lesson added later)', () => {
    expect(lessonAvailability(lessons('new', 'a', 'b'), ['a'], true)).toEqual({
      new: 'available',
      a: 'completed',
      b: 'locked',
    });
  });

  it('with locking, a lesson is open exactly when all earlier lessons are completed (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 50 }), { minLength: 1, maxLength: 20 }),
        fc.array(fc.boolean(), { minLength: 20, maxLength: 20 }),
        (numbers, done) => {
          const course = lessons(...numbers.map(String));
          const completed = course.filter((_, index) => done[index]).map((lesson) => lesson.id);
          const states = lessonAvailability(course, completed, true);
          course.forEach((lesson, index) => {
            const earlierDone = course.slice(0, index).every((earlier) => completed.includes(earlier.id));
            const open = states[lesson.id] !== 'locked';
            expect(open).toBe(completed.includes(lesson.id) || earlierDone);
          });
        },
      ),
    );
  });

  it('opens first the first available lesson, else the first lesson, else nothing', () => {
    const course = lessons('a', 'b', 'c');
    expect(firstLessonToOpen(course, lessonAvailability(course, ['a'], true))).toBe('b');
    expect(firstLessonToOpen(course, lessonAvailability(course, ['a', 'b', 'c'], true))).toBe('a');
    expect(firstLessonToOpen([], {})).toBeNull();
  });
});

describe('watched share of a video from played ranges', () => {
  it('counts overlapping replays once and ignores what lies outside the video', () => {
    expect(
      watchedPercent(
        [
          [0, 30],
          [20, 50],
          [-5, 10],
          [90, 200],
        ],
        100,
      ),
    ).toBe(60);
  });

  it('does not count a jump to the end as watching', () => {
    expect(
      watchedPercent(
        [
          [0, 5],
          [95, 100],
        ],
        100,
      ),
    ).toBe(10);
  });

  it('is 0 for an unknown or zero duration', () => {
    expect(watchedPercent([[0, 10]], 0)).toBe(0);
    expect(watchedPercent([[0, 10]], Number.NaN)).toBe(0);
  });

  it('stays within 0-100 and never exceeds the sum of the ranges (property)', () => {
    const range = fc.tuple(
      fc.double({ min: -50, max: 500, noNaN: true }),
      fc.double({ min: -50, max: 500, noNaN: true }),
    );
    fc.assert(
      fc.property(
        fc.array(range, { maxLength: 10 }),
        fc.double({ min: 1, max: 400, noNaN: true }),
        (ranges, duration) => {
          const percent = watchedPercent(ranges, duration);
          expect(percent).toBeGreaterThanOrEqual(0);
          expect(percent).toBeLessThanOrEqual(100);
          const total = ranges.reduce((sum, [start, end]) => sum + Math.max(0, end - start), 0);
          expect((percent * duration) / 100).toBeLessThanOrEqual(total + 1e-9);
        },
      ),
    );
  });
});
