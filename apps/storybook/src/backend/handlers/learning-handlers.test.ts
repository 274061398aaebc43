import { describe, expect, it } from 'vitest';
import type { LmsError } from '@lms/core';
import { createInMemoryBackend } from '../in-memory-backend';
import { DEMO_COURSE_IDS } from '../fixtures/demo-courses';
import { DEMO_USERS } from '../fixtures/demo-users';
import { codeOf, connectAs } from '../testing/connect-as';

const student = DEMO_USERS.student.uid;
const newcomer = DEMO_USERS.newcomer.uid;
const admin = DEMO_USERS.admin.uid;
const python = DEMO_COURSE_IDS.python;
const lesson = (course: string, module: number, index: number) => `${course}-m${module}-l${index}`;

async function errorOf(promise: Promise<unknown>): Promise<LmsError> {
  try {
    await promise;
  } catch (error) {
    return error as LmsError;
  }
  throw new Error('Expected the call to be refused, but it succeeded');
}

describe('learning handlers: enrolment', () => {
  it('enrols in a free published course once: a second call returns the same enrolment', async () => {
    const backend = createInMemoryBackend();
    const ports = connectAs(backend, newcomer);
    const first = await ports.functions.call('enrollInCourse', { courseId: python });
    const second = await ports.functions.call('enrollInCourse', { courseId: python });
    expect(first.created).toBe(true);
    expect(second).toEqual({ enrollment: first.enrollment, created: false });
    expect(first.enrollment).toMatchObject({ user_id: newcomer, progress: 0, completed: false });
    const activity = await ports.functions.call('listMyRecentActivity', {});
    expect(activity.items.map((item) => item.kind)).toEqual(['enrolled']);
  });

  it('accepts the course slug as well as its id', async () => {
    const ports = connectAs(createInMemoryBackend(), newcomer);
    const { enrollment } = await ports.functions.call('enrollInCourse', {
      courseId: 'python-for-absolute-beginners',
    });
    expect(enrollment.course_id).toBe(python);
  });

  it('refuses a paid course with permission-denied and details.reason payment-required', async () => {
    const ports = connectAs(createInMemoryBackend(), newcomer);
    const error = await errorOf(
      ports.functions.call('enrollInCourse', { courseId: DEMO_COURSE_IDS.photography }),
    );
    expect(error.code).toBe('functions/permission-denied');
    expect(error.details).toMatchObject({ reason: 'payment-required', priceCents: 1900, currency: 'EUR' });
  });

  it('hides a draft from a student (not-found) and tells an admin it is not published', async () => {
    const backend = createInMemoryBackend();
    const draft = { courseId: DEMO_COURSE_IDS.sqlDraft };
    expect(await codeOf(connectAs(backend, newcomer).functions.call('enrollInCourse', draft))).toBe(
      'functions/not-found',
    );
    const error = await errorOf(connectAs(backend, admin).functions.call('enrollInCourse', draft));
    expect(error.details).toMatchObject({ reason: 'not-published' });
  });
});

