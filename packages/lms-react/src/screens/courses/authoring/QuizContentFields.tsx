import { useTranslation } from 'react-i18next';
import { QUIZ_ANSWER_REVEALS, type QuizAnswerReveal } from '@lms/core';
import { Button } from '../../../components/Button';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { emptyQuestion, type LessonDraft, type QuizQuestionDraft } from './lesson-draft';
import { QuizQuestionFields } from './QuizQuestionFields';

export interface QuizContentFieldsProps {
  quiz: LessonDraft['quiz'];
  onChange: (quiz: LessonDraft['quiz']) => void;
  error: (path: string) => string | undefined;
}

/** The pass mark, the attempts allowed, when the right answers are shown, and the questions of a quiz lesson. */
export function QuizContentFields({ quiz, onChange, error }: QuizContentFieldsProps) {
  const { t } = useTranslation();
  const setQuestion = (index: number, question: QuizQuestionDraft) =>
    onChange({ ...quiz, questions: quiz.questions.map((item, at) => (at === index ? question : item)) });
  const questionsError = error('content.questions');
  return (
    <fieldset className="lms-quiz-fields">
      <legend>{t('adminCourses.quiz.legend')}</legend>
      <TextField
        label={t('adminCourses.quiz.passMark')}
        description={t('adminCourses.quiz.passMarkHint')}
        inputMode="numeric"
        value={quiz.passMark}
        error={error('content.passMark')}
        onChange={(event) => onChange({ ...quiz, passMark: event.target.value })}
      />
      <TextField
        label={t('adminCourses.quiz.attemptsLimit')}
        description={t('adminCourses.quiz.attemptsLimitHint')}
        inputMode="numeric"
        value={quiz.attemptsLimit}
        error={error('content.attemptsLimit')}
        onChange={(event) => onChange({ ...quiz, attemptsLimit: event.target.value })}
      />
      <SelectField
        label={t('adminCourses.quiz.revealAnswers')}
        options={QUIZ_ANSWER_REVEALS.map((value) => ({
          value,
          label: t(`adminCourses.quiz.reveal.${value}`),
        }))}
        value={quiz.revealAnswers}
        error={error('content.revealAnswers')}
        onChange={(event) => onChange({ ...quiz, revealAnswers: event.target.value as QuizAnswerReveal })}
      />
      {questionsError && (
        <p className="lms-field__error" role="alert">
          {questionsError}
        </p>
      )}
      <ol className="lms-quiz-fields__questions">
        {quiz.questions.map((question, index) => (
          <li key={question.id}>
            <QuizQuestionFields
              question={question}
              number={index + 1}
              error={(path) => error(`content.questions.${index}.${path}`)}
              onChange={(next) => setQuestion(index, next)}
              onRemove={
                quiz.questions.length > 1
                  ? () => onChange({ ...quiz, questions: quiz.questions.filter((_, at) => at !== index) })
                  : undefined
              }
            />
          </li>
        ))}
      </ol>
      <Button
        variant="secondary"
        onClick={() => onChange({ ...quiz, questions: [...quiz.questions, emptyQuestion()] })}
      >
        {t('adminCourses.quiz.addQuestion')}
      </Button>
    </fieldset>
  );
}
