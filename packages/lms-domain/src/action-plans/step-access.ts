// Who may open a step: the learning area's rule for its course (enrolled students of a published course, or of an
// archived one they were already in; administrators always). A step of a course someone may not see is not found.
import type { Kysely } from 'kysely';
import type { Caller } from '../context';
import type { CourseRow, Database, EnrollmentRow } from '../db/schema';
import { requireCourseAccess } from '../learning/course-access';
import { requireStep, type StepRow } from './step-records';

export interface StepAccess {
  step: StepRow;
  course: CourseRow;
  /** Null for an administrator who is not enrolled (a preview: nothing is stored for them). */
  enrollment: EnrollmentRow | null;
}

export async function requireStepAccess(
  db: Kysely<Database>,
  caller: Caller,
  stepId: string,
): Promise<StepAccess> {
  const step = await requireStep(db, stepId);
  const { course, enrollment } = await requireCourseAccess(db, caller, step.course_id);
  return { step, course, enrollment };
}
