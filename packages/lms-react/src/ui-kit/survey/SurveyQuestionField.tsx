import type { ReactNode } from 'react';
import { ratingValues, type SurveyAnswerValue, type SurveyQuestion } from '@lms/core';
import { TextField } from '../../components/TextField';
import { Textarea } from '../../components/Textarea';
import type { SurveyWord } from './survey-words';

export interface SurveyQuestionFieldProps {
  question: SurveyQuestion;
  value: SurveyAnswerValue | undefined;
  onChange: (value: SurveyAnswerValue) => void;
  error: string | undefined;
  word: SurveyWord;
  /** Prefix of the field ids (one form may show on a page with another). */
  idPrefix: string;
}

/** One survey question as its kind asks: a scale of radio buttons, options, a line or a six-row text box. */
export function SurveyQuestionField({
  question,
  value,
  onChange,
  error,
  word,
  idPrefix,
}: SurveyQuestionFieldProps) {
  const id = `${idPrefix}-${question.id}`;
  const label = (
    <>
      {question.prompt}{' '}
      <span className="lms-survey-form__need">({word(question.required ? 'required' : 'optional')})</span>
    </>
  );
  if (question.kind === 'short-text' || question.kind === 'long-text') {
    const Field = question.kind === 'short-text' ? TextField : Textarea;
    return (
      <Field
        id={id}
        label={label}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(event.target.value)}
        error={error}
        aria-required={question.required}
        dir="auto"
        data-question={question.id}
      />
    );
  }
  const errorId = `${id}-error`;
  const choices: { value: string; label: ReactNode }[] =
    question.kind === 'rating'
      ? ratingValues(question.scale).map((n) => ({ value: String(n), label: String(n) }))
      : ('options' in question ? question.options : []).map((option) => ({ value: option, label: option }));
  const multiple = question.kind === 'multiple';
  const selected = Array.isArray(value)
    ? value
    : value === null || value === undefined
      ? []
      : [String(value)];
  const choose = (choice: string, checked: boolean) => {
    if (question.kind === 'rating') onChange(Number(choice));
    else if (!multiple) onChange(choice);
    else onChange(checked ? [...selected, choice] : selected.filter((item) => item !== choice));
  };
  return (
    <fieldset
      className={`lms-survey-form__question${error ? ' lms-survey-form__question--invalid' : ''}`}
      aria-describedby={error ? errorId : undefined}
      data-question={question.id}
    >
      <legend className="lms-survey-form__prompt" dir="auto">
        {label}
        {multiple && <span className="lms-survey-form__hint"> {word('pickAll')}</span>}
      </legend>
      {question.kind === 'rating' && (question.lowLabel || question.highLabel) && (
        <p className="lms-survey-form__scale-labels" id={`${id}-labels`}>
          {word('ratingOf', {
            low: `${ratingValues(question.scale)[0]} ${question.lowLabel}`.trim(),
            high: `${question.scale} ${question.highLabel}`.trim(),
          })}
        </p>
      )}
      <ul
        className={`lms-survey-form__choices${question.kind === 'rating' ? ' lms-survey-form__choices--scale' : ''}`}
      >
        {choices.map((choice) => (
          <li key={choice.value}>
            <label>
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={id}
                value={choice.value}
                checked={selected.includes(choice.value)}
                onChange={(event) => choose(choice.value, event.target.checked)}
              />{' '}
              <span dir="auto">{choice.label}</span>
            </label>
          </li>
        ))}
      </ul>
      {error && (
        <p className="lms-field__error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
