// Who may learn in a course: enrolled students (an active enrolment) and administrators. Drafts exist only for
// administrators; an archived course stays open to those already enrolled, so learners keep what they started.
import { sql, type Kysely } from 'kysely';
import { LmsError } from '@lms/core';
import type { Caller, DatabaseDialect } from '../context';
import type { CourseRow, Database, EnrollmentRow } from '../db/schema';

export interface LearnerAccess {
  course: CourseRow;
  /** The caller's active enrolment; null for an administrator previewing without one. */
  enrollment: EnrollmentRow | null;
}

/** A course by id or slug (links use either); the id wins when both match. */
export async function findCourse(db: Kysely<Database>, ref: string): Promise<CourseRow | undefined> {
  return db
    .selectFrom('courses')
    .selectAll()
    .where((eb) => eb.or([eb('id', '=', ref), eb('slug', '=', ref)]))
    .orderBy(sql`case when ${sql.ref('id')} = ${ref} then 0 else 1 end`)
    .executeTakeFirst();
}

export async function findActiveEnrollment(
  db: Kysely<Database>,
  userId: string,
  courseId: string,
): Promise<EnrollmentRow | undefined> {
  return db
    .selectFrom('enrollments')
    .selectAll()
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
}

/**
 * Re-reads the active enrolment inside a transaction and, on PostgreSQL, locks its row: every progress change of
 * one learner in one course then runs one after the other, so two devices cannot both count from a stale list of
 * completed lessons. SQLite runs one write transaction at a time anyway.
 */
export async function lockActiveEnrollment(
  trx: Kysely<Database>,
  dialect: DatabaseDialect,
  userId: string,
  courseId: string,
): Promise<EnrollmentRow | undefined> {
  let query = trx
    .selectFrom('enrollments')
    .selectAll()
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .where('ended_at', 'is', null);
  if (dialect === 'postgres') query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function requireCourseAccess(
  db: Kysely<Database>,
  caller: Caller,
  courseRef: string,
): Promise<LearnerAccess> {
  const course = await findCourse(db, courseRef);
  if (course === undefined) throw new LmsError('functions/not-found', `No course "${courseRef}".`);
  const enrollment = (await findActiveEnrollment(db, caller.uid, course.id)) ?? null;
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
