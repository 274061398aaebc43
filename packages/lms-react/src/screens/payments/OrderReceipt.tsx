import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@lms/core';
import { OrderSummary } from './OrderSummary';

/** What was bought, for how much, when and how: the order number is what support asks for. */
export function OrderReceipt({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const when = order.paidAt ?? order.refundedAt ?? order.updated_at;
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' });
  return (
    <section className="lms-receipt" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('paymentSuccess.receiptHeading')}</h2>
      <OrderSummary
        caption={t('paymentSuccess.receiptCaption')}
        courseTitle={order.courseTitle}
        currency={order.currency}
        listPriceCents={order.listPriceCents}
        discountCents={order.discountCents}
        totalCents={order.totalCents}
        coupon={order.couponCode ? { code: order.couponCode } : null}
      />
      <dl className="lms-receipt__facts">
        <div>
          <dt>{t('paymentSuccess.orderNumber')}</dt>
          <dd className="lms-receipt__order-id">{order.id}</dd>
        </div>
        <div>
          <dt>{t('paymentSuccess.date')}</dt>
          <dd>
            <time dateTime={when}>{dateFormat.format(new Date(when))}</time>
          </dd>
        </div>
        <div>
          <dt>{t('paymentSuccess.method')}</dt>
          <dd>{t(`paymentSuccess.provider.${order.provider}`)}</dd>
        </div>
      </dl>
    </section>
  );
}
