// The gates every progress change passes: the enrolment is still active (re-read under its lock), and the lesson
// is not locked for the caller.
import type { Kysely } from 'kysely';
import { LmsError } from '@lms/core';
import type { Caller, ServerContext } from '../context';
import type { Database, EnrollmentRow } from '../db/schema';
import { lockActiveEnrollment } from './course-access';
import type { LearnerState } from './learner-state';

/** A locked lesson is closed to students; administrators preview everything. */
export function assertLessonOpen(state: LearnerState, lessonId: string, caller: Caller): void {
  if (!caller.admin && state.states[lessonId] === 'locked') {
    throw new LmsError(
      'functions/permission-denied',
      'This lesson opens when you have completed the lessons before it.',
      { reason: 'lesson-locked', lessonId },
    );
  }
}

/** Re-reads the enrolment under its lock; it may have ended (a refund) since the access check. */
export async function lockLearner(
  trx: Kysely<Database>,
  ctx: ServerContext,
  caller: Caller,
  courseId: string,
): Promise<EnrollmentRow | null> {
  const enrollment = (await lockActiveEnrollment(trx, ctx.dialect, caller.uid, courseId)) ?? null;
  if (enrollment === null && !caller.admin)
    throw new LmsError('functions/permission-denied', 'Enrol in this course to record progress.', {
      reason: 'not-enrolled',
      courseId,
    });
  return enrollment;
}
