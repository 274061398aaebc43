// Survey errors: every answer or completion notice that could not be recorded, kept with its reason so none is
// silently lost. Occurrences are grouped by survey, code and message (count, first and last seen); a new
// occurrence reopens a resolved group. The payload is what was sent, minus anything secret.
import type { SurveyErrorCode, SurveyErrorGroup, SurveyErrorListInput } from '@lms/core';
import { LmsError } from '@lms/core';
import type { DomainContext } from '../context';
import { newId } from '../platform/random';
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
  /** Kept only for recoverable codes, so a retry can record the completion. */
  userId: string | null;
}

const MAX_MESSAGE = 500;
const MAX_PAYLOAD = 20_000;
const SECRET_KEYS = /token|secret|password|signature|authorization/i;

function safePayload(payload: Record<string, unknown>): string {
  const text = JSON.stringify(payload, (key, value: unknown) =>
    SECRET_KEYS.test(key) ? '[removed]' : value,
  );
  return text.length > MAX_PAYLOAD ? JSON.stringify({ truncated: text.slice(0, MAX_PAYLOAD) }) : text;
}

/** Records one occurrence. Never throws: a failure to record is logged (the caller's refusal still goes out). */
export async function recordSurveyError(ctx: DomainContext, record: SurveyErrorRecord): Promise<void> {
  const now = ctx.now();
  const surveyId = record.surveyId.slice(0, 128);
  const message = record.message.slice(0, MAX_MESSAGE);
  const recoverable = RECOVERABLE_CODES.has(record.code);
  try {
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
        })
        .onConflict((oc) => oc.columns(['survey_id', 'code', 'message']).doNothing())
        .execute();
      const group = await trx
        .selectFrom('survey_error_groups')
        .select(['id', 'count'])
        .where('survey_id', '=', surveyId)
        .where('code', '=', record.code)
        .where('message', '=', message)
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('survey_error_groups')
        .set((eb) => ({ count: eb('count', '+', 1), last_seen: now, resolved_at: null }))
        .where('id', '=', group.id)
        .execute();
      await trx
        .insertInto('survey_error_events')
        .values({
          id: newId(),
          group_id: group.id,
          at: now,
          payload: safePayload(record.payload),
          user_id: recoverable ? record.userId : null,
          recoverable: recoverable ? 1 : 0,
          retried_at: null,
        })
        .execute();
    });
  } catch (error) {
    ctx.log.error({ err: error, surveyId, code: record.code }, 'survey error could not be recorded');
  }
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
      .select('title')
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
      lastPayload: last?.payload ?? '{}',
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
