import { useTranslation } from 'react-i18next';
import { formatPrice, type Order } from '@lms/core';

/** A user's newest orders: when, which course, how much, and where each stands. */
export function UserOrdersTable({ orders, total }: { orders: readonly Order[]; total: number }) {
  const { t, i18n } = useTranslation();
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  if (orders.length === 0) return <p>{t('adminUsers.orders.none')}</p>;
  return (
    <>
      {total > orders.length && (
        <p>{t('adminUsers.orders.newest', { shown: orders.length, count: total })}</p>
      )}
      <div className="lms-admin-table-wrap">
        <table className="lms-admin-table">
          <caption className="lms-admin-table__caption">{t('adminUsers.orders.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('adminUsers.orders.date')}</th>
              <th scope="col">{t('adminUsers.orders.course')}</th>
              <th scope="col">{t('adminUsers.orders.amount')}</th>
              <th scope="col">{t('adminUsers.orders.status')}</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.id}>
                <th scope="row">
                  <time dateTime={order.created_at}>{dateFormat.format(new Date(order.created_at))}</time>
                </th>
                <td dir="auto">{order.courseTitle}</td>
                <td>{formatPrice(order.totalCents, order.currency, i18n.language)}</td>
                <td>{t(`adminUsers.orders.statuses.${order.status}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
