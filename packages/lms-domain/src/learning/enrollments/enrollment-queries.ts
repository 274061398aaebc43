// Reading enrolments (spec section 7: "query enrollments where user_id equals the current user").
import type { Kysely } from 'kysely';
import type { Enrollment } from '@lms/core';
import { compiledOnce } from '../../db/compiled-once';
import type { Database, EnrollmentRow } from '../../db/schema';

/** The columns the contract's enrolment shows. */
const ENROLLMENT_COLUMNS = [
  'id',
  'user_id',
  'course_id',
  'progress',
  'completed',
  'created_at',
  'updated_at',
] as const;

export function toEnrollment(row: Pick<EnrollmentRow, (typeof ENROLLMENT_COLUMNS)[number]>): Enrollment {
  return {
    id: row.id,
    user_id: row.user_id,
    course_id: row.course_id,
    progress: row.progress,
    completed: row.completed === 1,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

const activeEnrollmentsOf = compiledOnce(
  (db, uid: string) =>
    db
      .selectFrom('enrollments')
      // Only what the answer shows: the whole row costs half as much again to read (the dashboard asks often).
      .select(ENROLLMENT_COLUMNS)
      .where('user_id', '=', uid)
      .where('ended_at', 'is', null)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'asc'),
  1,
);

/**
 * The user's active enrolments, most recent first (the dashboard shows the latest course on top). An ended one
 * (refund) is left out: guard rule 4 and the progress-cache cleanup must not count it. Compiled once
 * (db/compiled-once.ts): the dashboard and "my enrolments" ask often.
 */
export async function listEnrollmentsOfUser(db: Kysely<Database>, uid: string): Promise<Enrollment[]> {
  const { rows } = await activeEnrollmentsOf(db, uid);
  return rows.map(toEnrollment);
}
