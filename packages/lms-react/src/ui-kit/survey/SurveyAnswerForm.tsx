// The survey answer form of the course viewer and the survey page: each question as its kind asks, checked with
// lms-core's rules before anything is sent (a message under each question at fault, focus on the first), then
// handed to the offline answer queue; it says whether the answer is waiting for the network or recorded. An external
// survey is a link to the other tool's form instead (its completion arrives through the webhook).
import { useId, useRef, useState, type FormEvent } from 'react';
import {
  checkSurveyAnswers,
  type SurveyAnswerProblem,
  type SurveyAnswerValue,
  type SurveyToAnswer,
} from '@lms/core';
import { Button } from '../../components/Button';
import { FormAlert } from '../../components/FormAlert';
import { SurveyQuestionField } from './SurveyQuestionField';
import type { SurveyWord } from './survey-words';
import { useSurveyAnswering } from './useSurveyAnswering';

export interface SurveyAnswerFormProps {
  survey: SurveyToAnswer;
  word: SurveyWord;
  /** The heading level of the survey's title in its page. */
  headingLevel?: 2 | 3;
}

export function SurveyAnswerForm({ survey, word, headingLevel = 2 }: SurveyAnswerFormProps) {
  const idPrefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<string, SurveyAnswerValue>>({});
  const [problems, setProblems] = useState<SurveyAnswerProblem[]>([]);
  const { stage, submit, restart, held } = useSurveyAnswering(survey.id);
  // A repeatable survey answered before this visit: the learner asked for an empty form to answer again.
  const [again, setAgain] = useState(false);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = checkSurveyAnswers(survey.questions, values);
    setProblems(checked.problems);
    if (checked.problems.length > 0) {
      // Focus the first control of the first question at fault, so the learner lands where to act.
      const first = checked.problems[0]!.questionId;
      queueMicrotask(() =>
        formRef.current
          ?.querySelector<HTMLElement>(
            `[data-question="${first}"] input, [data-question="${first}"] textarea, input[data-question="${first}"], textarea[data-question="${first}"]`,
          )
          ?.focus(),
      );
      return;
    }
    submit(checked.answers);
  }

  // A limit is its message's count, so the message's plural forms follow it ("1 character", "2,000 characters").
  const problemText = ({ code, values }: SurveyAnswerProblem) =>
    word(`problem.${code}`, values?.max === undefined ? values : { ...values, count: values.max });
  let status: string | null = null;
  const done = (survey.answered && !again) || stage === 'sent';
  if (done) status = stage === 'sent' ? word('thanks') : word('alreadyAnswered');
  else if (stage === 'waiting') status = held ? word('savedOffline') : word('sending');
  else if (survey.state !== 'open') status = word(survey.state === 'closed' ? 'closed' : 'notOpen');
  const mayAnswerAgain = done && survey.repeatable && survey.state === 'open' && survey.externalUrl === null;

  function answerAgain() {
    setValues({});
    setProblems([]);
    setAgain(true);
    restart();
    // The form replaces the status: put the learner on its first control.
    queueMicrotask(() => formRef.current?.querySelector<HTMLElement>('input, textarea')?.focus());
  }

  return (
    <section className="lms-survey-form" aria-labelledby={`${idPrefix}-title`}>
      <Heading className="lms-survey-form__title" id={`${idPrefix}-title`} dir="auto">
        {survey.title}
      </Heading>
      {status !== null ? (
        <div className="lms-survey-form__done">
          <p className="lms-survey-form__status" role="status">
            {status}
          </p>
          {mayAnswerAgain && (
            <Button variant="secondary" onClick={answerAgain}>
              {word('answerAgain')}
            </Button>
          )}
        </div>
      ) : survey.externalUrl !== null ? (
        <div className="lms-survey-form__form">
          {survey.intro && (
            <p className="lms-survey-form__intro" dir="auto">
              {survey.intro}
            </p>
          )}
          <p className="lms-survey-form__privacy">{word('externalNote')}</p>
          {/* A new tab keeps the course open; noopener so the other site cannot steer this page. */}
          <a
            className="lms-button lms-button--primary"
            href={survey.externalUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {word('openExternal')}
          </a>
        </div>
      ) : (
        <form ref={formRef} noValidate onSubmit={onSubmit} className="lms-survey-form__form">
          {survey.intro && (
            <p className="lms-survey-form__intro" dir="auto">
              {survey.intro}
            </p>
          )}
          <p className="lms-survey-form__privacy">{word(survey.anonymous ? 'anonymousNote' : 'namedNote')}</p>
          {problems.length > 0 && <FormAlert>{word('fixProblems')}</FormAlert>}
          {survey.questions.map((question) => {
            const problem = problems.find((item) => item.questionId === question.id);
            return (
              <SurveyQuestionField
                key={question.id}
                question={question}
                value={values[question.id]}
                onChange={(value) => setValues((current) => ({ ...current, [question.id]: value }))}
                error={problem === undefined ? undefined : problemText(problem)}
                word={word}
                idPrefix={idPrefix}
              />
            );
          })}
          <Button type="submit">{word('submit')}</Button>
        </form>
      )}
    </section>
  );
}
