// SQL for lesson_progress. Every write only moves a learner forward: first times are kept, the watched share is
// a maximum, the video position is the newest by the learner's clock, and completion is set once. So replaying
// an event, or two devices reporting in any order, ends in the same state.
import { sql, type Kysely, type Selectable } from 'kysely';
import type { LessonCompletionState } from '@lms/core';
import { compiledOnce } from '../db/compiled-once';
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

const progressRows = compiledOnce(
  (db, userId: string, courseId: string) =>
    db
      .selectFrom('lesson_progress')
      .selectAll()
      .where('user_id', '=', userId)
      .where('course_id', '=', courseId),
  2,
);

export async function progressRowsOf(
  db: Kysely<Database>,
  userId: string,
  courseId: string,
): Promise<LessonProgressRow[]> {
  return (await progressRows(db, userId, courseId)).rows;
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

const newerPosition = sql<boolean>`${incoming('position_at')} is not null and (${existing('position_at')} is null or ${incoming('position_at')} >= ${existing('position_at')})`;

const upsertProgress = compiledOnce(
  (
    db,
    userId: string,
    lessonId: string,
    courseId: string,
    viewedAt: number | null,
    fileOpenedAt: number | null,
    quizPassedAt: number | null,
    watchedPercent: number,
    positionSeconds: number | null,
    positionAt: number | null,
    now: number,
  ) =>
    db
      .insertInto('lesson_progress')
      .values({
        user_id: userId,
        lesson_id: lessonId,
        course_id: courseId,
        viewed_at: viewedAt,
        file_opened_at: fileOpenedAt,
        quiz_passed_at: quizPassedAt,
        watched_percent: watchedPercent,
        position_seconds: positionSeconds,
        position_at: positionAt,
        completed_at: null,
        updated_at: now,
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
      .returningAll(),
  10,
);

/**
 * Adds what an event or attempt tells about a lesson to the learner's row; returns the merged row. Compiled once
 * (db/compiled-once.ts), as is the rest of a progress update's hot path.
 */
export async function mergeLessonProgress(
  db: Kysely<Database>,
  facts: LessonFacts,
): Promise<LessonProgressRow> {
  const { rows } = await upsertProgress(
    db,
    facts.userId,
    facts.lessonId,
    facts.courseId,
    facts.viewedAt ?? null,
    facts.fileOpenedAt ?? null,
    facts.quizPassedAt ?? null,
    facts.watchedPercent ?? 0,
    facts.position?.seconds ?? null,
    facts.position?.at ?? null,
    facts.now,
  );
  const [merged] = rows;
  if (merged === undefined) throw new Error('The lesson_progress upsert returned no row');
  return merged;
}

const completeLesson = compiledOnce(
  (db, userId: string, lessonId: string, at: number) =>
    db
      .updateTable('lesson_progress')
      .set({ completed_at: at })
      .where('user_id', '=', userId)
      .where('lesson_id', '=', lessonId)
      .where('completed_at', 'is', null),
  3,
);

/** Marks a lesson completed unless it already is; true when this call completed it. */
export async function markLessonCompleted(
  db: Kysely<Database>,
  userId: string,
  lessonId: string,
  at: number,
): Promise<boolean> {
  const result = await completeLesson(db, userId, lessonId, at);
  return Number(result.numAffectedRows ?? 0) === 1;
}
