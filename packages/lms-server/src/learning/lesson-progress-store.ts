// SQL for lesson_progress. Every write only moves a learner forward: first times are kept, the watched share is
// a maximum, the video position is the newest by the learner's clock, and completion is set once. So replaying
// an event, or two devices reporting in any order, ends in the same state.
import { sql, type Kysely, type Selectable } from 'kysely';
import type { LessonCompletionState } from '@lms/core';
import type { Database, LessonProgressTable } from '../db/schema';

export type LessonProgressRow = Selectable<LessonProgressTable>;

export interface LessonFacts {
  userId: string;
  courseId: string;
  lessonId: string;
  viewedAt?: number;
  fileOpenedAt?: number;
  quizPassedAt?: number;
  watchedPercent?: number;
  /** A video position and the learner's clock when it was reported. */
  position?: { seconds: number; at: number };
  now: number;
}

export async function progressRowsOf(
  db: Kysely<Database>,
  userId: string,
  courseId: string,
): Promise<LessonProgressRow[]> {
  return db
    .selectFrom('lesson_progress')
    .selectAll()
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .execute();
}

export function completedLessonIds(rows: readonly LessonProgressRow[]): string[] {
  return rows.filter((row) => row.completed_at !== null).map((row) => row.lesson_id);
}

export function completionStateOf(row: LessonProgressRow): LessonCompletionState {
  return {
    viewed: row.viewed_at !== null,
    fileOpened: row.file_opened_at !== null,
    quizPassed: row.quiz_passed_at !== null,
    watchedPercent: row.watched_percent,
  };
}

const existing = (column: keyof LessonProgressTable) => sql.ref(`lesson_progress.${column}`);
const incoming = (column: keyof LessonProgressTable) => sql.ref(`excluded.${column}`);

/** Adds what an event or attempt tells about a lesson to the learner's row; returns the merged row. */
export async function mergeLessonProgress(
  db: Kysely<Database>,
  facts: LessonFacts,
): Promise<LessonProgressRow> {
  const newerPosition = sql<boolean>`${incoming('position_at')} is not null and (${existing('position_at')} is null or ${incoming('position_at')} >= ${existing('position_at')})`;
  return db
    .insertInto('lesson_progress')
    .values({
      user_id: facts.userId,
      lesson_id: facts.lessonId,
      course_id: facts.courseId,
      viewed_at: facts.viewedAt ?? null,
      file_opened_at: facts.fileOpenedAt ?? null,
      quiz_passed_at: facts.quizPassedAt ?? null,
      watched_percent: facts.watchedPercent ?? 0,
      position_seconds: facts.position?.seconds ?? null,
      position_at: facts.position?.at ?? null,
      completed_at: null,
      updated_at: facts.now,
    })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'lesson_id']).doUpdateSet({
        viewed_at: sql`coalesce(${existing('viewed_at')}, ${incoming('viewed_at')})`,
        file_opened_at: sql`coalesce(${existing('file_opened_at')}, ${incoming('file_opened_at')})`,
        quiz_passed_at: sql`coalesce(${existing('quiz_passed_at')}, ${incoming('quiz_passed_at')})`,
        watched_percent: sql`case when ${incoming('watched_percent')} > ${existing('watched_percent')} then ${incoming('watched_percent')} else ${existing('watched_percent')} end`,
        position_seconds: sql`case when ${newerPosition} then ${incoming('position_seconds')} else ${existing('position_seconds')} end`,
        position_at: sql`case when ${newerPosition} then ${incoming('position_at')} else ${existing('position_at')} end`,
        updated_at: sql`${incoming('updated_at')}`,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Marks a lesson completed unless it already is; true when this call completed it. */
export async function markLessonCompleted(
  db: Kysely<Database>,
  userId: string,
  lessonId: string,
  at: number,
): Promise<boolean> {
  const result = await db
    .updateTable('lesson_progress')
    .set({ completed_at: at })
    .where('user_id', '=', userId)
    .where('lesson_id', '=', lessonId)
    .where('completed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