describe('learning handlers: course content and lessons', () => {
  it('shows each lesson state with locking in order: completed, then one available, then locked', async () => {
    const content = await connectAs(createInMemoryBackend(), student).functions.call('getCourseContent', {
      courseId: python,
    });
    const states = content.modules.flatMap((module) => module.lessons.map((item) => item.state));
    expect(states).toEqual(['completed', 'completed', 'available', 'locked', 'locked', 'locked']);
    expect(content.course.lockLessonsInOrder).toBe(true);
    expect(content.progress).toMatchObject({ enrolled: true, completedLessons: 2, totalLessons: 6 });
  });

  it('refuses a locked lesson to a student with details.reason lesson-locked, but an admin previews it', async () => {
    const backend = createInMemoryBackend();
    const ref = { courseId: python, lessonId: lesson(python, 2, 3) };
    const error = await errorOf(connectAs(backend, student).functions.call('getLesson', ref));
    expect(error.code).toBe('functions/permission-denied');
    expect(error.details).toMatchObject({ reason: 'lesson-locked' });
    const preview = await connectAs(backend, admin).functions.call('getLesson', ref);
    expect(preview.content.kind).toBe('quiz');
  });

  it('never sends quiz answers to a learner', async () => {
    const backend = createInMemoryBackend();
    const quiz = await connectAs(backend, admin).functions.call('getLesson', {
      courseId: python,
      lessonId: lesson(python, 2, 3),
    });
    expect(JSON.stringify(quiz.content)).not.toContain('correctOptionIds');
    expect(JSON.stringify(quiz.content)).not.toContain('explanation');
  });

  it('serves a video lesson with the offline demo video, its captions and neighbours', async () => {
    const view = await connectAs(createInMemoryBackend(), student).functions.call('getLesson', {
      courseId: python,
      lessonId: lesson(python, 1, 2),
    });
    expect(view.content).toEqual({
      kind: 'video',
      url: '/storybook-assets/demo-video.webm',
      captionsUrl: '/storybook-assets/demo-video.vtt',
      durationSeconds: 24,
    });
    expect(view.previousLessonId).toBe(lesson(python, 1, 1));
    expect(view.nextLessonId).toBe(lesson(python, 1, 3));
  });

  it('refuses lessons of a course the caller is not enrolled in (not-enrolled)', async () => {
    const ports = connectAs(createInMemoryBackend(), newcomer);
    const error = await errorOf(ports.functions.call('getCourseContent', { courseId: python }));
    expect(error.code).toBe('functions/permission-denied');
    expect(error.details).toMatchObject({ reason: 'not-enrolled' });
  });

  it('hides an unpublished course from a student, while an archived one stays open to those enrolled', async () => {
    const backend = createInMemoryBackend();
    const ports = connectAs(backend, student);
    expect(
      await codeOf(ports.functions.call('getCourseContent', { courseId: DEMO_COURSE_IDS.sqlDraft })),
    ).toBe('functions/not-found');
    const archived = await ports.functions.call('getCourseContent', { courseId: DEMO_COURSE_IDS.archived });
    expect(archived.progress.completed).toBe(true);
    expect(
      await codeOf(
        connectAs(backend, newcomer).functions.call('getCourseContent', {
          courseId: DEMO_COURSE_IDS.archived,
        }),
      ),
    ).toBe('functions/not-found');
  });

  it("gives progress of the caller's own enrolment only: another student's progress is not theirs to read", async () => {
    const backend = createInMemoryBackend();
    const mine = await connectAs(backend, student).functions.call('getMyProgress', { courseId: python });
    const lees = await connectAs(backend, DEMO_USERS.otherStudent.uid).functions.call('getMyProgress', {
      courseId: python,
    });
    expect(mine.completedLessons).toBe(2);
    expect(lees.completedLessons).toBe(5);
  });

  it('lets an admin preview a course without enrolment, computing progress instead of storing it', async () => {
    const progress = await connectAs(createInMemoryBackend(), admin).functions.call('getMyProgress', {
      courseId: DEMO_COURSE_IDS.sqlDraft,
    });
    expect(progress).toMatchObject({ enrolled: false, percent: 0, completed: false });
  });

  it('resumes the paused video at its position', async () => {
    const progress = await connectAs(createInMemoryBackend(), student).functions.call('getMyProgress', {
      courseId: DEMO_COURSE_IDS.spreadsheets,
    });
    expect(progress.resumeLessonId).toBe(lesson(DEMO_COURSE_IDS.spreadsheets, 2, 1));
    expect(progress.resumePositionSeconds).toBe(10);
  });
});

describe('learning handlers: dashboard', () => {
  it('lists my courses most recently active first, filtered by in-progress and completed', async () => {
    const ports = connectAs(createInMemoryBackend(), student);
    const all = await ports.functions.call('listMyLearning', {});
    expect(all.items[0]?.course.id).toBe(DEMO_COURSE_IDS.spreadsheets);
    expect(all.total).toBe(5);
    const completed = await ports.functions.call('listMyLearning', { filter: 'completed' });
    expect(completed.items.every((item) => item.completed && item.percent === 100)).toBe(true);
    const inProgress = await ports.functions.call('listMyLearning', { filter: 'in-progress' });
    expect(inProgress.total + completed.total).toBe(all.total);
    const page = await ports.functions.call('listMyLearning', { pageSize: 2, page: 3 });
    expect(page.items).toHaveLength(1);
  });

  it('lists recent activity newest first, the course completion above the lesson that completed it', async () => {
    const backend = createInMemoryBackend();
    const items = (await connectAs(backend, student).functions.call('listMyRecentActivity', { limit: 50 }))
      .items;
    const times = items.map((item) => Date.parse(item.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const completion = items.findIndex((item) => item.kind === 'course-completed');
    expect(items[completion + 1]).toMatchObject({ kind: 'lesson-completed', at: items[completion]?.at });
    expect(items.filter((item) => item.kind === 'quiz-attempted').some((item) => item.passed === false)).toBe(
      true,
    );
  });

  it('forgets a deleted account with its learning data', () => {
    const backend = createInMemoryBackend();
    backend.db.deleteUser(student);
    const left = [...backend.db.learning.progress.values(), ...backend.db.learning.activity];
    expect(left.some((row) => row.userId === student)).toBe(false);
    expect(backend.db.learning.attempts.some((attempt) => attempt.userId === student)).toBe(false);
    expect(backend.db.learning.trails.has('enr-1')).toBe(false);
  });
});
