import { describe, expect, it } from 'vitest';
import type { LmsError } from '@lms/core';
import { createInMemoryBackend } from '../in-memory-backend';
import { DEMO_COURSE_IDS } from '../fixtures/demo-courses';
import { DEMO_USERS } from '../fixtures/demo-users';
import { PASSING_ANSWERS } from '../fixtures/lesson-contents';
import { codeOf, connectAs } from '../testing/connect-as';

const student = DEMO_USERS.student.uid;
const newcomer = DEMO_USERS.newcomer.uid;
const python = DEMO_COURSE_IDS.python;
const lesson = (module: number, index: number) => `${python}-m${module}-l${index}`;
let counter = 0;
const eventId = () => `event-${(counter += 1)}-abcdef`;
const now = () => new Date().toISOString();

async function newcomerInPython() {
  const backend = createInMemoryBackend();
  const ports = connectAs(backend, newcomer);
  await ports.functions.call('enrollInCourse', { courseId: python });
  const viewed = (lessonId: string) =>
    ports.functions.call('recordLessonProgress', {
      courseId: python,
      lessonId,
      eventId: eventId(),
      clientTimestamp: now(),
      event: 'viewed',
    });
  return { backend, ports, viewed };
}

describe('recordLessonProgress', () => {
  it('completes a text lesson when viewed and applies a resent eventId once', async () => {
    const { ports } = await newcomerInPython();
    const event = {
      courseId: python,
      lessonId: lesson(1, 1),
      eventId: 'resent-event-1',
      clientTimestamp: now(),
      event: 'viewed' as const,
    };
    const first = await ports.functions.call('recordLessonProgress', event);
    const again = await ports.functions.call('recordLessonProgress', event);
    expect(first).toMatchObject({ duplicate: false, newlyCompleted: true });
    expect(again).toMatchObject({ duplicate: true, newlyCompleted: false });
    expect(again.progress.completedLessons).toBe(1);
    const activity = await ports.functions.call('listMyRecentActivity', {});
    expect(activity.items.filter((item) => item.kind === 'lesson-completed')).toHaveLength(1);
  });

  it('completes a video at 90 % watched, keeps the highest share and the newest position', async () => {
    const { ports, viewed } = await newcomerInPython();
    await viewed(lesson(1, 1));
    const report = (watchedPercent: number, positionSeconds: number, at: string) =>
      ports.functions.call('recordLessonProgress', {
        courseId: python,
        lessonId: lesson(1, 2),
        eventId: eventId(),
        clientTimestamp: at,
        event: 'video-progress',
        positionSeconds,
        watchedPercent,
      });
    const partial = await report(50, 12, '2026-11-20T10:00:00.000Z');
    expect(partial.newlyCompleted).toBe(false);
    const older = await report(20, 3, '2026-11-20T09:00:00.000Z');
    expect(older.lesson).toMatchObject({ watchedPercent: 50, positionSeconds: 12 });
    const done = await report(92, 22, '2026-11-20T11:00:00.000Z');
    expect(done.newlyCompleted).toBe(true);
    expect(done.lesson.state).toBe('completed');
  });

  it('refuses a locked lesson with details.reason lesson-locked and records nothing', async () => {
    const { backend, ports } = await newcomerInPython();
    try {
      await ports.functions.call('recordLessonProgress', {
        courseId: python,
        lessonId: lesson(2, 1),
        eventId: eventId(),
        clientTimestamp: now(),
        event: 'viewed',
      });
      expect.fail('a locked lesson was accepted');
    } catch (error) {
      expect((error as LmsError).details).toMatchObject({ reason: 'lesson-locked' });
    }
    expect([...backend.db.learning.progress.values()].some((row) => row.userId === newcomer)).toBe(false);
  });

  it('refuses an event that does not fit the lesson kind (video progress on a text lesson)', async () => {
    const { ports } = await newcomerInPython();
    const call = ports.functions.call('recordLessonProgress', {
      courseId: python,
      lessonId: lesson(1, 1),
      eventId: eventId(),
      clientTimestamp: now(),
      event: 'video-progress',
      positionSeconds: 1,
      watchedPercent: 100,
    });
    expect(await codeOf(call)).toBe('functions/invalid-argument');
  });

  it('refuses progress in a course the caller is not enrolled in', async () => {
    const ports = connectAs(createInMemoryBackend(), newcomer);
    const call = ports.functions.call('recordLessonProgress', {
      courseId: python,
      lessonId: lesson(1, 1),
      eventId: eventId(),
      clientTimestamp: now(),
      event: 'viewed',
    });
    expect(await codeOf(call)).toBe('functions/permission-denied');
  });

  it('never lowers progress: a lesson added later leaves the stored percent as it was', async () => {
    const { backend, ports, viewed } = await newcomerInPython();
    const after = await viewed(lesson(1, 1));
    const percent = after.progress.percent;
    const course = backend.db.courses.get(python)!;
    course.modules[0]!.lessons.push({
      id: 'extra',
      title: 'Extra',
      kind: 'text',
      position: 9,
      durationMinutes: 1,
    });
    backend.db.learning.contents.set('extra', { kind: 'text', content: { markdown: 'More' } });
    const progress = await ports.functions.call('getMyProgress', { courseId: python });
    expect(progress.percent).toBe(percent);
    expect(progress.totalLessons).toBe(7);
  });

  it('completes the enrolment at 100 % and notes the course completed once', async () => {
    const { ports, viewed } = await newcomerInPython();
    await viewed(lesson(1, 1));
    await ports.functions.call('recordLessonProgress', {
      courseId: python,
      lessonId: lesson(1, 2),
      eventId: eventId(),
      clientTimestamp: now(),
      event: 'video-progress',
      positionSeconds: 24,
      watchedPercent: 100,
    });
    await ports.functions.call('recordLessonProgress', {
      courseId: python,
      lessonId: lesson(1, 3),
      eventId: eventId(),
      clientTimestamp: now(),
      event: 'file-opened',
    });
    await viewed(lesson(2, 1));
    await viewed(lesson(2, 2));
    // Entries of one instant are ranked by kind; a later millisecond keeps the view's entry out of the top three.
    await new Promise((resolve) => setTimeout(resolve, 2));
    const result = await ports.functions.call('submitQuizAttempt', {
      courseId: python,
      lessonId: lesson(2, 3),
      answers: PASSING_ANSWERS,
    });
    expect(result.progress).toMatchObject({ percent: 100, completed: true });
    const [enrollment] = await ports.functions.call('listMyEnrollments', {});
    expect(enrollment).toMatchObject({ completed: true, progress: 100 });
    const activity = await ports.functions.call('listMyRecentActivity', { limit: 3 });
    expect(activity.items.map((item) => item.kind)).toEqual([
      'course-completed',
      'lesson-completed',
      'quiz-attempted',
    ]);
  });
});

