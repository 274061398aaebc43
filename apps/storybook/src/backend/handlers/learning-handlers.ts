// The learning area's reads and enrolment, with the server's rules (packages/lms-server/src/learning and
// src/enrollments): enrol in free published courses only, the outline with each lesson's state, one lesson in its
// student form (no quiz answers), the dashboard's courses and recent activity.
import { LmsError, toStudentLessonContent, type Activity, type MyLearningItem } from '@lms/core';
import type { MemoryDatabase } from '../memory-database';
import { toSummary } from './catalogue-handlers';
import { paginate, type HandlerMap } from './handler-types';
import { findCourse, findEnrollment, recordActivity, requireCourseAccess } from './learning-access';
import {
  assertLessonOpen,
  courseProgressOf,
  lessonProgressOf,
  lessonStateOf,
  lessonsInOrder,
  loadLearnerState,
  requireCaller,
  requireLesson,
  toIso,
} from './learning-state';

/** An uploaded video (named by its storage path) is served from an object URL, as the storage double does. */
function videoUrlOf(db: MemoryDatabase, fileId: string): string | null {
  const file = db.files.get(fileId);
  if (file === undefined) return null;
  file.objectUrl ??= URL.createObjectURL(file.data);
  return file.objectUrl;
}

/** One attempt can pass a quiz, complete its lesson and the course at one instant: newest first reads top-down. */
const SAME_MOMENT_ORDER: Record<Activity['kind'], number> = {
  'course-completed': 3,
  'lesson-completed': 2,
  'quiz-attempted': 1,
  enrolled: 0,
};

