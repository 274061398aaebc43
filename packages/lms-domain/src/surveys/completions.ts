// A learner's completion of a survey, claimed inside the transaction that records the answer (answering.ts) or the
// webhook notice (webhook.ts). One completion row per learner and survey either way; a repeatable survey also claims
// the answer's submission id in survey_attempts, so a new answer counts again and a resent one does not.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { SurveyRow } from './survey-records';

interface Claim {
  survey: Pick<SurveyRow, 'id' | 'repeatable'>;
  userId: string;
  submissionId: string;
  /** The id a new completion row gets. */
  completionId: string;
  now: number;
}

/** The completion's id when this answer counts (a first answer, or a new one to a repeatable survey); else null. */
export async function claimCompletion(trx: Transaction<Database>, claim: Claim): Promise<string | null> {
  const { survey, userId, submissionId, completionId, now } = claim;
  const row = { id: completionId, survey_id: survey.id, user_id: userId, submission_id: submissionId };
  if (survey.repeatable !== 1) {
    const inserted = await trx
      .insertInto('survey_completions')
      .values({ ...row, completed_at: now })
      .onConflict((oc) => oc.columns(['survey_id', 'user_id']).doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1 ? completionId : null;
  }
  const attempt = await trx
    .insertInto('survey_attempts')
    .values({ survey_id: survey.id, user_id: userId, submission_id: submissionId, completed_at: now })
    .onConflict((oc) => oc.columns(['survey_id', 'user_id', 'submission_id']).doNothing())
    .executeTakeFirst();
  if (Number(attempt.numInsertedOrUpdatedRows ?? 0) === 0) return null;
  // completed_at and submission_id stay the first answer's; each answer's are in survey_attempts. RETURNING gives
  // the row's id whether it was inserted or updated (SQLite and PostgreSQL alike).
  const completion = await trx
    .insertInto('survey_completions')
    .values({ ...row, completed_at: now })
    .onConflict((oc) =>
      oc.columns(['survey_id', 'user_id']).doUpdateSet((eb) => ({
        attempts: eb('survey_completions.attempts', '+', 1),
      })),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return completion.id;
}

/** When this answer was recorded already (resent): its completion time; undefined when it is a new answer. */
export async function recordedAnswer(
  db: Kysely<Database>,
  survey: Pick<SurveyRow, 'id' | 'repeatable'>,
  userId: string,
  submissionId: string,
): Promise<number | undefined> {
  const completion = db
    .selectFrom('survey_completions')
    .select('completed_at')
    .where('survey_id', '=', survey.id)
    .where('user_id', '=', userId);
  const row =
    survey.repeatable === 1
      ? // This answer's attempt, or the first answer given before the survey became repeatable (no attempt row).
        await db
          .selectFrom('survey_attempts')
          .select('completed_at')
          .where('survey_id', '=', survey.id)
          .where('user_id', '=', userId)
          .where('submission_id', '=', submissionId)
          .union(completion.where('submission_id', '=', submissionId))
          .executeTakeFirst()
      : // Not repeatable: any completion is this learner's one answer.
        await completion.executeTakeFirst();
  return row === undefined ? undefined : Number(row.completed_at);
}
