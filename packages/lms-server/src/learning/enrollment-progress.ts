// Writing progress onto the enrolment. The statement itself keeps progress from going down (CASE instead of
// max()/greatest(), which the two databases spell differently) and never resets completed: whatever order two
// devices' requests arrive in, the stored value is the highest one computed.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface ProgressRaise {
  enrollmentId: string;
  /** Freshly computed percent, 0-100. */
  percent: number;
  now: number;
  /** The lesson the learner was in, with their clock; only a report at least as new moves the resume point. */
  lastLesson?: { id: string; at: number };
}

export interface StoredProgress {
  progress: number;
  completed: boolean;
}

export async function raiseEnrollmentProgress(
  db: Kysely<Database>,
  raise: ProgressRaise,
): Promise<StoredProgress> {
  const reachesEnd = raise.percent >= 100 ? 1 : 0;
  const progress = sql.ref('progress');
  let update = db
    .updateTable('enrollments')
    .set({
      progress: sql`case when ${progress} < ${raise.percent} then ${raise.percent} else ${progress} end`,
      completed: sql`case when ${sql.ref('completed')} = 1 or ${reachesEnd} = 1 then 1 else 0 end`,
      last_activity_at: raise.now,
      updated_at: raise.now,
    })
    .where('id', '=', raise.enrollmentId);
  if (raise.lastLesson !== undefined) {
    const { id, at } = raise.lastLesson;
    const newer = sql<boolean>`(${sql.ref('last_lesson_at')} is null or ${sql.ref('last_lesson_at')} <= ${at})`;
    update = update.set({
      last_lesson_id: sql`case when ${newer} then ${id} else ${sql.ref('last_lesson_id')} end`,
      last_lesson_at: sql`case when ${newer} then ${at} else ${sql.ref('last_lesson_at')} end`,
    });
  }
  const row = await update.returning(['progress', 'completed']).executeTakeFirstOrThrow();
  return { progress: row.progress, completed: row.completed === 1 };
}
