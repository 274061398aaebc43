// Who may learn in a course (the server's course-access.ts): enrolled students and administrators. Drafts exist only
// for administrators; an archived course stays open to those already enrolled. Also the shared writes every
// learning change makes: activity entries and the enrolment's stored progress.
import { computeProgress, LmsError, type ActivityKind, type Course, type Enrollment } from '@lms/core';
import type { MemoryDatabase } from '../memory-database';
import type { Caller } from './handler-types';
import { progressSummaryOf, toIso, type LearnerState } from './learning-state';

/** A course by id or slug; the id wins when both match. */
export function findCourse(db: MemoryDatabase, ref: string): Course | undefined {
  return db.courses.get(ref) ?? [...db.courses.values()].find((course) => course.slug === ref);
}

export function findEnrollment(db: MemoryDatabase, userId: string, courseId: string): Enrollment | undefined {
  return db.enrollments.find(
    (enrollment) => enrollment.user_id === userId && enrollment.course_id === courseId,
  );
}

export interface LearnerAccess {
  course: Course;
  /** Null for an administrator previewing without an enrolment. */
  enrollment: Enrollment | null;
}

export function requireCourseAccess(db: MemoryDatabase, caller: Caller, courseRef: string): LearnerAccess {
  const course = findCourse(db, courseRef);
  if (course === undefined) throw new LmsError('functions/not-found', `No course "${courseRef}".`);
  const enrollment = findEnrollment(db, caller.uid, course.id) ?? null;
  if (caller.admin) return { course, enrollment };
  const visible = course.status === 'published' || (course.status === 'archived' && enrollment !== null);
  if (!visible) throw new LmsError('functions/not-found', `No course "${courseRef}".`);
  if (enrollment === null) {
    throw new LmsError('functions/permission-denied', 'Enrol in this course to open its lessons.', {
      reason: 'not-enrolled',
      courseId: course.id,
    });
  }
  return { course, enrollment };
}

/** Progress changes need an enrolment, except an administrator's preview (which stores nothing on the course). */
export function requireLearner(access: LearnerAccess, caller: Caller): Enrollment | null {
  if (access.enrollment === null && !caller.admin) {
    throw new LmsError('functions/permission-denied', 'Enrol in this course to record progress.', {
      reason: 'not-enrolled',
      courseId: access.course.id,
    });
  }
  return access.enrollment;
}

export interface ActivityInput {
  userId: string;
  courseId: string;
  kind: ActivityKind;
  at: number;
  lessonId?: string | null;
  scorePercent?: number | null;
  passed?: boolean | null;
}

export function recordActivity(db: MemoryDatabase, entry: ActivityInput): void {
  db.learning.activity.push({
    id: db.nextId('activity'),
    userId: entry.userId,
    courseId: entry.courseId,
    lessonId: entry.lessonId ?? null,
    kind: entry.kind,
    scorePercent: entry.scorePercent ?? null,
    passed: entry.passed ?? null,
    at: entry.at,
  });
}

export interface ProgressRaise {
  userId: string;
  courseId: string;
  enrollment: Enrollment | null;
  state: LearnerState;
  now: number;
  lastLesson: { id: string; at: number };
}

/**
 * Raises the enrolment's stored progress (never lowers it, never resets completed), moves the resume point when
 * the report is at least as new, and notes a course completed for the first time.
 */
export function updateCourseProgress(db: MemoryDatabase, raise: ProgressRaise) {
  const { enrollment, state, now } = raise;
  if (enrollment === null) return progressSummaryOf(state, null);
  const wasCompleted = enrollment.completed;
  const percent = computeProgress(state.lessons, state.completedIds);
  enrollment.progress = Math.max(enrollment.progress, percent);
  enrollment.completed = enrollment.completed || percent >= 100;
  enrollment.updated_at = toIso(now);
  const trail = db.learning.trails.get(enrollment.id) ?? {
    lastLessonId: null,
    lastLessonAt: null,
    lastActivityAt: null,
  };
  trail.lastActivityAt = now;
  if (trail.lastLessonAt === null || trail.lastLessonAt <= raise.lastLesson.at) {
    trail.lastLessonId = raise.lastLesson.id;
    trail.lastLessonAt = raise.lastLesson.at;
  }
  db.learning.trails.set(enrollment.id, trail);
  if (enrollment.completed && !wasCompleted) {
    recordActivity(db, {
      userId: raise.userId,
      courseId: raise.courseId,
      kind: 'course-completed',
      at: raise.lastLesson.at,
    });
  }
  return progressSummaryOf(state, enrollment);
}
