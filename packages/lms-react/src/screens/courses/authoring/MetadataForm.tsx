import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { courseLevelSchema, type AdminCourse, type CourseLevel } from '@lms/core';
import { Button } from '../../../components/Button';
import { CheckboxField } from '../../../components/CheckboxField';
import { FormAlert } from '../../../components/FormAlert';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { useUpdateCourseMutation } from '../../../store/endpoints/courses-api';
import type { IssueMap } from '../../../ui-kit/schema-issues';
import { useErrorText } from '../../../ui-kit/useErrorText';
import { AUTHORING_REFUSALS } from './authoring-refusals';
import { MarkdownField } from './MarkdownField';
import { MediaUploadField } from './MediaUploadField';
import { formValuesOf, metadataPatch, sameValues, type MetadataFormValues } from './metadata-form-values';
import { useSchemaMessage } from './useSchemaMessage';
import { MediaImage } from '../../../components/MediaImage';

export interface MetadataFormProps {
  course: AdminCourse;
  onDirtyChange: (dirty: boolean) => void;
  onReload: () => Promise<AdminCourse | undefined>;
}

/**
 * Title, texts, category, level, price, thumbnail and lesson order. Saved with the version it was loaded from, so
 * a save over someone else's newer change is refused (409) and the admin's typing stays on the screen.
 */
export function MetadataForm({ course, onDirtyChange, onReload }: MetadataFormProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const schemaMessage = useSchemaMessage();
  const errorText = useErrorText(AUTHORING_REFUSALS);
  const formRef = useRef<HTMLFormElement>(null);
  const [baseline, setBaseline] = useState(() => formValuesOf(course));
  const [values, setValues] = useState(baseline);
  const [issues, setIssues] = useState<IssueMap>({});
  const [priceInvalid, setPriceInvalid] = useState(false);
  const [failure, setFailure] = useState<{ text: string; stale: boolean } | null>(null);
  const [saved, setSaved] = useState(false);
  const [updateCourse, { isLoading }] = useUpdateCourseMutation();

  function change<K extends keyof MetadataFormValues>(key: K, value: MetadataFormValues[K]) {
    const next = { ...values, [key]: value };
    setValues(next);
    setSaved(false);
    onDirtyChange(!sameValues(next, baseline));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const check = metadataPatch(values, baseline);
    if (!check.ok) {
      setIssues(check.issues);
      setPriceInvalid(check.priceInvalid);
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setIssues({});
    setPriceInvalid(false);
    if (Object.keys(check.patch).length === 0) return;
    const result = await updateCourse({
      id: course.id,
      patch: check.patch,
      expectedUpdatedAt: course.updated_at,
    });
    if (result.error) {
      setFailure({ text: errorText(result.error), stale: result.error.code === 'functions/aborted' });
      return;
    }
    const next = formValuesOf(result.data);
    setFailure(null);
    setBaseline(next);
    setValues(next);
    setSaved(true);
    onDirtyChange(false);
  }

  // After a 409: load the newest version as the new baseline but keep what the admin typed, so they can save again.
  async function reload() {
    const fresh = await onReload();
    if (!fresh) return;
    const next = formValuesOf(fresh);
    // Fields the admin left alone take the other admin's values; fields they changed keep their typing.
    const merged = { ...next };
    for (const key of Object.keys(values) as Array<keyof MetadataFormValues>) {
      if (values[key] !== baseline[key]) Object.assign(merged, { [key]: values[key] });
    }
    setBaseline(next);
    setValues(merged);
    setFailure(null);
    onDirtyChange(!sameValues(merged, next));
  }

  const error = (field: string) => schemaMessage(issues[field]);
  return (
    <section className="lms-editor-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('adminCourses.editor.details')}</h2>
      <form ref={formRef} className="lms-metadata-form" noValidate onSubmit={(event) => void submit(event)}>
        {failure && (
          <FormAlert>
            <p>{failure.text}</p>
            {failure.stale && (
              <Button variant="secondary" onClick={() => void reload()}>
                {t('adminCourses.editor.reload')}
              </Button>
            )}
          </FormAlert>
        )}
        <TextField
          label={t('adminCourses.field.title')}
          value={values.title}
          maxLength={200}
          error={error('title')}
          onChange={(event) => change('title', event.target.value)}
        />
        <TextField
          label={t('adminCourses.field.summary')}
          value={values.summary}
          maxLength={500}
          error={error('summary')}
          onChange={(event) => change('summary', event.target.value)}
        />
        <MarkdownField
          label={t('adminCourses.field.description')}
          value={values.description}
          maxLength={100_000}
          error={error('description')}
          onChange={(value) => change('description', value)}
        />
        <div className="lms-metadata-form__row">
          <TextField
            label={t('adminCourses.field.category')}
            value={values.category}
            maxLength={100}
            error={error('category')}
            onChange={(event) => change('category', event.target.value)}
          />
          <SelectField
            label={t('adminCourses.field.level')}
            value={values.level}
            options={courseLevelSchema.options.map((level) => ({
              value: level,
              label: t(`adminCourses.level.${level}`),
            }))}
            onChange={(event) => change('level', event.target.value as CourseLevel)}
          />
        </div>
        <div className="lms-metadata-form__row">
          <TextField
            label={t('adminCourses.field.price')}
            description={t('adminCourses.field.priceHint')}
            inputMode="decimal"
            value={values.price}
            error={priceInvalid ? t('adminCourses.field.priceInvalid') : undefined}
            onChange={(event) => change('price', event.target.value)}
          />
          <TextField
            label={t('adminCourses.field.currency')}
            value={values.currency}
            maxLength={3}
            error={error('currency')}
            onChange={(event) => change('currency', event.target.value.toUpperCase())}
          />
        </div>
        <TextField
          label={t('adminCourses.field.thumbnail')}
          description={t('adminCourses.field.thumbnailHint')}
          value={values.thumbnail}
          error={error('thumbnail')}
          onChange={(event) => change('thumbnail', event.target.value)}
        />
        <MediaUploadField
          courseId={course.id}
          purpose="thumbnail"
          label={t('adminCourses.upload.thumbnail')}
          onUploaded={(media) => change('thumbnail', media.url)}
        />
        {values.thumbnail.trim() !== '' && !error('thumbnail') && (
          <MediaImage className="lms-metadata-form__thumbnail" src={values.thumbnail.trim()} alt="" />
        )}
        <CheckboxField
          label={t('adminCourses.field.lockLessonsInOrder')}
          description={t('adminCourses.field.lockLessonsInOrderHint')}
          checked={values.lockLessonsInOrder}
          onChange={(event) => change('lockLessonsInOrder', event.target.checked)}
        />
        <div className="lms-metadata-form__actions">
          <Button type="submit" busy={isLoading}>
            {t('adminCourses.editor.save')}
          </Button>
          <span role="status">{saved ? t('adminCourses.editor.saved') : ''}</span>
        </div>
      </form>
    </section>
  );
}
