// Survey errors: every answer or completion notice that could not be recorded, kept with its reason so none is
// silently lost. Occurrences are grouped by survey, code and message (count, first and last seen); a new
// occurrence reopens a resolved group. The payload is what was sent, minus anything secret.
import type { SurveyErrorCode, SurveyErrorGroup, SurveyErrorListInput } from '@lms/core';
import { LmsError } from '@lms/core';
import type { DomainContext } from '../context';
import { newId } from '../platform/random';
import { hitRateLimit, type RateLimitRule } from '../rate-limit';
import { payloadForAdmin, safePayload } from './survey-error-payload';
import { iso, isoOrNull } from './survey-records';

/** Codes whose kept answer may be recorded by a retry once the cause is gone. */
export const RECOVERABLE_CODES: ReadonlySet<SurveyErrorCode> = new Set([
  'not-sent',
  'storage-failure',
  'not-enrolled',
  'survey-closed',
]);

export interface SurveyErrorRecord {
  surveyId: string;
  code: SurveyErrorCode;
  message: string;
  payload: Record<string, unknown>;
  /**
   * Who sent it (null: the webhook, which anyone can call). Kept only for recoverable codes, so a retry can record
   * the completion; it also names whose limit the occurrence counts against.
   */
  userId: string | null;
}

/**
 * Refusals naming no survey share one group per message, under this survey id, and keep only the id sent: ids
 * anyone can make up must not each add a group with its 20 KB.
 */
export const UNKNOWN_SURVEY_KEY = '';
/** Occurrences kept per group besides recoverable ones (answers waiting for a retry); the group counts them all. */
export const KEPT_EVENTS_PER_GROUP = 20;
/** Occurrences recorded per sender (a learner, or the webhook of one survey id) per hour; past it only counted. */
export const RECORDED_PER_HOUR: RateLimitRule = { limit: 60, windowMs: 60 * 60 * 1000 };

const MAX_MESSAGE = 500;

/** Records one occurrence. Never throws: a failure to record is logged (the caller's refusal still goes out). */
export async function recordSurveyError(ctx: DomainContext, record: SurveyErrorRecord): Promise<void> {
  const now = ctx.now();
  const unknown = record.code === 'unknown-survey';
  const surveyId = unknown ? UNKNOWN_SURVEY_KEY : record.surveyId.slice(0, 128);
  const message = record.message.slice(0, MAX_MESSAGE);
  const recoverable = RECOVERABLE_CODES.has(record.code);
  const payload = unknown
    ? { source: record.payload.source ?? 'answer', surveyId: record.surveyId.slice(0, 128) }
    : record.payload;
  const group = { surveyId, code: record.code, message };
  try {
    const sender = record.userId === null ? `webhook:${surveyId}` : `user:${record.userId}`;
    const { allowed } = await hitRateLimit(ctx, `survey-errors:${sender}`, RECORDED_PER_HOUR);
    if (!allowed) {
      await countOnly(ctx, group, now);
      return;
    }
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('survey_error_groups')
        .values({
          id: newId(),
          survey_id: surveyId,
          code: record.code,
          message,
          count: 0,
          first_seen: now,
          last_seen: now,
          resolved_at: null,
        })
        .onConflict((oc) => oc.columns(['survey_id', 'code', 'message']).doNothing())
        .execute();
      const { id: groupId } = await trx
        .selectFrom('survey_error_groups')
        .select('id')
        .where('survey_id', '=', surveyId)
        .where('code', '=', record.code)
        .where('message', '=', message)
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('survey_error_groups')
        .set((eb) => ({ count: eb('count', '+', 1), last_seen: now, resolved_at: null }))
        .where('id', '=', groupId)
        .execute();
      await trx
        .insertInto('survey_error_events')
        .values({
          id: newId(),
          group_id: groupId,
          at: now,
          payload: safePayload(payload),
          user_id: recoverable ? record.userId : null,
          recoverable: recoverable ? 1 : 0,
          retried_at: null,
        })
        .execute();
      await trx
        .deleteFrom('survey_error_events')
        .where('group_id', '=', groupId)
        .where('recoverable', '=', 0)
        .where('id', 'not in', (eb) =>
          eb
            .selectFrom('survey_error_events as kept')
            .select('kept.id')
            .where('kept.group_id', '=', groupId)
            .where('kept.recoverable', '=', 0)
            .orderBy('kept.at', 'desc')
            .orderBy('kept.id', 'desc')
            .limit(KEPT_EVENTS_PER_GROUP),
        )
        .execute();
    });
  } catch (error) {
    ctx.log.error({ err: error, surveyId, code: record.code }, 'survey error could not be recorded');
  }
}

