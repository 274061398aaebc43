// Creating and ending enrolments. Shared by free enrolment (enrollInCourse), paid orders and administrators, so
// it takes either the server context or an open transaction (a payment and its enrolment commit together).
import { newId } from '../../platform/random';
import { Kysely } from 'kysely';
import { LmsError, type Enrollment } from '@lms/core';
import type { DomainContext } from '../../context';
import type { Database, EnrollmentsTable } from '../../db/schema';
import { recordActivity } from '../activity';
import { toEnrollment } from './enrollment-queries';

/** The server context, or a transaction (any Kysely<Database>) to run inside. */
export type EnrollmentDb = Pick<DomainContext, 'db' | 'now'> | Kysely<Database>;

export type EnrollmentSource = 'free' | 'order' | 'admin';

export interface EnrollUserInput {
  userId: string;
  courseId: string;
  source: EnrollmentSource;
  orderId?: string | null;
  /** Milliseconds since the epoch; defaults to the context's clock (or the system clock with a transaction). */
  now?: number;
}

export interface EnrollUserResult {
  enrollment: Enrollment;
  /** True when this call made a new enrolment. */
  created: boolean;
  /** True when this call reopened an ended enrolment (its progress is kept). */
  reopened: boolean;
}

function open(target: EnrollmentDb, now: number | undefined): { db: Kysely<Database>; now: number } {
  if (target instanceof Kysely) return { db: target, now: now ?? Date.now() };
  return { db: target.db, now: now ?? target.now() };
}

async function readEnrollment(db: Kysely<Database>, userId: string, courseId: string) {
  return db
    .selectFrom('enrollments')
    .selectAll()
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .executeTakeFirstOrThrow();
}

/**
 * Enrols a user in a course. Idempotent: an active enrolment is returned unchanged (enrolling twice is harmless,
 * also when two requests race: the unique (user_id, course_id) decides); an ended one (refund) is reopened with
 * its progress. Checks only that the course exists: whether the user may enrol (free, paid, published) is the
 * caller's rule.
 */
export async function enrollUser(target: EnrollmentDb, input: EnrollUserInput): Promise<EnrollUserResult> {
  const { db, now } = open(target, input.now);
  const course = await db
    .selectFrom('courses')
    .select('id')
    .where('id', '=', input.courseId)
    .executeTakeFirst();
  if (course === undefined) throw new LmsError('functions/not-found', `No course "${input.courseId}".`);

  const origin: Pick<EnrollmentsTable, 'order_id'> & { source: EnrollmentSource } = {
    source: input.source,
    order_id: input.orderId ?? null,
  };
  const inserted = await db
    .insertInto('enrollments')
    .values({
      id: newId(),
      user_id: input.userId,
      course_id: input.courseId,
      progress: 0,
      completed: 0,
      created_at: now,
      updated_at: now,
      ...origin,
    })
    .onConflict((conflict) => conflict.columns(['user_id', 'course_id']).doNothing())
    .executeTakeFirst();
  const created = Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;

  let reopened = false;
  if (!created) {
    const result = await db
      .updateTable('enrollments')
      .set({ ...origin, ended_at: null, end_reason: null, updated_at: now })
      .where('user_id', '=', input.userId)
      .where('course_id', '=', input.courseId)
      .where('ended_at', 'is not', null)
      .executeTakeFirst();
    reopened = Number(result.numUpdatedRows) === 1;
  }
  if (created || reopened) {
    await recordActivity(db, { userId: input.userId, courseId: input.courseId, kind: 'enrolled', at: now });
  }
  return {
    enrollment: toEnrollment(await readEnrollment(db, input.userId, input.courseId)),
    created,
    reopened,
  };
}

export interface EndEnrollmentInput {
  userId: string;
  courseId: string;
  /** Why access ended, for the record (for example "refund"). */
  reason: string;
  /** When given, only an enrolment made by this order ends (a refund of an old order leaves a newer one alone). */
  orderId?: string;
  now?: number;
}

/**
 * Ends access to a course (a refund). The row and its progress stay, so enrolling again resumes where the learner
 * was. Idempotent: true only when this call ended an active enrolment.
 */
export async function endEnrollment(target: EnrollmentDb, input: EndEnrollmentInput): Promise<boolean> {
  const { db, now } = open(target, input.now);
  let update = db
    .updateTable('enrollments')
    .set({ ended_at: now, end_reason: input.reason.slice(0, 500), updated_at: now })
    .where('user_id', '=', input.userId)
    .where('course_id', '=', input.courseId)
    .where('ended_at', 'is', null);
  if (input.orderId !== undefined) update = update.where('order_id', '=', input.orderId);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
