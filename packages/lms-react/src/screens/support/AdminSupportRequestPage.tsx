import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor } from '@lms/core';
import { ErrorState } from '../../components/ErrorState';
import { Skeleton } from '../../components/Skeleton';
import { LmsLink } from '../../navigation/LmsLink';
import { useLmsNavigation } from '../../navigation/useLmsNavigation';
import { useLmsRuntime } from '../../runtime/useLmsRuntime';
import { durationText } from './duration-text';
import { LearnerContextPanel } from './LearnerContextPanel';
import { useAdminGetSupportRequestQuery } from './support-api';
import { SupportConversation } from './SupportConversation';
import { SupportReplyForm } from './SupportReplyForm';
import { SupportRequestControls } from './SupportRequestControls';
import { SupportStatusBadge } from './SupportStatusBadge';

/**
 * /admin/support-requests/:requestId: one request for support: the conversation with internal notes, status,
 * priority and assignee, the first-response and resolution times, where it was sent from, the requester's courses
 * and orders, and the reply form.
 */
export function AdminSupportRequestPage() {
  const { t, i18n } = useTranslation();
  const { routes } = useLmsRuntime();
  const headingId = useId();
  const { location } = useLmsNavigation();
  const requestId = decodeURIComponent(location.pathname.split('/').filter(Boolean).at(-1) ?? '');
  const request = useAdminGetSupportRequestQuery({ requestId });
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const back = <LmsLink to={pathFor(routes, 'admin-support-requests')}>{t('support.detail.back')}</LmsLink>;
  const data = request.data;

  if (request.isLoading || data === undefined) {
    return (
      <section className="lms-support-admin-request" aria-labelledby={headingId}>
        <p>{back}</p>
        <h1 id={headingId}>{t('support.detail.headingLoading')}</h1>
        {request.isError ? (
          <ErrorState
            error={request.error}
            title={t('support.detail.loadError')}
            onRetry={() => void request.refetch()}
          />
        ) : (
          <div aria-label={t('common.loading')} role="status">
            <Skeleton lines={10} />
          </div>
        )}
      </section>
    );
  }

  return (
    <section className="lms-support-admin-request" aria-labelledby={headingId}>
      <p>{back}</p>
      <h1 id={headingId}>
        {data.reference}: <span dir="auto">{data.subject}</span>
      </h1>
      <p className="lms-support-request__meta">
        <SupportStatusBadge status={data.status} audience="support" /> ·{' '}
        {t(`support.category.${data.category}`)} ·{' '}
        {t('support.detail.from', { name: data.requesterName, email: data.requesterEmail })}
      </p>
      <div className="lms-support-admin-request__layout">
        <div className="lms-support-admin-request__main">
          <SupportConversation messages={data.messages} label={t('support.conversation.label')} />
          <SupportReplyForm request={data} />
        </div>
        <aside className="lms-support-admin-request__side" aria-label={t('support.detail.sideLabel')}>
          <SupportRequestControls request={data} />
          <dl className="lms-support-facts">
            <dt>{t('support.detail.created')}</dt>
            <dd>
              <time dateTime={data.createdAt}>{when.format(new Date(data.createdAt))}</time>
            </dd>
            <dt>{t('support.detail.firstResponse')}</dt>
            <dd>
              {data.firstResponseMs === null
                ? t('support.detail.notYet')
                : durationText(t, data.firstResponseMs)}
            </dd>
            <dt>{t('support.detail.resolution')}</dt>
            <dd>
              {data.resolutionMs === null ? t('support.detail.notYet') : durationText(t, data.resolutionMs)}
            </dd>
            <dt>{t('support.detail.pageUrl')}</dt>
            <dd dir="ltr" className="lms-support-facts__long">
              {data.pageUrl ?? t('support.form.unknown')}
            </dd>
            <dt>{t('support.detail.browser')}</dt>
            <dd dir="ltr" className="lms-support-facts__long">
              {data.userAgent ?? t('support.form.unknown')}
            </dd>
          </dl>
          <LearnerContextPanel learner={data.learner} />
        </aside>
      </div>
    </section>
  );
}
