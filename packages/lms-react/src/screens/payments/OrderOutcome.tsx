import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor, type Order } from '@lms/core';
import { LmsLink } from '../../navigation/LmsLink';
import { useLmsRuntime } from '../../runtime/useLmsRuntime';
import { OrderReceipt } from './OrderReceipt';

export interface OrderOutcomeProps {
  order: Order;
  /** The page heading, focused when the outcome replaces the waiting screen. */
  headingRef: Ref<HTMLHeadingElement>;
}

/** A settled order: paid (receipt and the way into the course), declined or cancelled (try again), or refunded. */
export function OrderOutcome({ order, headingRef }: OrderOutcomeProps) {
  const { t, i18n } = useTranslation();
  const { routes } = useLmsRuntime();
  const heading = (text: string) => (
    <h1 ref={headingRef} tabIndex={-1}>
      {text}
    </h1>
  );

  if (order.status === 'paid') {
    return (
      <article className="lms-payment-success">
        {heading(order.totalCents === 0 ? t('paymentSuccess.freeHeading') : t('paymentSuccess.paidHeading'))}
        <p className="lms-payment-success__lead">
          {t('paymentSuccess.paidBody', { title: order.courseTitle })}
        </p>
        <LmsLink
          className="lms-button lms-button--primary lms-payment-success__start"
          to={pathFor(routes, 'product-viewer', { productId: order.courseId })}
        >
          {t('paymentSuccess.start')}
        </LmsLink>
        <OrderReceipt order={order} />
      </article>
    );
  }

  if (order.status === 'refunded') {
    const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
      new Date(order.refundedAt ?? order.updated_at),
    );
    return (
      <article className="lms-payment-success">
        {heading(t('paymentSuccess.refundedHeading'))}
        <p className="lms-payment-success__lead">{t('paymentSuccess.refundedBody', { date })}</p>
        <OrderReceipt order={order} />
      </article>
    );
  }

  const failed = order.status === 'failed';
  return (
    <article className="lms-payment-success">
      {heading(failed ? t('paymentSuccess.failedHeading') : t('paymentSuccess.cancelledHeading'))}
      <p className="lms-payment-success__problem" role="alert">
        {failed ? t('paymentSuccess.failedBody') : t('paymentSuccess.cancelledBody')}
      </p>
      <div className="lms-payment-success__actions">
        <LmsLink
          className="lms-button lms-button--primary"
          to={pathFor(routes, 'payment', { id: order.courseId })}
        >
          {t('paymentSuccess.tryAgain')}
        </LmsLink>
        <LmsLink
          className="lms-button lms-button--secondary"
          to={pathFor(routes, 'product-detail', { id: order.courseId })}
        >
          {t('paymentSuccess.backToCourse')}
        </LmsLink>
      </div>
    </article>
  );
}
