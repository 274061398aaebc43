import { useTranslation } from 'react-i18next';
import { formatPrice, pathFor, type Order } from '@lms/core';
import { LmsLink } from '../../navigation/LmsLink';
import { useLmsRuntime } from '../../runtime/useLmsRuntime';
import { OrderStatusBadge } from './OrderStatusBadge';
import { StudentOrderNext } from './StudentOrderNext';

/**
 * One of the student's orders: the course (its page), when, how much in the order's currency, the coupon, where it
 * stands, and what to do next. Labelled facts rather than table cells, so it reads the same when the items stack on
 * a phone.
 */
export function StudentOrderItem({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const { routes } = useLmsRuntime();
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <li className="lms-purchase" data-order-id={order.id}>
      <div className="lms-purchase__main">
        <h2 className="lms-purchase__title">
          <LmsLink dir="auto" to={pathFor(routes, 'product-detail', { id: order.courseId })}>
            {order.courseTitle}
          </LmsLink>
        </h2>
        <dl className="lms-purchase__facts">
          <div>
            <dt>{t('studentOrders.date')}</dt>
            <dd>
              <time dateTime={order.created_at}>{dateFormat.format(new Date(order.created_at))}</time>
            </dd>
          </div>
          <div>
            <dt>{t('studentOrders.amount')}</dt>
            <dd className="lms-purchase__amount">
              {formatPrice(order.totalCents, order.currency, i18n.language)}
            </dd>
          </div>
          {order.couponCode && (
            <div>
              <dt>{t('studentOrders.coupon')}</dt>
              <dd className="lms-purchase__coupon">{order.couponCode}</dd>
            </div>
          )}
          <div>
            <dt>{t('studentOrders.status')}</dt>
            <dd>
              <OrderStatusBadge status={order.status} />
            </dd>
          </div>
        </dl>
      </div>
      <StudentOrderNext order={order} />
    </li>
  );
}
