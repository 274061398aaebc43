import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@lms/core';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Skeleton } from '../../components/Skeleton';
import { ListPagination } from '../admin-courses/ListPagination';
import { ORDER_LIST_PAGE_SIZE } from './order-list-params';
import { OrderFilters } from './OrderFilters';
import { OrderTable } from './OrderTable';
import { useAdminListOrdersQuery } from './payments-api';
import { RefundOrderDialog } from './RefundOrderDialog';
import { useOrderListParams } from './useOrderListParams';

/**
 * /admin/orders: every order, newest first, filtered by status and searched by buyer e-mail, course title or order
 * number (all in the URL, with the page); a paid order can be refunded after a confirmation, which ends the
 * enrolment it gave.
 */
export function AdminOrdersPage() {
  const { t } = useTranslation();
  const headingId = useId();
  const { params, showList } = useOrderListParams();
  const [refunding, setRefunding] = useState<Order | null>(null);
  const search = params.search.trim();
  const filtered = search !== '' || params.status !== undefined;
  const { data, error, isLoading, isError, isFetching, refetch } = useAdminListOrdersQuery({
    ...(search ? { search } : {}),
    ...(params.status ? { status: params.status } : {}),
    page: params.page,
    pageSize: ORDER_LIST_PAGE_SIZE,
  });

  return (
    <section className="lms-admin-courses lms-admin-orders" aria-labelledby={headingId}>
      <header className="lms-admin-courses__header">
        <h1 id={headingId}>{t('adminOrders.heading')}</h1>
      </header>
      <OrderFilters params={params} onChange={showList} />
      <div aria-busy={isLoading || isFetching} aria-live="polite">
        {isLoading ? (
          <div aria-label={t('common.loading')} role="status">
            <Skeleton lines={6} />
          </div>
        ) : isError ? (
          <ErrorState error={error} title={t('adminOrders.loadError')} onRetry={() => void refetch()} />
        ) : !data || data.items.length === 0 ? (
          <EmptyState
            title={filtered ? t('adminOrders.noMatchTitle') : t('adminOrders.emptyTitle')}
            action={
              filtered ? (
                <Button
                  variant="secondary"
                  onClick={() => showList({ search: '', status: undefined, page: 1 })}
                >
                  {t('adminOrders.clearFilters')}
                </Button>
              ) : undefined
            }
          >
            {filtered ? t('adminOrders.noMatchBody') : t('adminOrders.emptyBody')}
          </EmptyState>
        ) : (
          <>
            <p className="lms-admin-orders__count" role="status">
              {t('adminOrders.count', { count: data.total })}
            </p>
            <OrderTable orders={data.items} onRefund={setRefunding} />
            <ListPagination
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              onPage={(page) => showList({ ...params, page })}
            />
          </>
        )}
      </div>
      <RefundOrderDialog
        order={refunding}
        onOpenChange={(open) => {
          if (!open) setRefunding(null);
        }}
      />
    </section>
  );
}
