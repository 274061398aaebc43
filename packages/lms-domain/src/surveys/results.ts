// What admins read of a survey's answers: counts and rate, each question's distribution (NPS for 0-10, word list
// for text), the answers table of named surveys, and the CSV. Anonymous surveys show nothing below the threshold,
// and no operation or export puts an identity beside an anonymous answer.
import {
  LmsError,
  SURVEY_ANONYMOUS_THRESHOLD,
  netPromoterScore,
  ratingValues,
  surveyAnswerText,
  toCsv,
  wordCounts,
  type SurveyQuestion,
  type SurveyQuestionResult,
  type SurveyResults,
} from '@lms/core';
import type { DomainContext } from '../context';
import { iso, questionsOf, requireSurvey, toSurvey, type SurveyRow } from './survey-records';

type Answer = number | string | string[];
type Filters = { surveyId: string; from?: string; to?: string };

const DAY_MS = 86_400_000;
const ANSWER_ROWS_SHOWN = 200;

function responsesQuery(ctx: DomainContext, filters: Filters) {
  let query = ctx.db
    .selectFrom('survey_responses')
    .where('survey_responses.survey_id', '=', filters.surveyId);
  if (filters.from !== undefined) query = query.where('submitted_at', '>=', Date.parse(filters.from));
  if (filters.to !== undefined) query = query.where('submitted_at', '<', Date.parse(filters.to) + DAY_MS);
  return query;
}

function resultOf(question: SurveyQuestion, answers: Answer[]): SurveyQuestionResult {
  const base = {
    questionId: question.id,
    kind: question.kind,
    prompt: question.prompt,
    answered: answers.length,
  };
  const tally = (labels: string[], hits: string[]) =>
    labels.map((label) => ({ label, count: hits.filter((hit) => hit === label).length }));
  switch (question.kind) {
    case 'rating': {
      const ratings = answers.filter((a): a is number => typeof a === 'number');
      return {
        ...base,
        distribution: tally(ratingValues(question.scale).map(String), ratings.map(String)),
        nps: question.scale === 10 ? netPromoterScore(ratings) : null,
        words: [],
      };
    }
    case 'single':
    case 'multiple':
      return {
        ...base,
        distribution: tally(question.options, answers.flat().map(String)),
        nps: null,
        words: [],
      };
    default:
      return { ...base, distribution: [], nps: null, words: wordCounts(answers.map(String)) };
  }
}

async function namedRows(ctx: DomainContext, filters: Filters, limit: number | null) {
  let query = responsesQuery(ctx, filters)
    .innerJoin('survey_completions', 'survey_completions.id', 'survey_responses.completion_id')
    .leftJoin('users', 'users.uid', 'survey_completions.user_id')
    .select([
      'survey_responses.answers',
      'survey_responses.submitted_at',
      'users.email',
      'users.display_name',
    ])
    .orderBy('survey_responses.submitted_at', 'desc')
    .orderBy('survey_responses.id');
  if (limit !== null) query = query.limit(limit);
  return (await query.execute()).map((row) => ({
    completedAt: iso(row.submitted_at),
    learnerName: row.display_name ?? '',
    learnerEmail: row.email ?? '',
    answers: JSON.parse(row.answers) as Record<string, Answer>,
  }));
}

export async function surveyResults(ctx: DomainContext, filters: Filters): Promise<SurveyResults> {
  const row = await requireSurvey(ctx, filters.surveyId);
  const survey = await toSurvey(ctx, row);
  const stored = await responsesQuery(ctx, filters).select('answers').execute();
  const responses = stored.map((r) => JSON.parse(r.answers) as Record<string, Answer>);
  const responseCount = responses.length;
  const withheld = row.anonymous === 1 && responseCount < SURVEY_ANONYMOUS_THRESHOLD;
  const questions = questionsOf(row);
  const answerRows =
    row.anonymous === 1 || withheld ? null : await namedRows(ctx, filters, ANSWER_ROWS_SHOWN);
  return {
    survey,
    responseCount,
    reachedCount: survey.reachedCount,
    responseRate:
      survey.reachedCount === 0 ? null : Math.round((survey.responseCount / survey.reachedCount) * 100),
    withheld,
    questions: withheld
      ? []
      : questions.map((q) =>
          resultOf(
            q,
            responses.flatMap((r) => (r[q.id] === undefined ? [] : [r[q.id] as Answer])),
          ),
        ),
    answers:
      answerRows?.map((answer) => ({
        ...answer,
        answers: Object.fromEntries(
          Object.entries(answer.answers).map(([id, value]) => [id, surveyAnswerText(value)]),
        ),
      })) ?? null,
  };
}

export async function exportSurveyCsv(ctx: DomainContext, filters: Filters) {
  const row: SurveyRow = await requireSurvey(ctx, filters.surveyId);
  const questions = questionsOf(row);
  const prompts = questions.map((q) => q.prompt);
  const cells = (answers: Record<string, Answer>) => questions.map((q) => surveyAnswerText(answers[q.id]));
  let header: string[];
  let rows: string[][];
  if (row.anonymous === 1) {
    // Day only, rows by day then by random id: neither the order nor a time pairs a row with a completion.
    const stored = await responsesQuery(ctx, filters)
      .select(['answers', 'submitted_at'])
      .orderBy('submitted_at')
      .orderBy('id')
      .execute();
    if (stored.length < SURVEY_ANONYMOUS_THRESHOLD)
      throw new LmsError(
        'functions/invalid-argument',
        `An anonymous survey's answers are exported from ${SURVEY_ANONYMOUS_THRESHOLD} responses on.`,
        { reason: 'below-threshold' },
      );
    header = ['Day', ...prompts];
    rows = stored.map((r) => [iso(r.submitted_at).slice(0, 10), ...cells(JSON.parse(r.answers))]);
  } else {
    header = ['Completed', 'Learner', 'E-mail', ...prompts];
    rows = (await namedRows(ctx, filters, null)).map((r) => [
      r.completedAt,
      r.learnerName,
      r.learnerEmail,
      ...cells(r.answers),
    ]);
  }
  const slug =
    row.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'survey';
  return { fileName: `${slug}-answers.csv`, csv: toCsv(header, rows), rows: rows.length };
}
