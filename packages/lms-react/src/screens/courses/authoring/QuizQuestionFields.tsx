import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { SelectField } from '../../../components/SelectField';
import { Textarea } from '../../../components/Textarea';
import { TextField } from '../../../components/TextField';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { newDraftId, type QuizQuestionDraft } from './lesson-draft';

export interface QuizQuestionFieldsProps {
  question: QuizQuestionDraft;
  number: number;
  onChange: (question: QuizQuestionDraft) => void;
  onRemove?: () => void;
  /** Schema message for a path inside this question ("prompt", "options.1.text"). */
  error: (path: string) => string | undefined;
}

/** One question: prompt, single or multiple choice, answers with the right ones marked, and an explanation. */
export function QuizQuestionFields({ question, number, onChange, onRemove, error }: QuizQuestionFieldsProps) {
  const { t } = useTranslation();
  const groupName = useId();
  const single = question.kind === 'single';
  const correctError = error('correctOptionIds') ?? error('correctOptionIds.0');
  const optionsError = error('options');

  function markCorrect(optionId: string, checked: boolean) {
    const others = question.correctOptionIds.filter((id) => id !== optionId);
    onChange({
      ...question,
      correctOptionIds: single ? [optionId] : checked ? [...others, optionId] : others,
    });
  }

  return (
    <fieldset className="lms-quiz-question">
      <legend>{t('adminCourses.quiz.question', { number })}</legend>
      <Textarea
        label={t('adminCourses.quiz.prompt')}
        rows={2}
        value={question.prompt}
        maxLength={4000}
        error={error('prompt')}
        onChange={(event) => onChange({ ...question, prompt: event.target.value })}
      />
      <SelectField
        label={t('adminCourses.quiz.kind')}
        value={question.kind}
        options={[
          { value: 'single', label: t('adminCourses.quiz.single') },
          { value: 'multiple', label: t('adminCourses.quiz.multiple') },
        ]}
        onChange={(event) => {
          const kind = event.target.value === 'multiple' ? 'multiple' : 'single';
          const correct =
            kind === 'single' ? question.correctOptionIds.slice(0, 1) : question.correctOptionIds;
          onChange({ ...question, kind, correctOptionIds: correct });
        }}
      />
      <fieldset className="lms-quiz-question__answers">
        <legend>{t('adminCourses.quiz.answers')}</legend>
        {(correctError || optionsError) && (
          <p className="lms-field__error" role="alert">
            {correctError ?? optionsError}
          </p>
        )}
        {question.options.map((option, index) => (
          <div key={option.id} className="lms-quiz-question__answer">
            <label className="lms-quiz-question__correct">
              <input
                type={single ? 'radio' : 'checkbox'}
                name={groupName}
                checked={question.correctOptionIds.includes(option.id)}
                onChange={(event) => markCorrect(option.id, event.target.checked)}
              />
              <VisuallyHidden>{t('adminCourses.quiz.markRight', { number: index + 1 })}</VisuallyHidden>
            </label>
            <TextField
              label={t('adminCourses.quiz.answer', { number: index + 1 })}
              value={option.text}
              maxLength={1000}
              error={error(`options.${index}.text`)}
              onChange={(event) =>
                onChange({
                  ...question,
                  options: question.options.map((item) =>
                    item.id === option.id ? { ...item, text: event.target.value } : item,
                  ),
                })
              }
            />
            <Button
              variant="ghost"
              disabled={question.options.length <= 2}
              onClick={() =>
                onChange({
                  ...question,
                  options: question.options.filter((item) => item.id !== option.id),
                  correctOptionIds: question.correctOptionIds.filter((id) => id !== option.id),
                })
              }
            >
              {t('adminCourses.quiz.removeAnswer', { number: index + 1 })}
            </Button>
          </div>
        ))}
        <Button
          variant="secondary"
          disabled={question.options.length >= 20}
          onClick={() =>
            onChange({ ...question, options: [...question.options, { id: newDraftId('a'), text: '' }] })
          }
        >
          {t('adminCourses.quiz.addAnswer')}
        </Button>
      </fieldset>
      <Textarea
        label={t('adminCourses.quiz.explanation')}
        rows={2}
        value={question.explanation}
        maxLength={4000}
        onChange={(event) => onChange({ ...question, explanation: event.target.value })}
      />
      {onRemove && (
        <Button variant="danger" onClick={onRemove}>
          {t('adminCourses.quiz.removeQuestion', { number })}
        </Button>
      )}
    </fieldset>
  );
}
