// Learners read and answer surveys. Who may: anyone signed in for a standalone survey without a course; for a
// course's survey, learners enrolled in it (access not ended). One completion per learner and survey: the unique
// key decides, so a resent answer (offline queue, second tab) is "already-answered", never a second response. A
// repeatable survey records each new answer (completions.ts). Every refusal is recorded as a survey error first.
import {
  LmsError,
  checkSurveyAnswers,
  isLmsError,
  type SurveyErrorCode,
  type SurveySubmission,
  type SurveyToAnswer,
} from '@lms/core';
import type { Caller, DomainContext } from '../context';
import { newId } from '../platform/random';
import { claimCompletion, recordedAnswer } from './completions';
import { externalLinkFor } from './external-refs';
import { completeCourseAfterSurvey } from './required-surveys';
import { recordSurveyError } from './survey-errors';
import { findSurvey, iso, isoOrNull, questionsOf, surveyState, type SurveyRow } from './survey-records';

const DAY_MS = 86_400_000;

async function isEnrolled(ctx: DomainContext, userId: string, courseId: string): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('enrollments')
    .select('id')
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

async function mayAnswer(ctx: DomainContext, userId: string, row: SurveyRow): Promise<boolean> {
  return row.course_id === null || (await isEnrolled(ctx, userId, row.course_id));
}

