// Scoring a quiz attempt. Pure, so any back end (the self-hosted server, a future Firebase function) scores alike.
// A question is right only when exactly its right options are picked: no partial credit, so guessing "all" fails.
import { LmsError } from '../errors/lms-error';
import type { QuizLessonContent } from '../api/schemas/lesson-content';
import type { QuestionFeedback, QuizAnswer } from '../api/schemas/learning-quiz';

export interface QuizScore {
  scorePercent: number;
  passed: boolean;
  correctCount: number;
  questionCount: number;
  questions: QuestionFeedback[];
}

function invalid(message: string, details: Record<string, unknown>): LmsError {
  return new LmsError('functions/invalid-argument', message, details);
}

/** Checks every answer against the quiz first: an answer to another quiz is a client bug, not a wrong answer. */
function selectionsByQuestion(
  quiz: Pick<QuizLessonContent, 'questions'>,
  answers: readonly QuizAnswer[],
): Map<string, Set<string>> {
  const questions = new Map(quiz.questions.map((question) => [question.id, question]));
  const selections = new Map<string, Set<string>>();
  for (const answer of answers) {
    const question = questions.get(answer.questionId);
    if (question === undefined)
      throw invalid(`The quiz has no question "${answer.questionId}".`, { questionId: answer.questionId });
    if (selections.has(answer.questionId))
      throw invalid(`Question "${answer.questionId}" is answered twice.`, { questionId: answer.questionId });
    const optionIds = new Set(question.options.map((option) => option.id));
    const picked = new Set(answer.optionIds);
    for (const optionId of picked) {
      if (!optionIds.has(optionId))
        throw invalid(`Question "${question.id}" has no option "${optionId}".`, {
          questionId: question.id,
          optionId,
        });
    }
    if (question.kind === 'single' && picked.size > 1)
      throw invalid(`Question "${question.id}" takes one answer.`, { questionId: question.id });
    selections.set(question.id, picked);
  }
  return selections;
}

/**
 * Whether an attempt picks anything at all. A submission with nothing chosen is not an attempt: it would count
 * against the learner and fill the dashboard with 0 % results. The viewer checks it before sending, the domain
 * refuses it (scoreQuizAttempt).
 */
export function isEmptyQuizAttempt(answers: readonly QuizAnswer[]): boolean {
  return answers.every((answer) => answer.optionIds.length === 0);
}

export function scoreQuizAttempt(
  quiz: Pick<QuizLessonContent, 'questions' | 'passMark'>,
  answers: readonly QuizAnswer[],
): QuizScore {
  const selections = selectionsByQuestion(quiz, answers);
  if (isEmptyQuizAttempt(answers))
    throw invalid('Choose at least one answer before submitting the quiz.', { reason: 'no-answer' });
  const questions = quiz.questions.map((question): QuestionFeedback => {
    const picked = selections.get(question.id) ?? new Set<string>();
    const right = new Set(question.correctOptionIds);
    const correct = picked.size === right.size && [...picked].every((optionId) => right.has(optionId));
    return {
      questionId: question.id,
      correct,
      selectedOptionIds: [...picked],
      correctOptionIds: [...question.correctOptionIds],
    };
  });
  const correctCount = questions.filter((question) => question.correct).length;
  const scorePercent = (correctCount * 100) / quiz.questions.length;
  return {
    scorePercent,
    passed: scorePercent >= quiz.passMark,
    correctCount,
    questionCount: quiz.questions.length,
    questions,
  };
}
