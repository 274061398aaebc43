// Every authoring change runs in one transaction that starts here: it bumps the course's updated_at (which also takes
// the row lock on PostgreSQL, so two admins' edits of one course run one after the other, and SQLite runs one writer
// at a time anyway) and, when the caller names the version it edited, refuses a stale write.
import { sql, type Kysely, type Transaction } from 'kysely';
import { LmsError } from '@lms/core';
import type { CourseRow, Database } from '../../db/schema';
import { toIso } from '../../catalogue/course-mapping';

export type Trx = Transaction<Database>;

/**
 * updated_at strictly increases with every change, even two changes in one millisecond: it is the version a client
 * sends back as expectedUpdatedAt, so two different versions must never share a value.
 */
const nextVersion = (now: number) =>
  sql<number>`case when ${sql.ref('updated_at')} >= ${now} then ${sql.ref('updated_at')} + 1 else ${now} end`;

/**
 * Bumps the course's version inside `trx` and returns the row as it now is. Not found when the course does not
 * exist; functions/aborted when `expectedUpdatedAt` (milliseconds) is not the stored version.
 */
export async function lockCourseForEdit(
  trx: Trx,
  courseId: string,
  now: number,
  expectedUpdatedAt?: number,
): Promise<CourseRow> {
  let update = trx
    .updateTable('courses')
    .set({ updated_at: nextVersion(now) })
    .where('id', '=', courseId);
  if (expectedUpdatedAt !== undefined) update = update.where('updated_at', '=', expectedUpdatedAt);
  const row = await update.returningAll().executeTakeFirst();
  if (row !== undefined) return row;

  const current = await trx
    .selectFrom('courses')
    .select(['updated_at', 'title'])
    .where('id', '=', courseId)
    .executeTakeFirst();
  if (current === undefined) throw new LmsError('functions/not-found', `No course "${courseId}".`);
  throw new LmsError(
    'functions/aborted',
    `"${current.title}" was changed by someone else at ${toIso(current.updated_at)}, after the version you edited ` +
      `(${toIso(expectedUpdatedAt ?? 0)}). Reload the course to see their changes, then make yours again.`,
    { reason: 'stale-version', currentUpdatedAt: toIso(current.updated_at) },
  );
}

/** Runs one authoring change atomically: everything it wrote is undone when it throws. */
export function inTransaction<T>(db: Kysely<Database>, work: (trx: Trx) => Promise<T>): Promise<T> {
  return db.transaction().execute(work);
}

/**
 * The course's estimated duration is the sum of its lessons' minutes, recomputed in the same transaction as every
 * lesson change so the catalogue never shows a duration that disagrees with the syllabus.
 */
export async function recomputeCourseDuration(trx: Trx, courseId: string): Promise<void> {
  await trx
    .updateTable('courses')
    .set((eb) => ({
      duration_minutes: eb.fn.coalesce(
        eb
          .selectFrom('lessons')
          .select((inner) => inner.fn.sum<number>('lessons.duration_minutes').as('total'))
          .where('lessons.course_id', '=', courseId),
        sql<number>`0`,
      ),
    }))
    .where('id', '=', courseId)
    .execute();
}
