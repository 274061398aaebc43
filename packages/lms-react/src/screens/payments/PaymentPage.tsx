import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice, pathFor } from '@lms/core';
import { ErrorState } from '../../components/ErrorState';
import { Skeleton } from '../../components/Skeleton';
import { LmsLink } from '../../navigation/LmsLink';
import { useSearchParam } from '../../navigation/useSearchParam';
import { useCurrentRoute } from '../../page/useCurrentRoute';
import { useLmsRuntime } from '../../runtime/useLmsRuntime';
import { CouponField } from './CouponField';
import { OrderSummary } from './OrderSummary';
import { PaymentAction } from './PaymentAction';
import { useGetCheckoutQuoteQuery, useGetOrderQuery } from './payments-api';
import { ReturnedOrderNotice } from './ReturnedOrderNotice';
import { TestModeNotice } from './TestModeNotice';
import { useCouponDiscountText } from './useCouponDiscountText';
import { useCouponEntry } from './useCouponEntry';

/**
 * /payment/:id: what the student is buying, at what price in the course's currency, a coupon checked as they type,
 * the price after it, and the button that pays (or enrols, when the coupon makes it free). The server computes
 * every amount (getCheckoutQuote); this page only shows them.
 */
export function PaymentPage() {
  const { t, i18n } = useTranslation();
  const { routes } = useLmsRuntime();
  const headingId = useId();
  const courseId = useCurrentRoute().params.id ?? '';
  const returnedOrderId = useSearchParam('order');
  const returnedOrder = useGetOrderQuery(
    { orderId: returnedOrderId ?? '' },
    { skip: !returnedOrderId },
  ).currentData;
  const entry = useCouponEntry(useSearchParam('coupon') ?? returnedOrder?.couponCode);
  const discountText = useCouponDiscountText();
  const {
    data: quote,
    currentData: current,
    error,
    isError,
    isLoading,
    isFetching,
    refetch,
  } = useGetCheckoutQuoteQuery(
    { courseId, ...(entry.checked ? { couponCode: entry.checked } : {}) },
    { skip: courseId === '' },
  );
  const coursePath = pathFor(routes, 'product-detail', { id: courseId });
  const back = (
    <LmsLink className="lms-payment__back" to={coursePath}>
      {t('payment.back')}
    </LmsLink>
  );

  if (isLoading || (!quote && !error)) {
    return (
      <div className="lms-payment" aria-busy="true">
        <h1>{t('payment.loading')}</h1>
        <Skeleton lines={5} />
      </div>
    );
  }
  if (!quote) {
    return (
      <div className="lms-payment">
        {back}
        <ErrorState error={error} title={t('payment.loadError')} onRetry={() => void refetch()} />
      </div>
    );
  }

  const validCoupon = quote.coupon?.valid ? quote.coupon : null;
  const totalText = formatPrice(quote.totalCents, quote.currency, i18n.language);
  return (
    <article className="lms-payment" aria-labelledby={headingId}>
      {back}
      <h1 id={headingId}>{t('payment.heading')}</h1>
      {quote.testMode && <TestModeNotice />}
      {returnedOrder && returnedOrder.courseId === quote.courseId && (
        <ReturnedOrderNotice order={returnedOrder} />
      )}
      {quote.alreadyEnrolled ? (
        <section className="lms-payment__panel">
          <h2>{t('payment.alreadyEnrolledTitle')}</h2>
          <p>{t('payment.alreadyEnrolledBody', { title: quote.courseTitle })}</p>
          <LmsLink
            className="lms-button lms-button--primary"
            to={pathFor(routes, 'product-viewer', { productId: quote.courseId })}
          >
            {t('payment.openCourse')}
          </LmsLink>
        </section>
      ) : (
        <div className="lms-payment__panel" aria-busy={isFetching}>
          <OrderSummary
            caption={t('payment.summaryCaption')}
            courseTitle={quote.courseTitle}
            currency={quote.currency}
            listPriceCents={quote.listPriceCents}
            discountCents={quote.discountCents}
            totalCents={quote.totalCents}
            coupon={
              validCoupon && {
                code: validCoupon.code,
                discountText: discountText({ ...validCoupon, currency: quote.currency }),
              }
            }
          />
          {quote.listPriceCents > 0 && (
            <CouponField
              entry={entry}
              result={current?.coupon ?? null}
              checking={isFetching}
              failure={isError && !isFetching ? error : null}
              onRetry={() => void refetch()}
              currency={quote.currency}
              totalText={totalText}
            />
          )}
          {/* Pay only on the quote of what the field holds now: never on an older code's price. */}
          <PaymentAction
            quote={current ?? quote}
            ready={current !== undefined && !isFetching && !entry.pending}
            onCouponRefused={() => void refetch()}
          />
        </div>
      )}
    </article>
  );
}
