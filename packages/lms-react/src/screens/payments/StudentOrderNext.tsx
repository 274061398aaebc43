import { useTranslation } from 'react-i18next';
import { pathFor, type Order } from '@lms/core';
import { LmsLink } from '../../navigation/LmsLink';
import { useLmsRuntime } from '../../runtime/useLmsRuntime';
import { successPathOf } from './useCheckout';

/**
 * What the student can do with one of their orders: open the receipt of a paid (or refunded) order, or go back to
 * paying a pending one. The payment page reopens the same open checkout and, from `?order=`, refills its coupon.
 */
export function StudentOrderNext({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const { routes } = useLmsRuntime();
  const title = order.courseTitle;
  const orderQuery = new URLSearchParams({ order: order.id }).toString();
  const receipt = (
    <LmsLink
      className="lms-button lms-button--secondary"
      to={successPathOf(pathFor(routes, 'payment-success'), order.id)}
      aria-label={t('studentOrders.receiptLabel', { title })}
    >
      {t('studentOrders.receipt')}
    </LmsLink>
  );

  switch (order.status) {
    case 'paid':
      return <div className="lms-purchase__next">{receipt}</div>;
    case 'refunded': {
      const when = order.refundedAt ?? order.updated_at;
      const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(when));
      return (
        <div className="lms-purchase__next">
          <p className="lms-purchase__note">{t('studentOrders.refundedOn', { date })}</p>
          {receipt}
        </div>
      );
    }
    case 'pending':
      return (
        <div className="lms-purchase__next">
          <p className="lms-purchase__note">{t('studentOrders.pendingNote')}</p>
          <LmsLink
            className="lms-button lms-button--primary"
            to={`${pathFor(routes, 'payment', { id: order.courseId })}?${orderQuery}`}
            aria-label={t('studentOrders.continueLabel', { title })}
          >
            {t('studentOrders.continue')}
          </LmsLink>
        </div>
      );
    default:
      // Declined or cancelled: nothing was taken, and the course page offers to buy again.
      return (
        <div className="lms-purchase__next">
          <p className="lms-purchase__note">{t('studentOrders.notPaidNote')}</p>
        </div>
      );
  }
}
