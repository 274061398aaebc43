// SQL for quiz_attempts: every attempt is kept with its answers, so a learner's history and an admin's later
// review see exactly what was submitted.
import { newId } from '../platform/random';
import type { Kysely } from 'kysely';
import type { QuizAnswer } from '@lms/core';
import { compiledOnce } from '../db/compiled-once';
import type { Database } from '../db/schema';

export interface QuizStats {
  attempts: number;
  bestScorePercent: number;
}

export interface NewAttempt {
  userId: string;
  courseId: string;
  lessonId: string;
  answers: readonly QuizAnswer[];
  scorePercent: number;
  passed: boolean;
  submittedAt: number;
}

/** Stores the attempt; returns its id and its number among the learner's attempts at this quiz (1 = first). */
export async function insertAttempt(
  db: Kysely<Database>,
  attempt: NewAttempt,
): Promise<{ id: string; attemptNumber: number }> {
  const id = newId();
  await db
    .insertInto('quiz_attempts')
    .values({
      id,
      user_id: attempt.userId,
      course_id: attempt.courseId,
      lesson_id: attempt.lessonId,
      answers: JSON.stringify(attempt.answers),
      score_percent: attempt.scorePercent,
      passed: attempt.passed ? 1 : 0,
      submitted_at: attempt.submittedAt,
    })
    .execute();
  const { count } = await db
    .selectFrom('quiz_attempts')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', attempt.userId)
    .where('lesson_id', '=', attempt.lessonId)
    .executeTakeFirstOrThrow();
  return { id, attemptNumber: Number(count) };
}

const quizStats = compiledOnce(
  (db, userId: string, courseId: string) =>
    db
      .selectFrom('quiz_attempts')
      .select((eb) => [
        'lesson_id',
        eb.fn.countAll<number>().as('attempts'),
        eb.fn.max('score_percent').as('best'),
      ])
      .where('user_id', '=', userId)
      .where('course_id', '=', courseId)
      .groupBy('lesson_id'),
  2,
);

/** Attempts and best score per quiz lesson of a course, for one learner; every progress update reads them. */
export async function quizStatsOf(
  db: Kysely<Database>,
  userId: string,
  courseId: string,
): Promise<Map<string, QuizStats>> {
  const { rows } = await quizStats(db, userId, courseId);
  return new Map(
    rows.map((row) => [
      row.lesson_id,
      { attempts: Number(row.attempts), bestScorePercent: Number(row.best) },
    ]),
  );
}
