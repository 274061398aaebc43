import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isEmptyQuizAttempt,
  QUIZ_NO_ATTEMPTS_LEFT,
  type LessonProgress,
  type QuizAttemptResult,
  type StudentLessonContent,
} from '@lms/core';
import { Button } from '../../../components/Button';
import { FormAlert } from '../../../components/FormAlert';
import { useLmsStore } from '../../../store/hooks';
import { useErrorText, type RefusalWordingsOf } from '../../../ui-kit/useErrorText';
import { QuizAttemptsLine } from './QuizAttemptsLine';
import { QuizQuestionFieldset } from './QuizQuestionFieldset';
import { applyQuizAttempt } from './viewer-cache-updates';
import { useSubmitQuizAttemptMutation } from './viewer-api';
import { useFormatPercent } from '../../../i18n/useFormatPercent';

export interface QuizLessonProps {
  courseId: string;
  courseArg: string;
  lessonId: string;
  quiz: Extract<StudentLessonContent, { kind: 'quiz' }>;
  progress: LessonProgress;
}

/**
 * The server's refusal of an attempt past the limit (another tab may have used the last one); the viewer shows a
 * locked lesson or a lost enrolment on its own, so those read as the catalogue's sentence here.
 */
const QUIZ_REFUSALS: RefusalWordingsOf<'submitQuizAttempt'> = {
  [QUIZ_NO_ATTEMPTS_LEFT]: (t) => t('viewer.quiz.noAttemptsLeftRefusal'),
  'lesson-locked': null,
  'not-enrolled': null,
};

/**
 * A quiz: answer, submit, see the score and pass or fail; the right answers only when the quiz's policy lets the
 * server send them; try again while attempts are left.
 */
export function QuizLesson({ quiz, ...props }: QuizLessonProps) {
  const { t } = useTranslation();
  const percent = useFormatPercent();
  const errorText = useErrorText(QUIZ_REFUSALS);
  const store = useLmsStore();
  const [answers, setAnswers] = useState<Record<string, string[]>>({});
  const [result, setResult] = useState<QuizAttemptResult | null>(null);
  const [submit, submission] = useSubmitQuizAttemptMutation();
  // Submitting with nothing chosen is not an attempt (lms-core's rule, which the server also applies): say so here.
  const [nothingChosen, setNothingChosen] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const attempt = quiz.questions.map((question) => ({
      questionId: question.id,
      optionIds: answers[question.id] ?? [],
    }));
    setNothingChosen(isEmptyQuizAttempt(attempt));
    if (isEmptyQuizAttempt(attempt)) return;
    const answer = await submit({ courseId: props.courseId, lessonId: props.lessonId, answers: attempt });
    if ('data' in answer && answer.data) {
      setResult(answer.data);
      applyQuizAttempt(store.dispatch, props.courseArg, answer.data);
    }
  }

  function retry() {
    setResult(null);
    setAnswers({});
    submission.reset();
  }

  const feedback = new Map(result?.questions.map((question) => [question.questionId, question]));
  const { bestScorePercent, attempts } = props.progress;
  // The cached lesson is updated with each answer (applyQuizAttempt), so this is the server's latest count.
  const attemptsLeft = quiz.attemptsLeft;
  return (
    <form className="lms-viewer-quiz" onSubmit={onSubmit} noValidate>
      <p className="lms-viewer-quiz__intro">
        {t('viewer.quiz.passMark', { percent: percent(quiz.passMark) })}
        {attempts > 0 &&
          ` ${t('viewer.quiz.best', { percent: percent(bestScorePercent ?? 0), count: attempts })}`}
      </p>
      {!result && <QuizAttemptsLine attempts={attempts} limit={quiz.attemptsLimit} left={attemptsLeft} />}
      {quiz.questions.map((question, index) => (
        <QuizQuestionFieldset
          key={question.id}
          question={question}
          number={index + 1}
          selected={answers[question.id] ?? []}
          onChange={(optionIds) => setAnswers((current) => ({ ...current, [question.id]: optionIds }))}
          answered={result !== null || attemptsLeft === 0}
          feedback={feedback.get(question.id)}
        />
      ))}
      {submission.error && <FormAlert>{errorText(submission.error)}</FormAlert>}
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
          {!result.answersShown && (
            <p className="lms-viewer-quiz__hidden-answers">
              {t(`viewer.quiz.answersHidden.${result.revealAnswers}`)}
            </p>
          )}
          {result.attemptsLeft === 0 ? (
            <p className="lms-viewer-quiz__attempts">{t('viewer.quiz.noAttemptsLeft')}</p>
          ) : (
            <Button variant="secondary" onClick={retry}>
              {t('viewer.quiz.retry')}
            </Button>
          )}
        </div>
      ) : (
        attemptsLeft !== 0 && (
          <Button type="submit" busy={submission.isLoading}>
            {t('viewer.quiz.submit')}
          </Button>
        )
      )}
    </form>
  );
}