describe('submitQuizAttempt', () => {
  const quiz = {
    courseId: DEMO_COURSE_IDS.accessibility,
    lessonId: `${DEMO_COURSE_IDS.accessibility}-m1-l3`,
  };

  it('scores an attempt, numbers attempts and reveals the right answers only in the result', async () => {
    const ports = connectAs(createInMemoryBackend(), student);
    const failed = await ports.functions.call('submitQuizAttempt', {
      ...quiz,
      answers: [
        { questionId: 'q1', optionIds: ['a'] },
        { questionId: 'q2', optionIds: ['a', 'b'] },
      ],
    });
    expect(failed).toMatchObject({ correctCount: 1, questionCount: 3, passed: false, passMark: 60 });
    expect(failed.scorePercent).toBeCloseTo(33.33, 1);
    expect(failed.questions[1]?.correctOptionIds).toEqual(['a', 'b', 'd']);
    const passed = await ports.functions.call('submitQuizAttempt', { ...quiz, answers: PASSING_ANSWERS });
    expect(passed.attemptNumber).toBe(failed.attemptNumber + 1);
    expect(passed).toMatchObject({ passed: true, scorePercent: 100, newlyCompleted: false });
    expect(passed.lesson.bestScorePercent).toBe(100);
  });

  it('keeps a passed quiz completed after a later failed attempt', async () => {
    const ports = connectAs(createInMemoryBackend(), student);
    const result = await ports.functions.call('submitQuizAttempt', { ...quiz, answers: [] });
    expect(result.passed).toBe(false);
    expect(result.lesson.state).toBe('completed');
    expect(result.progress.completed).toBe(true);
  });

  it('refuses an answer to a question the quiz does not have, and a non-quiz lesson', async () => {
    const ports = connectAs(createInMemoryBackend(), student);
    expect(
      await codeOf(
        ports.functions.call('submitQuizAttempt', {
          ...quiz,
          answers: [{ questionId: 'nope', optionIds: [] }],
        }),
      ),
    ).toBe('functions/invalid-argument');
    expect(
      await codeOf(
        ports.functions.call('submitQuizAttempt', {
          courseId: quiz.courseId,
          lessonId: `${quiz.courseId}-m1-l1`,
          answers: [],
        }),
      ),
    ).toBe('functions/invalid-argument');
  });
});
