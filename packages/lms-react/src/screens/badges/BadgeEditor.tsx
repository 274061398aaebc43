import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BADGE_IMAGE_MAX_CHARS, BADGE_RULE_KINDS, type Badge, type BadgeRuleKind } from '@lms/core';
import { Button } from '../../components/Button';
import { CheckboxField } from '../../components/CheckboxField';
import { FormAlert } from '../../components/FormAlert';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { Textarea } from '../../components/Textarea';
import { useNotify } from '../../notifications/useNotify';
import { useCreateBadgeMutation, useUpdateBadgeMutation } from '../../store/endpoints/badges-api';
import { useAdminListCoursesQuery } from '../../store/endpoints/courses-api';
import { ImageField } from '../../ui-kit/ImageField';
import { useErrorText } from '../../ui-kit/useErrorText';
import { badgeInputOf, NEW_BADGE, valuesOf, type BadgeFormValues } from './badge-form';
import { BadgeValidityFields } from './BadgeValidityFields';
import { QuizLessonChoice } from './QuizLessonChoice';
import { BADGE_REFUSALS } from './refusal-wordings';

/** How many courses the rule's course choice lists, titles A to Z. */
const COURSE_CHOICE_PAGE_SIZE = 100;
/** What a badge's image may be: open badges are PNG or SVG. */
const BADGE_IMAGE_TYPES = ['image/png', 'image/svg+xml'];

export interface BadgeEditorProps {
  /** The badge being changed; null for a new one. */
  badge: Badge | null;
  onDone: () => void;
}

/** A badge's texts, image, award rule (the fields the chosen rule needs) and how long an award stays valid. */
export function BadgeEditor({ badge, onDone }: BadgeEditorProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const notify = useNotify();
  const errorText = useErrorText(BADGE_REFUSALS);
  const [values, setValues] = useState<BadgeFormValues>(() => (badge ? valuesOf(badge) : NEW_BADGE));
  const [issues, setIssues] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [create, creating] = useCreateBadgeMutation();
  const [update, updating] = useUpdateBadgeMutation();
  const courses = useAdminListCoursesQuery({ sort: 'title', pageSize: COURSE_CHOICE_PAGE_SIZE });
  const set = <K extends keyof BadgeFormValues>(key: K, value: BadgeFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const needsCourse = [
    'course-completed',
    'quiz-score',
    'action-plan-finished',
    'certificate-earned',
  ].includes(values.kind);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = badgeInputOf(values);
    if (!checked.ok) return setIssues(checked.issues);
    setIssues({});
    const result = badge
      ? await update({ ...checked.input, badgeId: badge.id })
      : await create(checked.input);
    if (result.error) return setFailure(errorText(result.error));
    notify({ kind: 'positive', message: t('badges.editor.saved', { name: checked.input.name }) });
    onDone();
  }

  return (
    <section className="lms-badge-editor" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {badge ? t('badges.editor.editHeading', { name: badge.name }) : t('badges.editor.newHeading')}
      </h3>
      <form className="lms-badge-editor__form" noValidate onSubmit={(event) => void submit(event)}>
        {failure && <FormAlert>{failure}</FormAlert>}
        <TextField
          label={t('badges.editor.name')}
          value={values.name}
          error={issues.name}
          onChange={(e) => set('name', e.target.value)}
        />
        <Textarea
          label={t('badges.editor.description')}
          value={values.description}
          error={issues.description}
          rows={3}
          onChange={(e) => set('description', e.target.value)}
        />
        <Textarea
          label={t('badges.editor.criteria')}
          value={values.criteria}
          error={issues.criteria}
          rows={3}
          onChange={(e) => set('criteria', e.target.value)}
        />
        {/* Required, so not removable; its preview is drawn as the badge pages draw the badge. */}
        <ImageField
          label={t('badges.editor.image')}
          value={values.image}
          error={issues.image}
          onChange={(v) => set('image', v)}
          types={BADGE_IMAGE_TYPES}
          maxChars={BADGE_IMAGE_MAX_CHARS}
          typeProblem={t('badges.editor.imageType')}
          sizeProblem={t('badges.editor.imageSize')}
          className=""
          previewClassName="lms-badge-image"
          previewAlt={t('badges.editor.imagePreview')}
          removable={false}
        />
        <SelectField
          label={t('badges.editor.rule')}
          value={values.kind}
          options={BADGE_RULE_KINDS.map((kind) => ({ value: kind, label: t(`badges.rule.${kind}`) }))}
          onChange={(e) => set('kind', e.target.value as BadgeRuleKind)}
        />
        {needsCourse && (
          <SelectField
            label={t('badges.editor.course')}
            value={values.courseId}
            description={issues.courseId}
            options={[
              { value: '', label: courses.isLoading ? t('common.loading') : t('badges.editor.chooseCourse') },
              ...(courses.data?.items ?? []).map((course) => ({ value: course.id, label: course.title })),
            ]}
            // Another course's quizzes are not this one's: the chosen quiz goes with the course it belonged to.
            onChange={(e) => setValues((current) => ({ ...current, courseId: e.target.value, lessonId: '' }))}
          />
        )}
        {values.kind === 'quiz-score' && (
          <>
            <QuizLessonChoice
              courseId={values.courseId}
              lessonId={values.lessonId}
              error={issues.lessonId}
              onChange={(lessonId) => set('lessonId', lessonId)}
            />
            <TextField
              label={t('badges.editor.minScore')}
              inputMode="numeric"
              value={values.minScore}
              error={issues.minScore}
              onChange={(e) => set('minScore', e.target.value)}
            />
          </>
        )}
        {values.kind === 'category-courses' && (
          <>
            <TextField
              label={t('badges.editor.category')}
              value={values.category}
              error={issues.category}
              onChange={(e) => set('category', e.target.value)}
            />
            <TextField
              label={t('badges.editor.count')}
              inputMode="numeric"
              value={values.count}
              error={issues.count}
              onChange={(e) => set('count', e.target.value)}
            />
          </>
        )}
        <BadgeValidityFields
          validity={values.validity}
          validFor={values.validFor}
          error={issues.validFor}
          onValidity={(validity) => set('validity', validity)}
          onValidFor={(validFor) => set('validFor', validFor)}
        />
        <CheckboxField
          label={t('badges.editor.active')}
          checked={values.active}
          onChange={(e) => set('active', e.target.checked)}
        />
        <div className="lms-badge-editor__actions">
          <Button variant="ghost" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" busy={creating.isLoading || updating.isLoading}>
            {t('badges.editor.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