/** Past the sender's limit: the group that already exists counts the occurrence; nothing new is stored. */
async function countOnly(
  ctx: DomainContext,
  group: { surveyId: string; code: string; message: string },
  now: number,
): Promise<void> {
  await ctx.db
    .updateTable('survey_error_groups')
    .set((eb) => ({ count: eb('count', '+', 1), last_seen: now, resolved_at: null }))
    .where('survey_id', '=', group.surveyId)
    .where('code', '=', group.code)
    .where('message', '=', group.message)
    .execute();
  ctx.log.warn(
    { surveyId: group.surveyId, code: group.code },
    'survey error past its limit: counted, not kept',
  );
}

export async function listSurveyErrors(ctx: DomainContext, input: SurveyErrorListInput) {
  let base = ctx.db.selectFrom('survey_error_groups');
  if (input.status === 'open') base = base.where('resolved_at', 'is', null);
  if (input.status === 'resolved') base = base.where('resolved_at', 'is not', null);
  if (input.surveyId !== undefined) base = base.where('survey_id', '=', input.surveyId);
  const { total } = await base
    .select(({ fn }) => fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const groups = await base
    .selectAll()
    .orderBy('last_seen', 'desc')
    .orderBy('id')
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize)
    .execute();
  const items: SurveyErrorGroup[] = [];
  for (const group of groups) {
    const survey = await ctx.db
      .selectFrom('surveys')
      .select((eb) => [
        'title',
        'anonymous',
        eb
          .selectFrom('survey_responses')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('survey_responses.survey_id', '=', 'surveys.id')
          .as('responses'),
      ])
      .where('id', '=', group.survey_id)
      .executeTakeFirst();
    const last = await ctx.db
      .selectFrom('survey_error_events')
      .select(['payload', 'recoverable'])
      .where('group_id', '=', group.id)
      .orderBy('at', 'desc')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    const { pending } = await ctx.db
      .selectFrom('survey_error_events')
      .select(({ fn }) => fn.countAll<number>().as('pending'))
      .where('group_id', '=', group.id)
      .where('retried_at', 'is', null)
      .executeTakeFirstOrThrow();
    items.push({
      id: group.id,
      surveyId: group.survey_id,
      surveyTitle: survey?.title ?? null,
      code: group.code as SurveyErrorCode,
      message: group.message,
      count: Number(group.count),
      firstSeen: iso(group.first_seen),
      lastSeen: iso(group.last_seen),
      recoverable: RECOVERABLE_CODES.has(group.code as SurveyErrorCode),
      pending: Number(pending),
      resolvedAt: isoOrNull(group.resolved_at),
      lastPayload: payloadForAdmin(
        last?.payload ?? '{}',
        survey && { anonymous: Number(survey.anonymous), responses: Number(survey.responses ?? 0) },
      ),
    });
  }
  return { items, total: Number(total), page: input.page, pageSize: input.pageSize };
}

export async function requireErrorGroup(ctx: DomainContext, groupId: string) {
  const group = await ctx.db
    .selectFrom('survey_error_groups')
    .selectAll()
    .where('id', '=', groupId)
    .executeTakeFirst();
  if (group === undefined)
    throw new LmsError('functions/not-found', 'There is no such survey error.', { reason: 'no-error' });
  return group;
}

export async function resolveSurveyError(ctx: DomainContext, groupId: string) {
  await requireErrorGroup(ctx, groupId);
  const now = ctx.now();
  await ctx.db
    .updateTable('survey_error_groups')
    .set({ resolved_at: now })
    .where('id', '=', groupId)
    .execute();
  return { resolvedAt: iso(now) };
}
