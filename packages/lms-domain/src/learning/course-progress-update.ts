// The last step of every progress change: raise the enrolment's stored progress from the learner's new state and
// note a course completed for the first time (unless an area holds the completion back: a required survey not yet
// answered, surveys/required-surveys.ts).
import type { Kysely } from 'kysely';
import { computeProgress, type ProgressSummary } from '@lms/core';
import type { Database, EnrollmentRow } from '../db/schema';
import { isHeld } from '../events/publish';
import { recordActivity } from './activity';
import { raiseEnrollmentProgress } from './enrollment-progress';
import { progressSummaryOf, type LearnerState } from './learner-state';

export interface CourseProgressUpdate {
  userId: string;
  courseId: string;
  /** The enrolment read under its lock; null for an administrator previewing (nothing is stored then). */
  enrollment: EnrollmentRow | null;
  /** The learner's state after the change. */
  state: LearnerState;
  now: number;
  lastLesson: { id: string; at: number };
}

export async function updateCourseProgress(
  db: Kysely<Database>,
  update: CourseProgressUpdate,
): Promise<ProgressSummary> {
  const { enrollment, state } = update;
  if (enrollment === null) return progressSummaryOf(state, null);
  const percent = computeProgress(state.outline.lessons, state.completedIds);
  // Asked only when the lessons are all done and the course is not complete yet, so most updates skip it.
  const mayComplete =
    percent < 100 ||
    enrollment.completed === 1 ||
    !(await isHeld(db, 'course-completion', { userId: update.userId, courseId: update.courseId }));
  const stored = await raiseEnrollmentProgress(db, {
    enrollmentId: enrollment.id,
    percent,
    now: update.now,
    lastLesson: update.lastLesson,
    mayComplete,
  });
  if (stored.completed && enrollment.completed === 0) {
    await recordActivity(db, {
      userId: update.userId,
      courseId: update.courseId,
      kind: 'course-completed',
      at: update.lastLesson.at,
    });
  }
  return progressSummaryOf(state, { progress: stored.progress, completed: stored.completed ? 1 : 0 });
}
