// Admins author surveys. A survey's course and lesson must exist (the lesson in that course). Once answered, a
// survey keeps its anonymity (switching would expose or orphan what was given under the other promise) and each
// kept question its kind (stored answers must stay readable); questions may be added, reworded or removed.
import {
  LmsError,
  surveyWebhookPath,
  type ParsedSurveyInput,
  type Survey,
  type SurveyListInput,
} from '@lms/core';
import type { DomainContext } from '../context';
import type { SurveysTable } from '../db/schema';
import { newId, randomToken } from '../platform/random';
import { questionsOf, requireSurvey, toSurvey, toSurveys } from './survey-records';

const ms = (time: string | null) => (time === null ? null : Date.parse(time));

async function checkPlace(ctx: DomainContext, input: ParsedSurveyInput): Promise<void> {
  if (input.courseId !== null) {
    const course = await ctx.db
      .selectFrom('courses')
      .select('id')
      .where('id', '=', input.courseId)
      .executeTakeFirst();
    if (course === undefined)
      throw new LmsError('functions/invalid-argument', 'That course does not exist.', {
        reason: 'no-course',
      });
  }
  if (input.placement === 'after-lesson' && input.lessonId !== null) {
    const lesson = await ctx.db
      .selectFrom('lessons')
      .select('id')
      .where('id', '=', input.lessonId)
      .where('course_id', '=', input.courseId ?? '')
      .executeTakeFirst();
    if (lesson === undefined)
      throw new LmsError('functions/invalid-argument', 'That lesson is not in the course.', {
        reason: 'no-lesson',
      });
  }
}

function columns(input: ParsedSurveyInput) {
  return {
    title: input.title,
    intro: input.intro,
    // An external survey is answered in the other tool: questions kept here would only show as unanswered.
    questions: JSON.stringify(input.externalUrl === null ? input.questions : []),
    anonymous: input.anonymous ? 1 : 0,
    opens_at: ms(input.opensAt),
    closes_at: ms(input.closesAt),
    placement: input.placement,
    course_id: input.courseId,
    lesson_id: input.placement === 'after-lesson' ? input.lessonId : null,
    required_to_complete: input.placement === 'standalone' ? 0 : input.requiredToComplete ? 1 : 0,
    repeatable: input.repeatable ? 1 : 0,
    external_url: input.externalUrl,
  } satisfies Partial<SurveysTable>;
}

export async function createSurvey(ctx: DomainContext, input: ParsedSurveyInput): Promise<Survey> {
  await checkPlace(ctx, input);
  const now = ctx.now();
  const id = newId();
  await ctx.db
    .insertInto('surveys')
    .values({ id, ...columns(input), created_at: now, updated_at: now })
    .execute();
  return toSurvey(ctx, await requireSurvey(ctx, id));
}

export async function updateSurvey(
  ctx: DomainContext,
  surveyId: string,
  input: ParsedSurveyInput,
): Promise<Survey> {
  const row = await requireSurvey(ctx, surveyId);
  await checkPlace(ctx, input);
  const answered = await ctx.db
    .selectFrom('survey_completions')
    .select('id')
    .where('survey_id', '=', surveyId)
    .limit(1)
    .executeTakeFirst();
  if (answered !== undefined) {
    if ((row.anonymous === 1) !== input.anonymous)
      throw new LmsError(
        'functions/invalid-argument',
        'This survey has answers: it cannot switch anonymity.',
        {
          reason: 'anonymity-locked',
        },
      );
    const kinds = new Map(questionsOf(row).map((question) => [question.id, question.kind]));
    const changed = input.questions.find((q) => kinds.has(q.id) && kinds.get(q.id) !== q.kind);
    if (changed !== undefined)
      throw new LmsError(
        'functions/invalid-argument',
        `"${changed.prompt}" has answers: it keeps its kind. Add a new question instead.`,
        { reason: 'kind-locked', questionId: changed.id },
      );
  }
  await ctx.db
    .updateTable('surveys')
    .set({ ...columns(input), updated_at: ctx.now() })
    .where('id', '=', surveyId)
    .execute();
  return toSurvey(ctx, await requireSurvey(ctx, surveyId));
}

export async function getSurvey(ctx: DomainContext, surveyId: string): Promise<Survey> {
  return toSurvey(ctx, await requireSurvey(ctx, surveyId));
}

export async function listSurveys(ctx: DomainContext, input: SurveyListInput) {
  let base = ctx.db.selectFrom('surveys');
  if (input.courseId !== undefined) base = base.where('course_id', '=', input.courseId);
  const { total } = await base
    .select(({ fn }) => fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize)
    .execute();
  return {
    items: await toSurveys(ctx, rows),
    total: Number(total),
    page: input.page,
    pageSize: input.pageSize,
  };
}

/** A new webhook secret for an external survey; the old one stops working at once. Shown only in this answer. */
export async function rotateWebhookSecret(ctx: DomainContext, surveyId: string) {
  const row = await requireSurvey(ctx, surveyId);
  if (row.external_url === null)
    throw new LmsError('functions/invalid-argument', 'Only an external survey has a webhook secret.', {
      reason: 'not-external',
    });
  // 32 random bytes: more than the 256 bits of HMAC-SHA256's own strength is pointless, fewer would weaken it.
  const secret = `lmsws_${randomToken(32)}`;
  await ctx.db
    .updateTable('surveys')
    .set({ webhook_secret: secret, updated_at: ctx.now() })
    .where('id', '=', surveyId)
    .execute();
  return { secret, webhookUrl: `${ctx.config.publicUrl}${surveyWebhookPath(surveyId)}` };
}