async function completionOf(ctx: DomainContext, surveyId: string, userId: string) {
  return ctx.db
    .selectFrom('survey_completions')
    .select(['completed_at'])
    .where('survey_id', '=', surveyId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

async function toAnswerView(ctx: DomainContext, row: SurveyRow, userId: string): Promise<SurveyToAnswer> {
  return {
    id: row.id,
    title: row.title,
    intro: row.intro,
    questions: questionsOf(row),
    anonymous: row.anonymous === 1,
    placement: row.placement,
    courseId: row.course_id,
    lessonId: row.lesson_id,
    requiredToComplete: row.required_to_complete === 1,
    repeatable: row.repeatable === 1,
    externalUrl:
      row.external_url === null ? null : await externalLinkFor(ctx, row.id, row.external_url, userId),
    closesAt: isoOrNull(row.closes_at),
    state: surveyState(row, ctx.now()),
    answered: (await completionOf(ctx, row.id, userId)) !== undefined,
  };
}

/** Opening a survey counts the learner as reached (the response rate's denominator). */
async function markReached(ctx: DomainContext, surveyId: string, userId: string): Promise<void> {
  await ctx.db
    .insertInto('survey_reach')
    .values({ survey_id: surveyId, user_id: userId, first_at: ctx.now() })
    .onConflict((oc) => oc.columns(['survey_id', 'user_id']).doNothing())
    .execute();
}

export async function getSurveyToAnswer(ctx: DomainContext, caller: Caller, surveyId: string) {
  const row = await findSurvey(ctx, surveyId);
  // Another course's survey answers as an unknown one, so ids reveal nothing.
  if (row === undefined || !(await mayAnswer(ctx, caller.uid, row)))
    throw new LmsError('functions/not-found', 'There is no such survey.', { reason: 'no-survey' });
  await markReached(ctx, row.id, caller.uid);
  return toAnswerView(ctx, row, caller.uid);
}

export async function listCourseSurveys(ctx: DomainContext, caller: Caller, courseId: string) {
  if (!(await isEnrolled(ctx, caller.uid, courseId))) return { items: [] };
  const rows = await ctx.db
    .selectFrom('surveys')
    .selectAll()
    .where('course_id', '=', courseId)
    .where('placement', '!=', 'standalone')
    .orderBy('created_at')
    .execute();
  const items: SurveyToAnswer[] = [];
  for (const row of rows) {
    await markReached(ctx, row.id, caller.uid);
    items.push(await toAnswerView(ctx, row, caller.uid));
  }
  return { items };
}

interface RecordOptions {
  /** An admin's retry accepts a kept answer whatever the survey's dates say. */
  ignoreDates?: boolean;
  /** Record refusals as survey errors (not during a retry: the occurrence is already recorded). */
  recordErrors?: boolean;
}

type Outcome = { status: 'recorded' | 'already-answered'; completedAt: string };

/** Records one learner's answers, or refuses them (invalid-argument with a message per question, etc.). */
export async function recordAnswers(
  ctx: DomainContext,
  userId: string,
  submission: SurveySubmission,
  options: RecordOptions = {},
): Promise<Outcome> {
  const refuse = async (code: SurveyErrorCode, error: LmsError): Promise<never> => {
    if (options.recordErrors !== false)
      await recordSurveyError(ctx, {
        surveyId: submission.surveyId,
        code,
        message: error.message,
        payload: { ...submission },
        userId,
      });
    throw error;
  };
  const row = await findSurvey(ctx, submission.surveyId);
  if (row === undefined)
    return refuse(
      'unknown-survey',
      new LmsError('functions/not-found', 'There is no such survey.', { reason: 'no-survey' }),
    );
  const done = await recordedAnswer(ctx.db, row, userId, submission.submissionId);
  if (done !== undefined) return { status: 'already-answered', completedAt: iso(done) };
  if (!(await mayAnswer(ctx, userId, row)))
    return refuse(
      'not-enrolled',
      new LmsError(
        'functions/permission-denied',
        'Only learners enrolled in the course answer this survey.',
        {
          reason: 'not-enrolled',
        },
      ),
    );
  if (row.external_url !== null)
    return refuse(
      'invalid-answers',
      new LmsError('functions/invalid-argument', 'This survey is answered in another tool.', {
        reason: 'external-survey',
      }),
    );
  const state = surveyState(row, ctx.now());
  if (state !== 'open' && options.ignoreDates !== true)
    return refuse(
      'survey-closed',
      new LmsError(
        'functions/invalid-argument',
        state === 'closed' ? 'This survey is closed.' : 'This survey is not open yet.',
        { reason: state === 'closed' ? 'survey-closed' : 'survey-not-open' },
      ),
    );
  const checked = checkSurveyAnswers(questionsOf(row), submission.answers);
  if (checked.problems.length > 0) {
    const summary = checked.problems.map((problem) => `${problem.questionId}: ${problem.message}`).join(' ');
    return refuse(
      'invalid-answers',
      new LmsError('functions/invalid-argument', `Some answers need another look. ${summary}`, {
        reason: 'invalid-answers',
        questions: checked.problems,
      }),
    );
  }
  let outcome: Outcome;
  try {
    outcome = await store(ctx, row, userId, submission.submissionId, checked.answers);
  } catch (error) {
    if (isLmsError(error)) throw error;
    ctx.log.error({ err: error, surveyId: row.id }, 'survey answer not stored');
    return refuse(
      'storage-failure',
      new LmsError(
        'functions/unavailable',
        'Your answers could not be saved just now. They are kept; try again.',
        {
          reason: 'storage-failure',
        },
      ),
    );
  }
  if (outcome.status === 'recorded' && row.required_to_complete === 1)
    await completeCourseAfterSurvey(ctx, userId, row.course_id);
  return outcome;
}

/** The completion and the response in one transaction: both land or neither does. */
async function store(
  ctx: DomainContext,
  row: SurveyRow,
  userId: string,
  submissionId: string,
  answers: Record<string, unknown>,
): Promise<Outcome> {
  const now = ctx.now();
  const anonymous = row.anonymous === 1;
  const inserted = await ctx.db.transaction().execute(async (trx) => {
    const completionId = await claimCompletion(trx, {
      survey: row,
      userId,
      submissionId,
      completionId: newId(),
      now,
    });
    if (completionId === null) return false;
    await trx
      .insertInto('survey_responses')
      .values({
        id: newId(),
        survey_id: row.id,
        completion_id: anonymous ? null : completionId,
        answers: JSON.stringify(answers),
        // Anonymous: only the day, so the time cannot pair a response with its completion.
        submitted_at: anonymous ? Math.floor(now / DAY_MS) * DAY_MS : now,
      })
      .execute();
    await trx
      .insertInto('survey_reach')
      .values({ survey_id: row.id, user_id: userId, first_at: now })
      .onConflict((oc) => oc.columns(['survey_id', 'user_id']).doNothing())
      .execute();
    return true;
  });
  if (inserted) return { status: 'recorded', completedAt: iso(now) };
  const done = await recordedAnswer(ctx.db, row, userId, submissionId);
  return { status: 'already-answered', completedAt: iso(done ?? now) };
}

/** The browser gave up sending an answer: keep it as a recoverable survey error (unless it did arrive). */
export async function reportAnswerNotSent(
  ctx: DomainContext,
  caller: Caller,
  input: SurveySubmission & { reason: string; attempts: number },
) {
  const row = await findSurvey(ctx, input.surveyId);
  if (row === undefined) {
    // No answer to keep for a survey that does not exist: counted with the other unknown ids, then refused.
    const error = new LmsError('functions/not-found', 'There is no such survey.', { reason: 'no-survey' });
    await recordSurveyError(ctx, {
      surveyId: input.surveyId,
      code: 'unknown-survey',
      message: error.message,
      payload: { source: 'not-sent' },
      userId: caller.uid,
    });
    throw error;
  }
  if ((await recordedAnswer(ctx.db, row, caller.uid, input.submissionId)) !== undefined)
    return { status: 'already-answered' as const };
  await recordSurveyError(ctx, {
    surveyId: input.surveyId,
    code: 'not-sent',
    message: 'The browser could not send this answer after its retries.',
    payload: {
      surveyId: input.surveyId,
      submissionId: input.submissionId,
      answers: input.answers,
      reason: input.reason,
      attempts: input.attempts,
    },
    userId: caller.uid,
  });
  return { status: 'reported' as const };
}
