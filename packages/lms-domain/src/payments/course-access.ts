// The one place payments touch enrolments (owned by the enrolments area): a paid order grants the course, a refund
// ends the access that order gave. Both run inside the order's transaction, so an order is never paid without its
// enrolment, nor refunded with that enrolment still open.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { endEnrollment, enrollUser } from '../learning/enrollments/enroll-user';
import { findActiveEnrollment } from '../learning/course-access';

export interface CourseAccessChange {
  userId: string;
  courseId: string;
  orderId: string;
  now: number;
}

/** Idempotent: an active enrolment stays as it is; an ended one (an earlier refund) reopens with its progress. */
export async function grantCourseAccess(trx: Kysely<Database>, change: CourseAccessChange): Promise<void> {
  await enrollUser(trx, { ...change, source: 'order' });
}

/** Idempotent; ends only the enrolment this order made (one from a free or admin enrolment stays). */
export async function revokeCourseAccess(
  trx: Kysely<Database>,
  change: CourseAccessChange & { reason: string },
): Promise<void> {
  await endEnrollment(trx, change);
}

export async function hasCourseAccess(
  db: Kysely<Database>,
  userId: string,
  courseId: string,
): Promise<boolean> {
  return (await findActiveEnrollment(db, userId, courseId)) !== undefined;
}
