import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { surveyInputSchema, type Survey, type SurveyPlacement } from '@lms/core';
import { Button } from '../../components/Button';
import { CheckboxField } from '../../components/CheckboxField';
import { FormAlert } from '../../components/FormAlert';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { Textarea } from '../../components/Textarea';
import { useAdminGetCourseQuery, useAdminListCoursesQuery } from '../../store/endpoints/courses-api';
import { issueMap, type IssueMap } from '../../ui-kit/schema-issues';
import { useErrorText } from '../../ui-kit/useErrorText';
import { QuestionEditor } from './QuestionEditor';
import { draftOf, inputOf, newQuestion, type SurveyDraft } from './survey-form-state';
import { SURVEY_REFUSALS } from './survey-refusals';
import { SurveyWebhookPanel, type MadeWebhookSecret } from './SurveyWebhookPanel';
import { useCreateSurveyMutation, useUpdateSurveyMutation } from './surveys-admin-api';

const PLACEMENTS: readonly SurveyPlacement[] = ['course-end', 'after-lesson', 'standalone'];
const COURSE_CHOICE_PAGE_SIZE = 100;
const NO_ISSUES: IssueMap = {};

/** What the contract's schema finds wrong in the draft, by field path. */
function issuesOf(draft: SurveyDraft): IssueMap {
  const parsed = surveyInputSchema.safeParse(inputOf(draft));
  return parsed.success ? NO_ISSUES : issueMap(parsed.error.issues);
}

export interface SurveyEditorProps {
  /** The survey being changed, or undefined for a new one. */
  survey: Survey | undefined;
  onDone: (survey: Survey | null) => void;
  /** An external survey's webhook secret just made (shown once), kept by the page across the editor's redraws. */
  madeSecret?: MadeWebhookSecret | null;
  onSecretMade?: (made: MadeWebhookSecret) => void;
}

