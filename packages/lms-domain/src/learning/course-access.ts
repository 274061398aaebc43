// Who may learn in a course: enrolled students (an active enrolment) and administrators. Drafts exist only for
// administrators; an archived course stays open to those already enrolled, so learners keep what they started.
import { sql, type Kysely } from 'kysely';
import { LmsError } from '@lms/core';
import type { Caller, DatabaseDialect } from '../context';
import { reuseCatalogueRead, versionedCatalogueRead, type VersionedRead } from '../catalogue/catalogue-cache';
import { compiledOnce } from '../db/compiled-once';
import type { CourseRow, Database, EnrollmentRow } from '../db/schema';
import { loadCourseOutline, type CourseOutline } from './course-lessons';

/** The catalogue part of a learning request: the course's row and its outline. */
export interface LearningCourse {
  course: CourseRow;
  outline: CourseOutline;
}

export interface LearnerAccess extends LearningCourse {
  /** The caller's active enrolment; null for an administrator previewing without one. */
  enrollment: EnrollmentRow | null;
}

const courseByRef = compiledOnce(
  (db, ref: string) =>
    db
      .selectFrom('courses')
      .selectAll()
      .where((eb) => eb.or([eb('id', '=', ref), eb('slug', '=', ref)]))
      .orderBy(sql`case when ${sql.ref('id')} = ${ref} then 0 else 1 end`),
  1,
);

/** A course by id or slug (links use either); the id wins when both match. Compiled once (db/compiled-once.ts). */
export async function findCourse(db: Kysely<Database>, ref: string): Promise<CourseRow | undefined> {
  const [row] = (await courseByRef(db, ref)).rows;
  return row;
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

const activeEnrollmentQuery = (trx: Kysely<Database>, userId: string, courseId: string) =>
  trx
    .selectFrom('enrollments')
    .selectAll()
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .where('ended_at', 'is', null);
const activeEnrollment = compiledOnce(activeEnrollmentQuery, 2);
const lockedActiveEnrollment = compiledOnce(
  (trx, userId: string, courseId: string) => activeEnrollmentQuery(trx, userId, courseId).forUpdate(),
  2,
);

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
  const read = dialect === 'postgres' ? lockedActiveEnrollment : activeEnrollment;
  const [row] = (await read(trx, userId, courseId)).rows;
  return row;
}

async function readLearningCourse(
  db: Kysely<Database>,
  courseRef: string,
): Promise<LearningCourse | undefined> {
  const course = await findCourse(db, courseRef);
  return course && { course, outline: await loadCourseOutline(db, course.id) };
}

/** A course by id or slug with its outline, from the catalogue cache (catalogue/catalogue-cache.ts) when it can. */
export function findLearningCourse(
  db: Kysely<Database>,
  courseRef: string,
): Promise<VersionedRead<LearningCourse | undefined>> {
  return versionedCatalogueRead(db, 'learning', courseRef, () => readLearningCourse(db, courseRef));
}

export async function requireCourseAccess(
  db: Kysely<Database>,
  caller: Caller,
  courseRef: string,
): Promise<LearnerAccess> {
  const { value } = await findLearningCourse(db, courseRef);
  if (value === undefined) throw new LmsError('functions/not-found', `No course "${courseRef}".`);
  const enrollment = (await findActiveEnrollment(db, caller.uid, value.course.id)) ?? null;
  checkCourseAccess(caller, courseRef, value.course, enrollment);
  return { ...value, enrollment };
}

/**
 * The access check of a change to a learner's progress, inside its transaction: the course as `earlier` read it
 * when the catalogue has not changed since (else read again), and the enrolment re-read under its lock, so a
 * refund or an unpublished course that committed meanwhile is seen.
 */
export async function lockCourseAccess(
  trx: Kysely<Database>,
  dialect: DatabaseDialect,
  caller: Caller,
  courseRef: string,
  earlier: VersionedRead<LearningCourse | undefined>,
): Promise<LearnerAccess> {
  const learning = await reuseCatalogueRead(trx, earlier, () => readLearningCourse(trx, courseRef));
  if (learning === undefined) throw new LmsError('functions/not-found', `No course "${courseRef}".`);
  const enrollment = (await lockActiveEnrollment(trx, dialect, caller.uid, learning.course.id)) ?? null;
  checkCourseAccess(caller, courseRef, learning.course, enrollment);
  return { ...learning, enrollment };
}

function checkCourseAccess(
  caller: Caller,
  courseRef: string,
  course: CourseRow,
  enrollment: EnrollmentRow | null,
): void {
  if (caller.admin) return;
  const visible = course.status === 'published' || (course.status === 'archived' && enrollment !== null);
  if (!visible) throw new LmsError('functions/not-found', `No course "${courseRef}".`);
  if (enrollment === null) {
    throw new LmsError('functions/permission-denied', 'Enrol in this course to open its lessons.', {
      reason: 'not-enrolled',
      courseId: course.id,
    });
  }
}
