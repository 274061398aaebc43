import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor } from '@lms/core';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Skeleton } from '../../components/Skeleton';
import { LmsLink } from '../../navigation/LmsLink';
import { useLmsRuntime } from '../../runtime/useLmsRuntime';
import type { ListShape, NoFilters } from '../../ui-kit/list-params';
import { Pagination } from '../../ui-kit/Pagination';
import { useListParams } from '../../ui-kit/useListParams';
import { useListMySupportRequestsQuery } from './support-api';
import { SupportStatusBadge } from './SupportStatusBadge';
import { ConversationPicture } from '../../components/empty-pictures';

const PAGE_SIZE = 10;
const MY_REQUESTS: ListShape<NoFilters> = { searchMaxLength: 0, filters: {} };

/** /contact-support/requests: the signed-in person's requests, latest activity first, each opening its conversation. */
export function MySupportRequestsPage() {
  const { t, i18n } = useTranslation();
  const { routes } = useLmsRuntime();
  const headingId = useId();
  const { params, showList } = useListParams('support-requests', MY_REQUESTS);
  const { data, error, isLoading, isError, isFetching, refetch } = useListMySupportRequestsQuery({
    page: params.page,
    pageSize: PAGE_SIZE,
  });
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const newRequest = (
    <LmsLink className="lms-button lms-button--primary" to={pathFor(routes, 'contact-support')}>
      {t('support.mine.newRequest')}
    </LmsLink>
  );

  return (
    <section className="lms-support lms-support-mine" aria-labelledby={headingId}>
      <header className="lms-support-mine__header">
        <h1 id={headingId}>{t('support.mine.heading')}</h1>
        {newRequest}
      </header>
      <div aria-busy={isLoading || isFetching} aria-live="polite">
        {isLoading ? (
          <div aria-label={t('common.loading')} role="status">
            <Skeleton lines={6} />
          </div>
        ) : isError ? (
          <ErrorState error={error} title={t('support.mine.loadError')} onRetry={() => void refetch()} />
        ) : !data || data.total === 0 ? (
          <EmptyState picture={<ConversationPicture />} title={t('support.mine.emptyTitle')}>
            {t('support.mine.emptyBody')}
          </EmptyState>
        ) : (
          <>
            <ol className="lms-support-mine__list" aria-label={t('support.mine.listLabel')}>
              {data.items.map((request) => (
                <li key={request.id} className="lms-support-mine__item">
                  <LmsLink to={pathFor(routes, 'support-request', { reference: request.reference })}>
                    <span dir="auto">{request.subject}</span>
                  </LmsLink>{' '}
                  <SupportStatusBadge status={request.status} audience="requester" />
                  <p>
                    {request.reference} · {t(`support.category.${request.category}`)} ·{' '}
                    {t('support.mine.lastActivity')}{' '}
                    <time dateTime={request.lastMessageAt}>
                      {when.format(new Date(request.lastMessageAt))}
                    </time>
                  </p>
                </li>
              ))}
            </ol>
            <Pagination
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              onPage={(page) => showList({ page })}
            />
          </>
        )}
      </div>
    </section>
  );
}
