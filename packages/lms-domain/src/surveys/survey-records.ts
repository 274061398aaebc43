// Survey rows to the contract's shapes, and the look-ups every survey module needs. PostgreSQL returns bigint
// columns and counts as strings, hence Number() around them.
import type { Selectable } from 'kysely';
import { LmsError, type Survey, type SurveyQuestion } from '@lms/core';
import type { DomainContext } from '../context';
import type { SurveysTable } from '../db/schema';

export type SurveyRow = Selectable<SurveysTable>;

export const iso = (at: number | string) => new Date(Number(at)).toISOString();
export const isoOrNull = (at: number | string | null) => (at === null ? null : iso(at));

export function questionsOf(row: SurveyRow): SurveyQuestion[] {
  return JSON.parse(row.questions) as SurveyQuestion[];
}

export async function findSurvey(ctx: DomainContext, surveyId: string): Promise<SurveyRow | undefined> {
  return ctx.db.selectFrom('surveys').selectAll().where('id', '=', surveyId).executeTakeFirst();
}

export async function requireSurvey(ctx: DomainContext, surveyId: string): Promise<SurveyRow> {
  const row = await findSurvey(ctx, surveyId);
  if (row === undefined)
    throw new LmsError('functions/not-found', 'There is no such survey.', { reason: 'no-survey' });
  return row;
}

/** Completions and reached learners per survey, for the list and the results. */
export async function surveyCounts(
  ctx: DomainContext,
  surveyIds: string[],
): Promise<Map<string, { responses: number; reached: number }>> {
  const counts = new Map<string, { responses: number; reached: number }>();
  if (surveyIds.length === 0) return counts;
  for (const id of surveyIds) counts.set(id, { responses: 0, reached: 0 });
  const completions = await ctx.db
    .selectFrom('survey_completions')
    .select(({ fn }) => ['survey_id', fn.countAll<number>().as('n')])
    .where('survey_id', 'in', surveyIds)
    .groupBy('survey_id')
    .execute();
  for (const row of completions) counts.get(row.survey_id)!.responses = Number(row.n);
  const reached = await ctx.db
    .selectFrom('survey_reach')
    .select(({ fn }) => ['survey_id', fn.countAll<number>().as('n')])
    .where('survey_id', 'in', surveyIds)
    .groupBy('survey_id')
    .execute();
  for (const row of reached) counts.get(row.survey_id)!.reached = Number(row.n);
  return counts;
}

export async function toSurvey(ctx: DomainContext, row: SurveyRow): Promise<Survey> {
  return (await toSurveys(ctx, [row]))[0]!;
}

export async function toSurveys(ctx: DomainContext, rows: SurveyRow[]): Promise<Survey[]> {
  const counts = await surveyCounts(
    ctx,
    rows.map((row) => row.id),
  );
  const courseIds = [...new Set(rows.flatMap((row) => (row.course_id === null ? [] : [row.course_id])))];
  const titles = new Map<string, string>();
  if (courseIds.length > 0) {
    const courses = await ctx.db
      .selectFrom('courses')
      .select(['id', 'title'])
      .where('id', 'in', courseIds)
      .execute();
    for (const course of courses) titles.set(course.id, course.title);
  }
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    intro: row.intro,
    questions: questionsOf(row),
    anonymous: row.anonymous === 1,
    opensAt: isoOrNull(row.opens_at),
    closesAt: isoOrNull(row.closes_at),
    placement: row.placement,
    courseId: row.course_id,
    courseTitle: row.course_id === null ? null : (titles.get(row.course_id) ?? null),
    lessonId: row.lesson_id,
    requiredToComplete: row.required_to_complete === 1,
    repeatable: row.repeatable === 1,
    externalUrl: row.external_url,
    hasWebhookSecret: row.webhook_secret !== null,
    responseCount: counts.get(row.id)?.responses ?? 0,
    reachedCount: counts.get(row.id)?.reached ?? 0,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  }));
}

/** open, not yet open or closed at `now`. */
export function surveyState(row: SurveyRow, now: number): 'open' | 'not-open' | 'closed' {
  if (row.opens_at !== null && now < Number(row.opens_at)) return 'not-open';
  if (row.closes_at !== null && now >= Number(row.closes_at)) return 'closed';
  return 'open';
}
