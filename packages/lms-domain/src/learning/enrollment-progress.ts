// Writing progress onto the enrolment. The statement itself keeps progress from going down (CASE instead of
// max()/greatest(), which the two databases spell differently) and never resets completed: whatever order two
// devices' requests arrive in, the stored value is the highest one computed.
import { sql, type Kysely } from 'kysely';
import { compiledOnce } from '../db/compiled-once';
import type { Database } from '../db/schema';

export interface ProgressRaise {
  enrollmentId: string;
  /** Freshly computed percent, 0-100. */
  percent: number;
  now: number;
  /** The lesson the learner was in, with their clock; only a report at least as new moves the resume point. */
  lastLesson: { id: string; at: number };
  /** False while a survey required to complete the course is unanswered: 100 % then does not complete it. */
  mayComplete?: boolean;
}

export interface StoredProgress {
  progress: number;
  completed: boolean;
}

const progressRef = sql.ref('progress');
const newerLesson = (at: number) =>
  sql<boolean>`(${sql.ref('last_lesson_at')} is null or ${sql.ref('last_lesson_at')} <= ${at})`;

/** Compiled once (db/compiled-once.ts): every progress update and quiz attempt runs it. */
const raiseProgress = compiledOnce(
  (
    db,
    enrollmentId: string,
    percent: number,
    reachesEnd: number,
    now: number,
    lessonId: string,
    at: number,
  ) =>
    db
      .updateTable('enrollments')
      .set({
        progress: sql`case when ${progressRef} < ${percent} then ${percent} else ${progressRef} end`,
        completed: sql`case when ${sql.ref('completed')} = 1 or ${reachesEnd} = 1 then 1 else 0 end`,
        last_activity_at: now,
        updated_at: now,
        last_lesson_id: sql`case when ${newerLesson(at)} then ${lessonId} else ${sql.ref('last_lesson_id')} end`,
        last_lesson_at: sql`case when ${newerLesson(at)} then ${at} else ${sql.ref('last_lesson_at')} end`,
      })
      .where('id', '=', enrollmentId)
      .returning(['progress', 'completed']),
  6,
);

export async function raiseEnrollmentProgress(
  db: Kysely<Database>,
  raise: ProgressRaise,
): Promise<StoredProgress> {
  const reachesEnd = raise.percent >= 100 && raise.mayComplete !== false ? 1 : 0;
  const { enrollmentId, percent, now, lastLesson } = raise;
  const { rows } = await raiseProgress(
    db,
    enrollmentId,
    percent,
    reachesEnd,
    now,
    lastLesson.id,
    lastLesson.at,
  );
  const [row] = rows;
  if (row === undefined) throw new Error(`No enrolment ${enrollmentId} to raise the progress of`);
  return { progress: row.progress, completed: row.completed === 1 };
}
