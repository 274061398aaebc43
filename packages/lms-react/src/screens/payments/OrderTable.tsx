import { useTranslation } from 'react-i18next';
import { canTransitionOrder, formatPrice, type Order } from '@lms/core';
import { Button } from '../../components/Button';
import { OrderStatusBadge } from './OrderStatusBadge';

export interface OrderTableProps {
  orders: readonly Order[];
  onRefund: (order: Order) => void;
}

/** The orders with what an admin checks before a refund: when, who, what, how much, which coupon, status, provider. */
export function OrderTable({ orders, onRefund }: OrderTableProps) {
  const { t, i18n } = useTranslation();
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <div className="lms-admin-table-wrap">
      <table className="lms-admin-table lms-order-table">
        <caption className="lms-admin-table__caption">{t('adminOrders.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('adminOrders.column.date')}</th>
            <th scope="col">{t('adminOrders.column.student')}</th>
            <th scope="col">{t('adminOrders.column.course')}</th>
            <th scope="col">{t('adminOrders.column.amount')}</th>
            <th scope="col">{t('adminOrders.column.coupon')}</th>
            <th scope="col">{t('adminOrders.column.status')}</th>
            <th scope="col">{t('adminOrders.column.provider')}</th>
            <th scope="col" data-unlabelled>
              {t('adminOrders.column.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id} data-order-id={order.id}>
              <th scope="row" className="lms-order-table__date">
                <time dateTime={order.created_at}>{dateFormat.format(new Date(order.created_at))}</time>
              </th>
              <td>{order.userEmail ?? t('adminOrders.deletedAccount')}</td>
              <td dir="auto">{order.courseTitle}</td>
              <td className="lms-order-table__amount">
                {formatPrice(order.totalCents, order.currency, i18n.language)}
              </td>
              <td>{order.couponCode ?? t('adminOrders.noCoupon')}</td>
              <td>
                <OrderStatusBadge status={order.status} />
              </td>
              <td>{t(`adminOrders.provider.${order.provider}`)}</td>
              <td>
                {canTransitionOrder(order.status, 'refunded') && (
                  <Button
                    variant="danger"
                    aria-label={t('adminOrders.refundLabel', {
                      title: order.courseTitle,
                      email: order.userEmail ?? t('adminOrders.deletedAccount'),
                    })}
                    onClick={() => onRefund(order)}
                  >
                    {t('adminOrders.refund')}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
