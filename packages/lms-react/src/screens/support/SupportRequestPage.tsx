import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor, SUPPORT_LIMITS } from '@lms/core';
import { ErrorState } from '../../components/ErrorState';
import { Skeleton } from '../../components/Skeleton';
import { Textarea } from '../../components/Textarea';
import { LmsLink } from '../../navigation/LmsLink';
import { useLmsNavigation } from '../../navigation/useLmsNavigation';
import { useSearchParam } from '../../navigation/useSearchParam';
import { useAuth } from '../../runtime/useAuth';
import { useLmsRuntime } from '../../runtime/useLmsRuntime';
import { useNotify } from '../../notifications/useNotify';
import { FormFailure } from '../../ui-kit/FormFailure';
import { FormScaffold } from '../../ui-kit/FormScaffold';
import { useFieldForm } from '../../ui-kit/useFieldForm';
import { useGetSupportRequestQuery, useReplyToSupportRequestMutation } from './support-api';
import { SupportConversation } from './SupportConversation';
import { SUPPORT_REFUSALS } from './support-refusals';
import { SupportStatusBadge } from './SupportStatusBadge';

/** The `:reference` of /contact-support/requests/:reference. */
function referenceOf(pathname: string): string {
  return decodeURIComponent(pathname.split('/').filter(Boolean).at(-1) ?? '');
}

/**
 * /contact-support/requests/:reference: a request and its conversation for its requester, signed in or through the
 * link mailed to them (its token in the query), with a reply form; a reply reopens a resolved request. A closed one
 * points to a new request instead.
 */
export function SupportRequestPage() {
  const { t } = useTranslation();
  const { routes } = useLmsRuntime();
  const auth = useAuth();
  const notify = useNotify();
  const headingId = useId();
  const { location } = useLmsNavigation();
  const reference = referenceOf(location.pathname);
  const token = useSearchParam('token') ?? undefined;
  const lookup = token === undefined ? { reference } : { reference, token };
  const request = useGetSupportRequestQuery(lookup);
  const [reply] = useReplyToSupportRequestMutation();
  const frameRef = useRef<HTMLElement>(null);
  const form = useFieldForm<'message'>(frameRef);
  const [message, setMessage] = useState('');

  function handleSubmit() {
    const text = message.trim();
    const problem =
      text === ''
        ? { key: 'support.form.messageRequired' }
        : text.length > SUPPORT_LIMITS.messageMax
          ? { key: 'support.form.tooLong', values: { count: SUPPORT_LIMITS.messageMax } }
          : undefined;
    if (!form.validate({ message: problem })) return;
    void form
      .run(async () => {
        await reply({ ...lookup, message: text }).unwrap();
      })
      .then((done) => {
        if (!done) return;
        setMessage('');
        notify({ kind: 'positive', message: t('support.request.replySent') });
      });
  }

  const data = request.data;
  return (
    <section ref={frameRef} className="lms-support lms-support-request" aria-labelledby={headingId}>
      {request.isLoading ? (
        <>
          <h1 id={headingId}>{t('support.request.headingLoading', { reference })}</h1>
          <div aria-label={t('common.loading')} role="status">
            <Skeleton lines={8} />
          </div>
        </>
      ) : request.isError || data === undefined ? (
        <>
          <h1 id={headingId}>{t('support.request.headingLoading', { reference })}</h1>
          <ErrorState
            error={request.error}
            title={t('support.request.loadError')}
            onRetry={() => void request.refetch()}
          />
          {!auth.isAuthenticated && token === undefined && <p>{t('support.request.signInHint')}</p>}
        </>
      ) : (
        <>
          <h1 id={headingId}>
            <span dir="auto">{data.subject}</span>
          </h1>
          <p className="lms-support-request__meta">
            {t('support.request.reference')} <strong>{data.reference}</strong> ·{' '}
            {t(`support.category.${data.category}`)} ·{' '}
            <SupportStatusBadge status={data.status} audience="requester" />
          </p>
          <SupportConversation messages={data.messages} label={t('support.conversation.label')} />
          {data.canReply ? (
            <>
              <FormFailure failure={form.failure} refusals={SUPPORT_REFUSALS} />
              <FormScaffold
                form={form}
                onSubmit={handleSubmit}
                submitLabel={t('support.request.sendReply')}
                failure="none"
                className="lms-support-form"
              >
                <Textarea
                  label={t('support.request.reply')}
                  description={data.status === 'resolved' ? t('support.request.reopenHint') : undefined}
                  name="message"
                  value={message}
                  maxLength={SUPPORT_LIMITS.messageMax}
                  onChange={(event) => setMessage(event.target.value)}
                  error={form.errorOf('message')}
                />
              </FormScaffold>
            </>
          ) : (
            <p className="lms-support-request__closed">
              {t('support.request.closed')}{' '}
              <LmsLink to={pathFor(routes, 'contact-support')}>{t('support.request.newRequest')}</LmsLink>
            </p>
          )}
          {auth.isAuthenticated && (
            <p>
              <LmsLink to={pathFor(routes, 'support-requests')}>{t('support.request.allRequests')}</LmsLink>
            </p>
          )}
        </>
      )}
    </section>
  );
}
