// An admin's retry of a recoverable survey-error group: each pending occurrence's kept answer is recorded again for
// the learner who sent it; a success (or finding it already answered) becomes/is a completion and the occurrence is
// done, its learner link cleared. When none is left pending, the group is resolved.
import { LmsError, surveySubmissionSchema } from '@lms/core';
import type { DomainContext } from '../context';
import { recordAnswers } from './answering';
import { RECOVERABLE_CODES, requireErrorGroup } from './survey-errors';
import type { SurveyErrorCode } from '@lms/core';

export async function retrySurveyError(ctx: DomainContext, groupId: string) {
  const group = await requireErrorGroup(ctx, groupId);
  if (!RECOVERABLE_CODES.has(group.code as SurveyErrorCode))
    throw new LmsError(
      'functions/invalid-argument',
      'These answers were refused as they are: a retry cannot help.',
      {
        reason: 'not-recoverable',
      },
    );
  const pending = await ctx.db
    .selectFrom('survey_error_events')
    .select(['id', 'payload', 'user_id'])
    .where('group_id', '=', groupId)
    .where('retried_at', 'is', null)
    .orderBy('at')
    .execute();
  let recorded = 0;
  let failed = 0;
  let lastFailure = '';
  for (const event of pending) {
    const submission = surveySubmissionSchema.safeParse(pick(JSON.parse(event.payload)));
    if (event.user_id === null || !submission.success) {
      failed += 1;
      lastFailure = 'The kept answer is incomplete.';
      continue;
    }
    try {
      await recordAnswers(ctx, event.user_id, submission.data, { ignoreDates: true, recordErrors: false });
      recorded += 1;
      await ctx.db
        .updateTable('survey_error_events')
        .set({ retried_at: ctx.now(), user_id: null })
        .where('id', '=', event.id)
        .execute();
    } catch (error) {
      failed += 1;
      lastFailure = error instanceof Error ? error.message : String(error);
    }
  }
  if (failed === 0)
    await ctx.db
      .updateTable('survey_error_groups')
      .set({ resolved_at: ctx.now() })
      .where('id', '=', groupId)
      .execute();
  const message =
    failed === 0
      ? `${recorded} answer(s) recorded.`
      : `${recorded} recorded, ${failed} still refused: ${lastFailure}`;
  return { recorded, failed, message };
}

function pick(payload: Record<string, unknown>) {
  return { surveyId: payload.surveyId, submissionId: payload.submissionId, answers: payload.answers };
}
