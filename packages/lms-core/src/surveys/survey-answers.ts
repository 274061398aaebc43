// The answering rules of surveys, shared by the domain (which records or refuses an answer) and the screens (which
// check before sending, so the learner sees the same message per question at once, even offline).
import type { SurveyAnswerValue, SurveyQuestion } from '../api/schemas/surveys';

/** Results of an anonymous survey stay hidden below this many answers, so nobody is recognised by elimination. */
export const SURVEY_ANONYMOUS_THRESHOLD = 5;
export const SURVEY_SHORT_TEXT_MAX = 200;
export const SURVEY_LONG_TEXT_MAX = 5000;

export type SurveyAnswers = Record<string, SurveyAnswerValue>;

/** Why an answer is refused; screens word it in the reader's language, `message` is the English sentence. */
export type SurveyProblemCode =
  | 'required'
  | 'unknown-question'
  | 'rating-range'
  | 'choose-one'
  | 'choose-among'
  | 'choose-once'
  | 'text'
  | 'one-line'
  | 'too-long';

export interface SurveyAnswerProblem {
  questionId: string;
  code: SurveyProblemCode;
  message: string;
  /** The numbers the message names (a rating's low and high, a text's maximum). */
  values?: Record<string, number>;
}

type Problem = Omit<SurveyAnswerProblem, 'questionId'>;

export interface SurveyAnswerCheck {
  /** The answers kept: one per question answered, trimmed, in the survey's order; empty optional ones left out. */
  answers: Record<string, number | string | string[]>;
  problems: SurveyAnswerProblem[];
}

const isEmpty = (value: SurveyAnswerValue | undefined): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const TEXT: Problem = { code: 'text', message: 'Write your answer as text.' };
const tooLong = (max: number): Problem => ({
  code: 'too-long',
  message: `Keep your answer under ${max} characters.`,
  values: { max },
});

/** The problem with one question's answer, or null when it is fine (an empty optional answer is fine). */
function problemOf(question: SurveyQuestion, value: SurveyAnswerValue): Problem | null {
  switch (question.kind) {
    case 'rating': {
      const low = question.scale === 10 ? 0 : 1;
      if (typeof value !== 'number' || !Number.isInteger(value) || value < low || value > question.scale)
        return {
          code: 'rating-range',
          message: `Choose a whole number from ${low} to ${question.scale}.`,
          values: { low, high: question.scale },
        };
      return null;
    }
    case 'single':
      return typeof value === 'string' && question.options.includes(value)
        ? null
        : { code: 'choose-one', message: 'Choose one of the options.' };
    case 'multiple':
      if (!Array.isArray(value) || value.some((option) => !question.options.includes(option)))
        return { code: 'choose-among', message: 'Choose among the options.' };
      return new Set(value).size === value.length
        ? null
        : { code: 'choose-once', message: 'Choose each option once.' };
    case 'short-text':
      if (typeof value !== 'string') return TEXT;
      if (/[\r\n]/.test(value)) return { code: 'one-line', message: 'Keep your answer on one line.' };
      return value.trim().length > SURVEY_SHORT_TEXT_MAX ? tooLong(SURVEY_SHORT_TEXT_MAX) : null;
    case 'long-text':
      if (typeof value !== 'string') return TEXT;
      return value.trim().length > SURVEY_LONG_TEXT_MAX ? tooLong(SURVEY_LONG_TEXT_MAX) : null;
  }
}

/** Checks every answer against its question: required ones given, each of the right kind, no unknown question. */
export function checkSurveyAnswers(
  questions: readonly SurveyQuestion[],
  given: Readonly<Record<string, SurveyAnswerValue | undefined>>,
): SurveyAnswerCheck {
  const problems: SurveyAnswerProblem[] = [];
  const answers: SurveyAnswerCheck['answers'] = {};
  const known = new Set(questions.map((question) => question.id));
  for (const questionId of Object.keys(given))
    if (!known.has(questionId))
      problems.push({ questionId, code: 'unknown-question', message: 'This question is not in the survey.' });
  for (const question of questions) {
    const value = given[question.id];
    if (isEmpty(value)) {
      if (question.required)
        problems.push({
          questionId: question.id,
          code: 'required',
          message: 'This question needs an answer.',
        });
      continue;
    }
    const problem = problemOf(question, value as SurveyAnswerValue);
    if (problem !== null) problems.push({ questionId: question.id, ...problem });
    else answers[question.id] = typeof value === 'string' ? value.trim() : (value as number | string[]);
  }
  return { answers, problems };
}

/** The values of a rating scale, lowest first. */
export function ratingValues(scale: 5 | 10): number[] {
  const low = scale === 10 ? 0 : 1;
  return Array.from({ length: scale - low + 1 }, (_, index) => low + index);
}

/** Net Promoter Score of 0-10 ratings: % of 9-10 minus % of 0-6, rounded; null without ratings. */
export function netPromoterScore(ratings: readonly number[]) {
  if (ratings.length === 0) return null;
  const promoters = ratings.filter((rating) => rating >= 9).length;
  const detractors = ratings.filter((rating) => rating <= 6).length;
  const passives = ratings.length - promoters - detractors;
  const score = Math.round(((promoters - detractors) / ratings.length) * 100);
  return { score, promoters, passives, detractors };
}

const STOP_WORDS = new Set(
  'the and for are but not you your with this that was were have has had its from they them our out all can very too'.split(
    ' ',
  ),
);

/** The most frequent words of text answers (3 letters or more, common English words left out), at most `limit`. */
export function wordCounts(texts: readonly string[], limit = 30): { label: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const word of text.toLocaleLowerCase().match(/[\p{L}\p{N}'-]{3,}/gu) ?? []) {
      if (STOP_WORDS.has(word)) continue;
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return [...counts]
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .slice(0, limit)
    .map(([label, count]) => ({ label, count }));
}

/** An answer as a CSV or table cell: choices joined with "; ". */
export function surveyAnswerText(value: number | string | string[] | undefined): string {
  if (value === undefined) return '';
  return Array.isArray(value) ? value.join('; ') : String(value);
}
