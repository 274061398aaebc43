import { useTranslation } from 'react-i18next';
import type { QuestionFeedback, StudentQuizQuestion } from '@lms/core';

export interface QuizQuestionFieldsetProps {
  question: StudentQuizQuestion;
  number: number;
  selected: readonly string[];
  onChange: (optionIds: string[]) => void;
  /** After an attempt, or with none left: the fields are read-only. */
  answered: boolean;
  /** After an attempt whose right answers the quiz shows: which answers were right. */
  feedback: QuestionFeedback | undefined;
}

/** One question: radio buttons for a single answer, checkboxes for several; after an attempt, what was right. */
export function QuizQuestionFieldset({
  question,
  number,
  selected,
  onChange,
  answered,
  feedback,
}: QuizQuestionFieldsetProps) {
  const { t } = useTranslation();
  const single = question.kind === 'single';
  const name = `lms-quiz-${question.id}`;
  const feedbackClass = feedback
    ? feedback.correct
      ? ' lms-viewer-quiz__question--right'
      : ' lms-viewer-quiz__question--wrong'
    : '';
  return (
    <fieldset
      className={`lms-viewer-quiz__question${feedbackClass}`}
      disabled={answered || feedback !== undefined}
    >
      <legend className="lms-viewer-quiz__prompt">
        <span className="lms-viewer-quiz__number">{t('viewer.quiz.questionNumber', { number })}</span>{' '}
        {question.prompt}
        {!single && <span className="lms-viewer-quiz__hint"> {t('viewer.quiz.pickAll')}</span>}
      </legend>
      <ul className="lms-viewer-quiz__options">
        {question.options.map((option) => {
          const checked = selected.includes(option.id);
          const right = feedback?.correctOptionIds.includes(option.id) ?? false;
          return (
            <li
              key={option.id}
              className={`lms-viewer-quiz__option${feedback && right ? ' lms-viewer-quiz__option--right' : ''}`}
            >
              <label>
                <input
                  type={single ? 'radio' : 'checkbox'}
                  name={name}
                  value={option.id}
                  checked={checked}
                  onChange={(event) => {
                    if (single) onChange([option.id]);
                    else
                      onChange(
                        event.target.checked
                          ? [...selected, option.id]
                          : selected.filter((id) => id !== option.id),
                      );
                  }}
                />{' '}
                {option.text}
                {feedback && right && (
                  <span className="lms-viewer-quiz__mark"> ({t('viewer.quiz.rightAnswer')})</span>
                )}
              </label>
            </li>
          );
        })}
      </ul>
      {feedback && (
        <p className="lms-viewer-quiz__feedback">
          {feedback.correct ? t('viewer.quiz.correct') : t('viewer.quiz.incorrect')}
        </p>
      )}
    </fieldset>
  );
}
