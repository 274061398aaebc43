import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor } from '@lms/core';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Skeleton } from '../../components/Skeleton';
import { LmsLink } from '../../navigation/LmsLink';
import { useLmsRuntime } from '../../runtime/useLmsRuntime';
import { Pagination } from '../../ui-kit/Pagination';
import { useListMyOrdersQuery } from './payments-api';
import { StudentOrderItem } from './StudentOrderItem';
import { useStudentOrdersPage } from './useStudentOrdersPage';
import { ReceiptPicture } from '../../components/empty-pictures';

/** Orders on one page: few enough that the stacked items of a phone stay short. */
export const STUDENT_ORDERS_PAGE_SIZE = 10;

/**
 * /student/orders: the signed-in student's own orders, newest first and paged (the page in the URL), each with its
 * course, date, amount, coupon and status, and the receipt of a paid order or the way back to paying a pending one.
 */
export function StudentOrdersPage() {
  const { t } = useTranslation();
  const { routes } = useLmsRuntime();
  const headingId = useId();
  const { page, showPage } = useStudentOrdersPage();
  const { data, error, isLoading, isError, isFetching, refetch } = useListMyOrdersQuery({
    page,
    pageSize: STUDENT_ORDERS_PAGE_SIZE,
  });

  return (
    <section className="lms-purchases" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('studentOrders.heading')}</h1>
      <div className="lms-purchases__body" aria-busy={isLoading || isFetching}>
        {isLoading ? (
          <div aria-label={t('common.loading')} role="status">
            <Skeleton lines={6} />
          </div>
        ) : isError ? (
          <ErrorState error={error} title={t('studentOrders.loadError')} onRetry={() => void refetch()} />
        ) : !data || data.total === 0 ? (
          <EmptyState
            picture={<ReceiptPicture />}
            title={t('studentOrders.emptyTitle')}
            action={
              <LmsLink className="lms-button lms-button--primary" to={pathFor(routes, 'products')}>
                {t('studentOrders.browse')}
              </LmsLink>
            }
          >
            {t('studentOrders.emptyBody')}
          </EmptyState>
        ) : (
          <>
            <p className="lms-purchases__intro">{t('studentOrders.intro', { count: data.total })}</p>
            {data.items.length === 0 ? (
              <p>{t('studentOrders.pastLastPage')}</p>
            ) : (
              <ol className="lms-purchases__list" aria-label={t('studentOrders.listLabel')}>
                {data.items.map((order) => (
                  <StudentOrderItem key={order.id} order={order} />
                ))}
              </ol>
            )}
            <Pagination
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              onPage={showPage}
              label={t('studentOrders.pages')}
            />
          </>
        )}
      </div>
    </section>
  );
}
