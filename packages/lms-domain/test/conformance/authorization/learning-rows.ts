// Learning: enrolment, the course viewer, progress, quizzes and the dashboard. Everything acts on the caller's own
// enrolments: another student gets nothing of the student's course (permission-denied), drafts exist only for
// admins, and admins may preview any course without enrolling.
import { enrollUser } from '@lms/domain/internal/learning/enrollments/enroll-user';
import { buildCourse } from '../fixtures/learning-fixtures';
import { D, U, type MatrixArea } from './matrix-types';

const NF = 'not-found';

export const learningArea: MatrixArea = {
  area: 'learning',
  async setup(ctx, fixture) {
    const learning = await buildCourse(ctx.db, { slug: 'matrix-learning', lessons: ['text', 'quiz'] });
    const locked = await buildCourse(ctx.db, {
      slug: 'matrix-locked',
      lessons: ['text', 'text'],
      course: { lock_lessons_in_order: 1 },
    });
    const free = await buildCourse(ctx.db, { slug: 'matrix-free', lessons: ['text'] });
    const paid = await buildCourse(ctx.db, {
      slug: 'matrix-paid',
      lessons: ['text'],
      course: { price_cents: 1500 },
    });
    for (const course of [learning, locked]) {
      await enrollUser(ctx, { userId: fixture.uid.student, courseId: course.courseId, source: 'free' });
    }
    return {
      learningCourseId: learning.courseId,
      textLessonId: learning.lessonIds[0] as string,
      quizLessonId: learning.lessonIds[1] as string,
      lockedCourseId: locked.courseId,
      lockedLessonId: locked.lessonIds[1] as string,
      freeCourseId: free.courseId,
      paidCourseId: paid.courseId,
    };
  },
  rows: [
    {
      operation: 'listMyEnrollments',
      situation: 'own enrolments',
      input: () => ({}),
      expect: { anonymous: U, student: 'allow', otherStudent: 'allow', admin: 'allow' },
    },
    {
      operation: 'enrollInCourse',
      situation: 'a free published course',
      input: (f) => ({ courseId: f.ids.freeCourseId }),
      expect: { anonymous: U, student: 'allow', otherStudent: 'allow', admin: 'allow' },
    },
    {
      operation: 'enrollInCourse',
      situation: 'a paid course (payment required)',
      input: (f) => ({ courseId: f.ids.paidCourseId }),
      expect: { anonymous: U, student: D, otherStudent: D, admin: D },
    },
    {
      operation: 'enrollInCourse',
      situation: 'a draft course',
      input: (f) => ({ courseId: f.draftCourseId }),
      expect: { anonymous: U, student: NF, otherStudent: NF, admin: D },
    },
    {
      operation: 'getCourseContent',
      situation: "the student's course",
      input: (f) => ({ courseId: f.ids.learningCourseId }),
      expect: { anonymous: U, student: 'allow', otherStudent: D, admin: 'allow' },
    },
    {
      operation: 'getCourseContent',
      situation: 'a draft course',
      input: (f) => ({ courseId: f.draftCourseId }),
      expect: { anonymous: U, student: NF, otherStudent: NF, admin: 'allow' },
    },
    {
      operation: 'getLesson',
      situation: "a lesson of the student's course",
      input: (f) => ({ courseId: f.ids.learningCourseId, lessonId: f.ids.textLessonId }),
      expect: { anonymous: U, student: 'allow', otherStudent: D, admin: 'allow' },
    },
    {
      operation: 'getLesson',
      situation: 'a lesson locked until earlier ones are done',
      input: (f) => ({ courseId: f.ids.lockedCourseId, lessonId: f.ids.lockedLessonId }),
      expect: { anonymous: U, student: D, otherStudent: D, admin: 'allow' },
    },
    {
      operation: 'recordLessonProgress',
      situation: "viewing a lesson of the student's course",
      input: (f) => ({
        courseId: f.ids.learningCourseId,
        lessonId: f.ids.textLessonId,
        event: 'viewed',
        eventId: 'matrix-event-0001',
        clientTimestamp: '2025-01-01T00:00:00.000Z',
      }),
      expect: { anonymous: U, student: 'allow', otherStudent: D, admin: 'allow' },
    },
    {
      operation: 'submitQuizAttempt',
      situation: "a quiz of the student's course",
      input: (f) => ({
        courseId: f.ids.learningCourseId,
        lessonId: f.ids.quizLessonId,
        answers: [{ questionId: 'q-single', optionIds: ['mercury'] }],
      }),
      expect: { anonymous: U, student: 'allow', otherStudent: D, admin: 'allow' },
    },
    {
      operation: 'getMyProgress',
      situation: "the student's course (another student cannot read it)",
      input: (f) => ({ courseId: f.ids.learningCourseId }),
      expect: { anonymous: U, student: 'allow', otherStudent: D, admin: 'allow' },
    },
    {
      operation: 'getMyProgress',
      situation: 'a draft course',
      input: (f) => ({ courseId: f.draftCourseId }),
      expect: { anonymous: U, student: NF, otherStudent: NF, admin: 'allow' },
    },
    {
      operation: 'listMyLearning',
      situation: 'own courses',
      input: () => ({}),
      expect: { anonymous: U, student: 'allow', otherStudent: 'allow', admin: 'allow' },
    },
    {
      operation: 'listMyRecentActivity',
      situation: 'own activity',
      input: () => ({ limit: 5 }),
      expect: { anonymous: U, student: 'allow', otherStudent: 'allow', admin: 'allow' },
    },
  ],
};
