// The external-survey webhook: a tool where a learner answered posts a notice signed with the survey's secret
// (wire format: @lms/core survey-webhook.ts; operators' guide: docs/surveys.md). Checked in this order: the survey
// is external and has a secret, the signature (HMAC-SHA256 through Web Crypto, compared in constant time), the
// timestamp within 5 minutes, the notice's shape, the learner's reference, then the notice id once per survey
// (a replay is refused). Every refusal is a survey error (payload without the signature) and a 4xx LmsError; an
// accepted notice records the learner's completion once, with no answers (those stay in the other tool).
import {
  LmsError,
  SURVEY_WEBHOOK_TOLERANCE_SECONDS,
  parseSurveyWebhookSignature,
  surveyWebhookNoticeSchema,
  surveyWebhookSignedText,
  type SurveyErrorCode,
} from '@lms/core';
import type { DomainContext } from '../context';
import { constantTimeEqual, newId, toHex } from '../platform/random';
import { claimCompletion } from './completions';
import { learnerOfRef } from './external-refs';
import { completeCourseAfterSurvey } from './required-surveys';
import { recordSurveyError } from './survey-errors';
import { findSurvey, iso } from './survey-records';

export interface SurveyWebhookRequest {
  surveyId: string;
  /** The X-LMS-Signature header as received. */
  signature: string | undefined;
  /** The body exactly as received: the signature covers these characters, not a re-serialised object. */
  rawBody: string;
}

export interface SurveyWebhookOutcome {
  status: 'recorded' | 'already-completed';
  completedAt: string;
}

async function hmacHex(secret: string, text: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return toHex(new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(text))));
}

/** The body for the error's payload: parsed when it is JSON, else its first characters. */
function payloadOf(rawBody: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(rawBody);
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) return { notice: parsed };
  } catch {
    // Not JSON: kept as text below.
  }
  return { body: rawBody.slice(0, 2000) };
}

export async function receiveSurveyWebhook(
  ctx: DomainContext,
  request: SurveyWebhookRequest,
): Promise<SurveyWebhookOutcome> {
  const refuse = async (
    code: SurveyErrorCode,
    error: LmsError,
    extra: Record<string, unknown> = {},
  ): Promise<never> => {
    await recordSurveyError(ctx, {
      surveyId: request.surveyId,
      code,
      message: error.message,
      payload: { source: 'webhook', ...payloadOf(request.rawBody), ...extra },
      userId: null,
    });
    throw error;
  };
  const survey = await findSurvey(ctx, request.surveyId);
  if (survey === undefined || survey.external_url === null)
    return refuse(
      'unknown-survey',
      new LmsError('functions/not-found', 'There is no external survey with this id.', {
        reason: 'no-survey',
      }),
    );
  if (survey.webhook_secret === null)
    return refuse(
      'bad-signature',
      new LmsError('functions/unauthenticated', 'This survey has no webhook secret yet.', {
        reason: 'no-secret',
      }),
    );
  const parsed = parseSurveyWebhookSignature(request.signature);
  if (parsed === null)
    return refuse(
      'bad-signature',
      new LmsError(
        'functions/unauthenticated',
        'The X-LMS-Signature header is missing or malformed (expected t=<seconds>,v1=<hex>).',
        { reason: 'bad-signature' },
      ),
    );
  const expected = await hmacHex(
    survey.webhook_secret,
    surveyWebhookSignedText(parsed.timestamp, request.rawBody),
  );
  if (!parsed.signatures.some((signature) => constantTimeEqual(signature, expected)))
    return refuse(
      'bad-signature',
      new LmsError('functions/unauthenticated', 'The signature does not match this notice.', {
        reason: 'bad-signature',
      }),
    );
  const now = ctx.now();
  if (Math.abs(now / 1000 - parsed.timestamp) > SURVEY_WEBHOOK_TOLERANCE_SECONDS)
    return refuse(
      'bad-signature',
      new LmsError(
        'functions/unauthenticated',
        "The signature's timestamp is more than 5 minutes away from the server's clock.",
        { reason: 'stale-timestamp' },
      ),
      { timestamp: parsed.timestamp },
    );
  const notice = surveyWebhookNoticeSchema.safeParse(payloadOf(request.rawBody).notice);
  if (!notice.success)
    return refuse(
      'invalid-notice',
      new LmsError('functions/invalid-argument', 'The notice needs an "id" and the learner\'s "ref".', {
        reason: 'invalid-notice',
      }),
    );
  const userId = await learnerOfRef(ctx, survey.id, notice.data.ref);
  if (userId === undefined)
    return refuse(
      'unknown-learner',
      new LmsError('functions/not-found', 'No learner of this survey has this reference.', {
        reason: 'unknown-learner',
      }),
    );
  const recorded = await ctx.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('survey_webhook_events')
      .values({ survey_id: survey.id, event_id: notice.data.id, received_at: now })
      .onConflict((oc) => oc.columns(['survey_id', 'event_id']).doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return null;
    const completionId = await claimCompletion(trx, {
      survey,
      userId,
      submissionId: `webhook:${notice.data.id}`.slice(0, 128),
      completionId: newId(),
      now,
    });
    await trx
      .insertInto('survey_reach')
      .values({ survey_id: survey.id, user_id: userId, first_at: now })
      .onConflict((oc) => oc.columns(['survey_id', 'user_id']).doNothing())
      .execute();
    return completionId !== null;
  });
  if (recorded === null)
    return refuse(
      'replayed-notice',
      new LmsError('functions/aborted', 'This notice was received before: a replay is not recorded again.', {
        reason: 'replayed',
      }),
    );
  if (recorded) {
    if (survey.required_to_complete === 1) await completeCourseAfterSurvey(ctx, userId, survey.course_id);
    return { status: 'recorded', completedAt: iso(now) };
  }
  const done = await ctx.db
    .selectFrom('survey_completions')
    .select('completed_at')
    .where('survey_id', '=', survey.id)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { status: 'already-completed', completedAt: iso(done.completed_at) };
}