export const learningHandlers: HandlerMap = {
  enrollInCourse: ({ db, clock, caller, input }) => {
    const who = requireCaller(caller);
    const course = findCourse(db, input.courseId);
    if (course === undefined) throw new LmsError('functions/not-found', `No course "${input.courseId}".`);
    // Already in: harmless whatever the course's state or price now.
    const active = findEnrollment(db, who.uid, course.id);
    if (active !== undefined) return { enrollment: { ...active }, created: false };
    if (course.status !== 'published') {
      if (!who.admin) throw new LmsError('functions/not-found', `No course "${input.courseId}".`);
      throw new LmsError('functions/permission-denied', 'Only published courses take enrolments.', {
        reason: 'not-published',
        status: course.status,
      });
    }
    if (course.priceCents > 0) {
      throw new LmsError('functions/permission-denied', 'This course is paid: buy it to enrol.', {
        reason: 'payment-required',
        courseId: course.id,
        priceCents: course.priceCents,
        currency: course.currency,
      });
    }
    const now = clock.now();
    const enrollment = {
      id: db.nextId('enrollment'),
      user_id: who.uid,
      course_id: course.id,
      progress: 0,
      completed: false,
      created_at: toIso(now),
      updated_at: toIso(now),
    };
    db.enrollments.push(enrollment);
    recordActivity(db, { userId: who.uid, courseId: course.id, kind: 'enrolled', at: now });
    return { enrollment: { ...enrollment }, created: true };
  },

  getCourseContent: ({ db, caller, input }) => {
    const who = requireCaller(caller);
    const { course, enrollment } = requireCourseAccess(db, who, input.courseId);
    const state = loadLearnerState(db, who.uid, course);
    return {
      course: {
        id: course.id,
        slug: course.slug,
        title: course.title,
        thumbnail: course.thumbnail,
        summary: course.summary,
        status: course.status,
        lockLessonsInOrder: course.lockLessonsInOrder,
      },
      modules: [...course.modules]
        .sort((a, b) => a.position - b.position || a.id.localeCompare(b.id))
        .map((module) => ({
          id: module.id,
          title: module.title,
          position: module.position,
          lessons: state.lessons
            .filter((lesson) => lesson.moduleId === module.id)
            .map(({ moduleId: _moduleId, ...lesson }) => ({
              ...lesson,
              state: lessonStateOf(state, lesson.id),
            })),
        })),
      progress: courseProgressOf(db, course.id, state, enrollment),
    };
  },

  getLesson: ({ db, caller, input }) => {
    const who = requireCaller(caller);
    const { course } = requireCourseAccess(db, who, input.courseId);
    const state = loadLearnerState(db, who.uid, course);
    const lesson = requireLesson(state, input.lessonId);
    assertLessonOpen(state, lesson.id, who);
    const stored = db.learning.contents.get(lesson.id);
    if (stored === undefined || stored.kind !== lesson.kind) {
      throw new LmsError('functions/internal', `Stored ${lesson.kind} lesson content is not valid.`);
    }
    const index = state.lessons.findIndex((candidate) => candidate.id === lesson.id);
    return {
      courseId: course.id,
      lesson,
      content: toStudentLessonContent(stored, (fileId) => videoUrlOf(db, fileId)),
      progress: lessonProgressOf(state, lesson.id),
      previousLessonId: state.lessons[index - 1]?.id ?? null,
      nextLessonId: state.lessons[index + 1]?.id ?? null,
    };
  },

  getMyProgress: ({ db, caller, input }) => {
    const who = requireCaller(caller);
    const { course, enrollment } = requireCourseAccess(db, who, input.courseId);
    return courseProgressOf(db, course.id, loadLearnerState(db, who.uid, course), enrollment);
  },

  listMyLearning: ({ db, caller, input }) => {
    const who = requireCaller(caller);
    const items: MyLearningItem[] = [];
    for (const enrollment of db.enrollments) {
      if (enrollment.user_id !== who.uid) continue;
      // "In progress" is every course not completed yet, including one just enrolled in.
      if (input.filter === 'completed' && !enrollment.completed) continue;
      if (input.filter === 'in-progress' && enrollment.completed) continue;
      const course = db.courses.get(enrollment.course_id);
      if (course === undefined) continue;
      const lessons = lessonsInOrder(course);
      const state = loadLearnerState(db, who.uid, course);
      const trail = db.learning.trails.get(enrollment.id);
      const last = lessons.find((lesson) => lesson.id === trail?.lastLessonId);
      items.push({
        enrollmentId: enrollment.id,
        enrolledAt: enrollment.created_at,
        course: toSummary(course),
        percent: enrollment.progress,
        completed: enrollment.completed,
        completedLessons: state.completedIds.length,
        totalLessons: lessons.length,
        lastLesson: last === undefined ? null : { id: last.id, title: last.title, kind: last.kind },
        lastActivityAt: trail?.lastActivityAt == null ? null : toIso(trail.lastActivityAt),
      });
    }
    const activeAt = (item: MyLearningItem) => item.lastActivityAt ?? item.enrolledAt;
    items.sort(
      (a, b) =>
        Date.parse(activeAt(b)) - Date.parse(activeAt(a)) || a.enrollmentId.localeCompare(b.enrollmentId),
    );
    return paginate(items, input.page, input.pageSize);
  },

  listMyRecentActivity: ({ db, caller, input }) => {
    const who = requireCaller(caller);
    const items = db.learning.activity
      .filter((entry) => entry.userId === who.uid && db.courses.has(entry.courseId))
      .sort(
        (a, b) =>
          b.at - a.at ||
          SAME_MOMENT_ORDER[b.kind] - SAME_MOMENT_ORDER[a.kind] ||
          b.id.localeCompare(a.id, undefined, { numeric: true }),
      )
      .slice(0, input.limit)
      .map((entry): Activity => {
        const course = db.courses.get(entry.courseId)!;
        const lesson =
          entry.lessonId === null
            ? undefined
            : lessonsInOrder(course).find((candidate) => candidate.id === entry.lessonId);
        return {
          id: entry.id,
          kind: entry.kind,
          at: toIso(entry.at),
          course: { id: course.id, slug: course.slug, title: course.title },
          lesson: lesson === undefined ? null : { id: lesson.id, title: lesson.title },
          scorePercent: entry.scorePercent,
          passed: entry.passed,
        };
      });
    return { items };
  },
};
