// The question the progress rule asks before a course completes, answered through the surveys manifest's
// "course-completion" hold (area.ts); required-surveys.ts has the rest of the rule.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Whether the learner still owes one of the course's required surveys. Runs in the caller's transaction. */
export async function requiredSurveysPending(
  db: Kysely<Database>,
  userId: string,
  courseId: string,
): Promise<boolean> {
  const pending = await db
    .selectFrom('surveys as s')
    .leftJoin('survey_completions as c', (join) =>
      join.onRef('c.survey_id', '=', 's.id').on('c.user_id', '=', userId),
    )
    .select('s.id')
    .where('s.course_id', '=', courseId)
    .where('s.required_to_complete', '=', 1)
    .where('s.placement', '!=', 'standalone')
    .where('c.id', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return pending !== undefined;
}