/** The survey editor: title, introduction, where it appears, dates, anonymity and its ordered questions. */
export function SurveyEditor({ survey, onDone, madeSecret = null, onSecretMade }: SurveyEditorProps) {
  const [ownMadeSecret, setOwnMadeSecret] = useState<MadeWebhookSecret | null>(null);
  const { t } = useTranslation();
  const errorText = useErrorText(SURVEY_REFUSALS);
  const [draft, setDraft] = useState<SurveyDraft>(() => draftOf(survey));
  // Once a save found problems, the fields are checked again as they change: a fixed field loses its message at
  // once, and the messages follow the questions when they move.
  const [checking, setChecking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [create, created] = useCreateSurveyMutation();
  const [update, updated] = useUpdateSurveyMutation();
  const courses = useAdminListCoursesQuery({ sort: 'title', pageSize: COURSE_CHOICE_PAGE_SIZE });
  const course = useAdminGetCourseQuery(
    { id: draft.courseId },
    { skip: draft.placement !== 'after-lesson' || draft.courseId === '' },
  );
  const answered = (survey?.responseCount ?? 0) > 0;
  const keptKinds = new Set(answered ? survey!.questions.map((q) => q.id) : []);
  const set = (change: Partial<SurveyDraft>) => setDraft((current) => ({ ...current, ...change }));
  const setQuestions = (questions: SurveyDraft['questions']) => set({ questions });
  const issues = checking ? issuesOf(draft) : NO_ISSUES;
  const problemsLeft = Object.keys(issues).length > 0;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const input = inputOf(draft);
    if (!surveyInputSchema.safeParse(input).success) {
      setChecking(true);
      return;
    }
    setChecking(false);
    const result =
      survey === undefined ? await create(input) : await update({ surveyId: survey.id, survey: input });
    if ('error' in result) setFailure(errorText(result.error));
    else onDone(result.data ?? null);
  }

  const lessons = (course.data?.modules ?? []).flatMap((module) => module.lessons);
  return (
    <form className="lms-survey-editor" noValidate onSubmit={(event) => void onSubmit(event)}>
      <h2>{survey === undefined ? t('surveys.editor.newHeading') : t('surveys.editor.editHeading')}</h2>
      {problemsLeft && <FormAlert>{t('surveys.editor.fixProblems')}</FormAlert>}
      {failure !== null && <FormAlert>{failure}</FormAlert>}
      <TextField
        label={t('surveys.editor.title')}
        value={draft.title}
        maxLength={160}
        error={issues.title}
        onChange={(event) => set({ title: event.target.value })}
        dir="auto"
      />
      <Textarea
        label={t('surveys.editor.intro')}
        value={draft.intro}
        maxLength={2000}
        onChange={(event) => set({ intro: event.target.value })}
        dir="auto"
      />
      <CheckboxField
        label={t('surveys.editor.anonymous')}
        description={answered ? t('surveys.editor.anonymityLocked') : t('surveys.editor.anonymousHelp')}
        checked={draft.anonymous}
        disabled={answered}
        onChange={(event) => set({ anonymous: event.target.checked })}
      />
      <div className="lms-survey-editor__row">
        <SelectField
          label={t('surveys.editor.placement')}
          value={draft.placement}
          options={PLACEMENTS.map((value) => ({ value, label: t(`surveys.placement.${value}`) }))}
          onChange={(event) => set({ placement: event.target.value as SurveyPlacement })}
        />
        <SelectField
          label={t('surveys.editor.course')}
          value={draft.courseId}
          error={issues.courseId}
          options={[
            { value: '', label: t('surveys.editor.noCourse') },
            ...(courses.data?.items ?? []).map((item) => ({ value: item.id, label: item.title })),
          ]}
          onChange={(event) => set({ courseId: event.target.value, lessonId: '' })}
        />
        {draft.placement === 'after-lesson' && (
          <SelectField
            label={t('surveys.editor.lesson')}
            value={draft.lessonId}
            error={issues.lessonId}
            options={[
              { value: '', label: t('surveys.editor.chooseLesson') },
              ...lessons.map((lesson) => ({ value: lesson.id, label: lesson.title })),
            ]}
            onChange={(event) => set({ lessonId: event.target.value })}
          />
        )}
      </div>
      {draft.placement !== 'standalone' && (
        <CheckboxField
          label={t('surveys.editor.requiredToComplete')}
          description={t('surveys.editor.requiredToCompleteHelp')}
          checked={draft.requiredToComplete}
          onChange={(event) => set({ requiredToComplete: event.target.checked })}
        />
      )}
      <CheckboxField
        label={t('surveys.editor.repeatable')}
        description={t('surveys.editor.repeatableHelp')}
        checked={draft.repeatable}
        onChange={(event) => set({ repeatable: event.target.checked })}
      />
      <div className="lms-survey-editor__row">
        <TextField
          type="datetime-local"
          label={t('surveys.editor.opensAt')}
          value={draft.opensAt}
          onChange={(event) => set({ opensAt: event.target.value })}
        />
        <TextField
          type="datetime-local"
          label={t('surveys.editor.closesAt')}
          value={draft.closesAt}
          error={issues.closesAt}
          onChange={(event) => set({ closesAt: event.target.value })}
        />
      </div>
      <CheckboxField
        label={t('surveys.editor.external')}
        description={t('surveys.editor.externalHelp')}
        checked={draft.external}
        onChange={(event) => set({ external: event.target.checked })}
      />
      {draft.external && (
        <TextField
          type="url"
          label={t('surveys.editor.externalUrl')}
          value={draft.externalUrl}
          error={issues.externalUrl}
          maxLength={2000}
          placeholder="https://"
          dir="ltr"
          onChange={(event) => set({ externalUrl: event.target.value })}
        />
      )}
      {draft.external && survey?.externalUrl != null && (
        <SurveyWebhookPanel
          survey={survey}
          made={madeSecret ?? ownMadeSecret}
          onMade={onSecretMade ?? setOwnMadeSecret}
        />
      )}
      {draft.external && survey?.externalUrl == null && <p>{t('surveys.editor.externalSaveFirst')}</p>}
      {!draft.external && <h3>{t('surveys.editor.questions')}</h3>}
      {!draft.external && issues.questions && <p className="lms-field__error">{issues.questions}</p>}
      <ol className="lms-survey-editor__questions" hidden={draft.external}>
        {draft.questions.map((question, index) => (
          <QuestionEditor
            key={question.id}
            question={question}
            index={index}
            count={draft.questions.length}
            kindLocked={keptKinds.has(question.id)}
            issues={issues}
            onChange={(changed) => setQuestions(draft.questions.map((q, i) => (i === index ? changed : q)))}
            onMove={(by) => {
              const next = [...draft.questions];
              const [moved] = next.splice(index, 1);
              next.splice(index + by, 0, moved!);
              setQuestions(next);
            }}
            onRemove={() => setQuestions(draft.questions.filter((_, i) => i !== index))}
          />
        ))}
      </ol>
      <div className="lms-row-actions">
        {!draft.external && (
          <Button
            type="button"
            variant="secondary"
            onClick={() => setQuestions([...draft.questions, newQuestion(draft.questions)])}
          >
            {t('surveys.editor.addQuestion')}
          </Button>
        )}
        <Button type="submit" busy={created.isLoading || updated.isLoading}>
          {t('surveys.editor.save')}
        </Button>
        <Button type="button" variant="ghost" onClick={() => onDone(null)}>
          {t('surveys.editor.cancel')}
        </Button>
      </div>
    </form>
  );
}
