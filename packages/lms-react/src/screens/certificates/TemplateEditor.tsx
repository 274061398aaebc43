import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CERTIFICATE_PLACEHOLDERS,
  certificateDate,
  certificateDuration,
  type CertificateTemplate,
} from '@lms/core';
import { Button } from '../../components/Button';
import { CheckboxField } from '../../components/CheckboxField';
import { FormAlert } from '../../components/FormAlert';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { Textarea } from '../../components/Textarea';
import { useNotify } from '../../notifications/useNotify';
import {
  useCreateCertificateTemplateMutation,
  useUpdateCertificateTemplateMutation,
} from '../../store/endpoints/certificates-api';
import { ImageField } from '../../ui-kit/ImageField';
import { useErrorText } from '../../ui-kit/useErrorText';
import { CERTIFICATE_REFUSALS } from './refusal-wordings';
import { CertificateDrawing } from './CertificateDrawing';
import {
  NEW_TEMPLATE,
  previewDesign,
  templateInputOf,
  valuesOf,
  type TemplateFormValues,
} from './template-form';
import { TemplateCourseChoice } from './TemplateCourseChoice';

export interface TemplateEditorProps {
  /** The template being changed; null for a new one. */
  template: CertificateTemplate | null;
  onDone: () => void;
}

/** A template's fields beside a live preview of the certificate they make (with a sample learner). */
export function TemplateEditor({ template, onDone }: TemplateEditorProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const notify = useNotify();
  const errorText = useErrorText(CERTIFICATE_REFUSALS);
  const [values, setValues] = useState<TemplateFormValues>(() =>
    template ? valuesOf(template) : NEW_TEMPLATE,
  );
  const [issues, setIssues] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [create, creating] = useCreateCertificateTemplateMutation();
  const [update, updating] = useUpdateCertificateTemplateMutation();
  const set = <K extends keyof TemplateFormValues>(key: K, value: TemplateFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const sample = {
    learnerName: t('certificates.templates.sampleName'),
    courseTitle: t('certificates.templates.sampleCourse'),
    // Filled in the reader's language, as a learner's certificate is filled in theirs.
    issueDate: certificateDate(Date.now(), i18n.language),
    hours: certificateDuration(6, i18n.language),
    grade: '92%',
    certificateNumber: '2026-SAMPLE01',
  };
  const design = previewDesign(values, sample);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = templateInputOf(values);
    if (!checked.ok) {
      setIssues(checked.issues);
      return;
    }
    setIssues({});
    const result = template
      ? await update({ ...checked.input, templateId: template.id })
      : await create(checked.input);
    if (result.error) return setFailure(errorText(result.error));
    notify({ kind: 'positive', message: t('certificates.templates.saved', { name: checked.input.name }) });
    onDone();
  }

  const text = (key: 'name' | 'title' | 'signerName' | 'signerTitle', label: string) => (
    <TextField
      label={label}
      value={values[key]}
      error={issues[key]}
      onChange={(e) => set(key, e.target.value)}
    />
  );

  return (
    <section className="lms-certificate-editor" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {template
          ? t('certificates.templates.editHeading', { name: template.name })
          : t('certificates.templates.newHeading')}
      </h3>
      <form className="lms-certificate-editor__form" noValidate onSubmit={(event) => void submit(event)}>
        {failure && <FormAlert>{failure}</FormAlert>}
        {text('name', t('certificates.templates.field.name'))}
        {text('title', t('certificates.templates.field.title'))}
        <Textarea
          label={t('certificates.templates.field.body')}
          description={t('certificates.templates.placeholders', {
            list: CERTIFICATE_PLACEHOLDERS.map((name) => `{{${name}}}`).join(' '),
          })}
          value={values.body}
          error={issues.body}
          rows={4}
          onChange={(e) => set('body', e.target.value)}
        />
        {text('signerName', t('certificates.templates.field.signerName'))}
        {text('signerTitle', t('certificates.templates.field.signerTitle'))}
        <div className="lms-certificate-editor__row">
          <TextField
            label={t('certificates.templates.field.primaryColor')}
            value={values.primaryColor}
            error={issues.primaryColor}
            onChange={(e) => set('primaryColor', e.target.value)}
          />
          <TextField
            label={t('certificates.templates.field.accentColor')}
            value={values.accentColor}
            error={issues.accentColor}
            onChange={(e) => set('accentColor', e.target.value)}
          />
        </div>
        <SelectField
          label={t('certificates.templates.field.orientation')}
          value={values.orientation}
          options={[
            { value: 'landscape', label: t('certificates.templates.orientation.landscape') },
            { value: 'portrait', label: t('certificates.templates.orientation.portrait') },
          ]}
          onChange={(e) => set('orientation', e.target.value === 'portrait' ? 'portrait' : 'landscape')}
        />
        <TextField
          label={t('certificates.templates.field.validityDays')}
          description={t('certificates.templates.validityHint')}
          inputMode="numeric"
          value={values.validityDays}
          error={issues.validityDays}
          onChange={(e) => set('validityDays', e.target.value)}
        />
        <ImageField
          label={t('certificates.templates.field.logo')}
          value={values.logo}
          onChange={(v) => set('logo', v)}
        />
        <ImageField
          label={t('certificates.templates.field.signature')}
          value={values.signature}
          onChange={(v) => set('signature', v)}
        />
        <ImageField
          label={t('certificates.templates.field.background')}
          value={values.background}
          onChange={(v) => set('background', v)}
        />
        <TemplateCourseChoice courseIds={values.courseIds} onChange={(ids) => set('courseIds', ids)} />
        <CheckboxField
          label={t('certificates.templates.field.active')}
          checked={values.active}
          onChange={(e) => set('active', e.target.checked)}
        />
        <div className="lms-certificate-editor__actions">
          <Button variant="ghost" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" busy={creating.isLoading || updating.isLoading}>
            {t('certificates.templates.save')}
          </Button>
        </div>
      </form>
      <div className="lms-certificate-editor__preview">
        <h4>{t('certificates.templates.preview')}</h4>
        <CertificateDrawing
          design={design}
          learnerName={sample.learnerName}
          facts={[sample.courseTitle, sample.issueDate, sample.certificateNumber]}
          label={t('certificates.templates.preview')}
        />
      </div>
    </section>
  );
}
