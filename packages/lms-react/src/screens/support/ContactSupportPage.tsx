import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  pathFor,
  SUPPORT_CATEGORIES,
  SUPPORT_LIMITS,
  type CreatedSupportRequest,
  type SupportCategory,
} from '@lms/core';
import { ErrorState } from '../../components/ErrorState';
import { SelectField } from '../../components/SelectField';
import { Skeleton } from '../../components/Skeleton';
import { Textarea } from '../../components/Textarea';
import { TextField } from '../../components/TextField';
import { LmsLink } from '../../navigation/LmsLink';
import { useSearchParam } from '../../navigation/useSearchParam';
import { useAuth } from '../../runtime/useAuth';
import { useLmsRuntime } from '../../runtime/useLmsRuntime';
import { FormFailure } from '../../ui-kit/FormFailure';
import { FormScaffold } from '../../ui-kit/FormScaffold';
import { useFieldForm } from '../../ui-kit/useFieldForm';
import { AttachmentPicker } from './AttachmentPicker';
import { contactFormProblems, type ContactField } from './contact-form-problems';
import { pageCameFrom } from './page-came-from';
import { useCreateSupportRequestMutation, useOpenSupportFormMutation } from './support-api';
import { SUPPORT_REFUSALS } from './support-refusals';
import { SupportRequestSent } from './SupportRequestSent';
import { useSupportAttachments } from './useSupportAttachments';

/**
 * /contact-support: a request to support. A signed-out visitor gives a name and an address, a signed-in person is
 * known; category, subject, message and up to three screenshots or PDFs; the page they came from and their browser
 * go with it (shown, not hidden). A field nobody sees and the form's opening time keep programs out without a
 * third-party service. The reference shows on screen and comes by e-mail.
 */
export function ContactSupportPage() {
  const { t } = useTranslation();
  const { routes } = useLmsRuntime();
  const auth = useAuth();
  const headingId = useId();
  const frameRef = useRef<HTMLElement>(null);
  const form = useFieldForm<ContactField>(frameRef);
  const [openForm, opened] = useOpenSupportFormMutation();
  const [createRequest] = useCreateSupportRequestMutation();
  const formToken = opened.data?.formToken ?? null;
  const attachments = useSupportAttachments(formToken);
  const from = useSearchParam('from');
  const [values, setValues] = useState({ name: '', email: '', subject: '', message: '', website: '' });
  const [category, setCategory] = useState<SupportCategory>('technical');
  const [sent, setSent] = useState<CreatedSupportRequest | null>(null);
  const signedIn = auth.isAuthenticated;
  const pageUrl = pageCameFrom(from);
  const userAgent =
    typeof navigator === 'undefined' ? '' : navigator.userAgent.slice(0, SUPPORT_LIMITS.userAgentMax);

  useEffect(() => {
    void openForm({});
  }, [openForm]);

  const field = (name: keyof typeof values) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  function handleSubmit() {
    if (formToken === null) return;
    const problems = contactFormProblems(values, { signedIn, uploading: attachments.uploading });
    if (!form.validate(problems)) return;
    void form.run(async () => {
      const created = await createRequest({
        formToken,
        ...(signedIn ? {} : { name: values.name.trim(), email: values.email.trim() }),
        category,
        subject: values.subject.trim(),
        message: values.message.trim(),
        ...(pageUrl ? { pageUrl } : {}),
        ...(userAgent ? { userAgent } : {}),
        attachments: attachments.uploaded,
        website: values.website,
      }).unwrap();
      setSent(created);
    });
  }

  return (
    <section ref={frameRef} className="lms-support lms-support-contact" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('support.contact.heading')}</h1>
      {sent !== null ? (
        <SupportRequestSent request={sent} signedIn={signedIn} />
      ) : opened.isError ? (
        <ErrorState
          error={opened.error}
          title={t('support.contact.openError')}
          onRetry={() => void openForm({})}
        />
      ) : formToken === null ? (
        <div aria-label={t('common.loading')} role="status">
          <Skeleton lines={8} />
        </div>
      ) : (
        <>
          <p className="lms-support__intro">{t('support.contact.intro')}</p>
          {signedIn && (
            <p className="lms-support__signed-in">
              {t('support.contact.signedInAs', { email: auth.user?.email ?? '' })}{' '}
              <LmsLink to={pathFor(routes, 'support-requests')}>{t('support.contact.myRequests')}</LmsLink>
            </p>
          )}
          <FormFailure failure={form.failure} refusals={SUPPORT_REFUSALS} />
          <FormScaffold
            form={form}
            onSubmit={handleSubmit}
            submitLabel={t('support.contact.submit')}
            submitDisabled={attachments.uploading}
            failure="none"
            className="lms-support-form"
          >
            {!signedIn && (
              <>
                <TextField
                  label={t('support.form.name')}
                  name="name"
                  autoComplete="name"
                  required
                  maxLength={SUPPORT_LIMITS.nameMax}
                  {...field('name')}
                  error={form.errorOf('name')}
                />
                <TextField
                  label={t('support.form.email')}
                  type="email"
                  name="email"
                  autoComplete="email"
                  required
                  {...field('email')}
                  error={form.errorOf('email')}
                />
              </>
            )}
            <SelectField
              label={t('support.form.category')}
              name="category"
              value={category}
              onChange={(event) => setCategory(event.target.value as SupportCategory)}
              options={SUPPORT_CATEGORIES.map((value) => ({ value, label: t(`support.category.${value}`) }))}
            />
            <TextField
              label={t('support.form.subject')}
              name="subject"
              required
              maxLength={SUPPORT_LIMITS.subjectMax}
              {...field('subject')}
              error={form.errorOf('subject')}
            />
            <Textarea
              label={t('support.form.message')}
              name="message"
              required
              maxLength={SUPPORT_LIMITS.messageMax}
              {...field('message')}
              error={form.errorOf('message')}
            />
            <AttachmentPicker
              attachments={attachments}
              disabled={form.busy}
              error={form.errorOf('attachments')}
            />
            {/* The honeypot: people never see or reach this field; programs filling every input do. */}
            <div className="lms-support-form__trap" aria-hidden="true">
              <label>
                Website
                <input type="text" name="website" tabIndex={-1} autoComplete="off" {...field('website')} />
              </label>
            </div>
            <div className="lms-support-form__context">
              <p>{t('support.form.contextIntro')}</p>
              <dl>
                <dt>{t('support.form.pageUrl')}</dt>
                <dd dir="ltr">{pageUrl || t('support.form.unknown')}</dd>
                <dt>{t('support.form.browser')}</dt>
                <dd dir="ltr">{userAgent || t('support.form.unknown')}</dd>
              </dl>
            </div>
          </FormScaffold>
        </>
      )}
    </section>
  );
}
