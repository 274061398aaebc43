import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES, type Order } from '@lms/core';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { ListFilters } from '../../ui-kit/ListFilters';
import { ListPage } from '../../ui-kit/ListPage';
import { useListParams } from '../../ui-kit/useListParams';
import { ORDER_LIST, ORDER_LIST_PAGE_SIZE } from './order-list-params';
import { OrderTable } from './OrderTable';
import { useAdminListOrdersQuery } from './payments-api';
import { RefundOrderDialog } from './RefundOrderDialog';
import { ReceiptPicture, SearchPicture } from '../../components/empty-pictures';

/**
 * /admin/orders: every order, newest first, filtered by status and searched by buyer e-mail, course title or order
 * number (all in the URL, with the page); a paid order can be refunded after a confirmation, which ends the
 * enrolment it gave.
 */
export function AdminOrdersPage() {
  const { t } = useTranslation();
  const { params, showList } = useListParams('admin-orders', ORDER_LIST);
  const [refunding, setRefunding] = useState<Order | null>(null);
  const search = params.search.trim();
  const filtered = search !== '' || params.status !== undefined;
  const list = useAdminListOrdersQuery({
    ...(search ? { search } : {}),
    ...(params.status ? { status: params.status } : {}),
    page: params.page,
    pageSize: ORDER_LIST_PAGE_SIZE,
  });

  return (
    <ListPage
      className="lms-admin-courses lms-admin-orders"
      heading={t('adminOrders.heading')}
      filters={
        <ListFilters
          search={params.search}
          searchLabel={t('adminOrders.search')}
          searchButtonLabel={t('adminOrders.searchButton')}
          searchMaxLength={ORDER_LIST.searchMaxLength}
          filters={[
            {
              name: 'status',
              label: t('adminOrders.statusFilter'),
              value: params.status ?? '',
              options: [
                { value: '', label: t('adminOrders.anyStatus') },
                ...ORDER_STATUSES.map((status) => ({
                  value: status,
                  label: t(`adminOrders.status.${status}`),
                })),
              ],
            },
          ]}
          onChange={showList}
        />
      }
      list={list}
      loadErrorTitle={t('adminOrders.loadError')}
      empty={
        <EmptyState
          picture={filtered ? <SearchPicture /> : <ReceiptPicture />}
          title={filtered ? t('adminOrders.noMatchTitle') : t('adminOrders.emptyTitle')}
          action={
            filtered ? (
              <Button variant="secondary" onClick={() => showList({ search: '', status: undefined })}>
                {t('adminOrders.clearFilters')}
              </Button>
            ) : undefined
          }
        >
          {filtered ? t('adminOrders.noMatchBody') : t('adminOrders.emptyBody')}
        </EmptyState>
      }
      renderPage={(page) => (
        <>
          <p className="lms-admin-orders__count" role="status">
            {t('adminOrders.count', { count: page.total })}
          </p>
          <OrderTable orders={page.items} onRefund={setRefunding} />
        </>
      )}
      onPage={(page) => showList({ page })}
    >
      <RefundOrderDialog
        order={refunding}
        onOpenChange={(open) => {
          if (!open) setRefunding(null);
        }}
      />
    </ListPage>
  );
}
