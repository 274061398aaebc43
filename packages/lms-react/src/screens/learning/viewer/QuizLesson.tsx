import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'react-redux';
import {
  isEmptyQuizAttempt,
  type LessonProgress,
  type QuizAttemptResult,
  type StudentQuizQuestion,
} from '@lms/core';
import { Button } from '../../../components/Button';
import { ErrorState } from '../../../components/ErrorState';
import type { LmsStore } from '../../../store/create-lms-store';
import { QuizQuestionFieldset } from './QuizQuestionFieldset';
import { applyLessonProgress } from './viewer-cache-updates';
import { useSubmitQuizAttemptMutation } from './viewer-api';
import { useFormatPercent } from '../../../i18n/useFormatPercent';

export interface QuizLessonProps {
  courseId: string;
  courseArg: string;
  lessonId: string;
  passMark: number;
  questions: readonly StudentQuizQuestion[];
  progress: LessonProgress;
}

/** A quiz: answer, submit, see per-question feedback, score and pass or fail; try again as often as needed. */
export function QuizLesson(props: QuizLessonProps) {
  const { t } = useTranslation();
  const percent = useFormatPercent();
  const store = useStore() as LmsStore;
  const [answers, setAnswers] = useState<Record<string, string[]>>({});
  const [result, setResult] = useState<QuizAttemptResult | null>(null);
  const [submit, submission] = useSubmitQuizAttemptMutation();
  // Submitting with nothing chosen is not an attempt (lms-core's rule, which the server also applies): say so here.
  const [nothingChosen, setNothingChosen] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const attempt = props.questions.map((question) => ({
      questionId: question.id,
      optionIds: answers[question.id] ?? [],
    }));
    setNothingChosen(isEmptyQuizAttempt(attempt));
    if (isEmptyQuizAttempt(attempt)) return;
    const answer = await submit({ courseId: props.courseId, lessonId: props.lessonId, answers: attempt });
    if ('data' in answer && answer.data) {
      setResult(answer.data);
      applyLessonProgress(store.dispatch, props.courseArg, answer.data.lesson, answer.data.progress);
    }
  }

  function retry() {
    setResult(null);
    setAnswers({});
    submission.reset();
  }

  const feedback = new Map(result?.questions.map((question) => [question.questionId, question]));
  const { bestScorePercent, attempts } = props.progress;
  return (
    <form className="lms-viewer-quiz" onSubmit={onSubmit} noValidate>
      <p className="lms-viewer-quiz__intro">
        {t('viewer.quiz.passMark', { percent: percent(props.passMark) })}
        {attempts > 0 &&
          ` ${t('viewer.quiz.best', { percent: percent(bestScorePercent ?? 0), count: attempts })}`}
      </p>
      {props.questions.map((question, index) => (
        <QuizQuestionFieldset
          key={question.id}
          question={question}
          number={index + 1}
          selected={answers[question.id] ?? []}
          onChange={(optionIds) => setAnswers((current) => ({ ...current, [question.id]: optionIds }))}
          feedback={feedback.get(question.id)}
        />
      ))}
      {submission.error && <ErrorState error={submission.error} />}
      {nothingChosen && !result && (
        <p className="lms-viewer-quiz__nothing-chosen" role="alert">
          {t('viewer.quiz.nothingChosen')}
        </p>
      )}
      {result ? (
        <div className="lms-viewer-quiz__result" role="status">
          <p
            className={`lms-viewer-quiz__verdict lms-viewer-quiz__verdict--${result.passed ? 'passed' : 'failed'}`}
          >
            {result.passed ? t('viewer.quiz.passed') : t('viewer.quiz.failed')}{' '}
            {t('viewer.quiz.score', {
              percent: percent(result.scorePercent),
              correct: result.correctCount,
              count: result.questionCount,
            })}
          </p>
          <Button variant="secondary" onClick={retry}>
            {t('viewer.quiz.retry')}
          </Button>
        </div>
      ) : (
        <Button type="submit" busy={submission.isLoading}>
          {t('viewer.quiz.submit')}
        </Button>
      )}
    </form>
  );
}
