import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor } from '@lms/core';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LmsLink } from '../../navigation/LmsLink';
import { useSearchParam } from '../../navigation/useSearchParam';
import { useLmsRuntime } from '../../runtime/useLmsRuntime';
import { OrderOutcome } from './OrderOutcome';
import { OrderWaiting } from './OrderWaiting';
import { useOrderConfirmation } from './useOrderConfirmation';
import { ReceiptPicture } from '../../components/empty-pictures';

/**
 * /payment/success?order=<id>: where the payment provider sends the student back. Waits (asking every 1.5 s, with a
 * progress indicator) until the server has confirmed the payment, then shows the receipt and the way into the
 * course; a declined, cancelled or refunded order is said plainly, with the way back to the payment page.
 */
export function PaymentSuccessPage() {
  const { t } = useTranslation();
  const { routes } = useLmsRuntime();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const orderId = useSearchParam('order');
  const { data: order, error, isError, waiting, slow, refetch, isFetching } = useOrderConfirmation(orderId);
  const settled = order !== undefined && !waiting;

  // The outcome replaces the waiting screen: move focus to its heading so it is read out.
  useEffect(() => {
    if (settled) headingRef.current?.focus();
  }, [settled]);

  if (!orderId) {
    return (
      <div className="lms-payment-success">
        <EmptyState
          picture={<ReceiptPicture />}
          title={t('paymentSuccess.noOrderTitle')}
          action={
            <LmsLink className="lms-button lms-button--primary" to={pathFor(routes, 'products')}>
              {t('paymentSuccess.browse')}
            </LmsLink>
          }
        >
          {t('paymentSuccess.noOrderBody')}
        </EmptyState>
      </div>
    );
  }
  if (!order) {
    if (isError) {
      return (
        <div className="lms-payment-success">
          <ErrorState error={error} title={t('paymentSuccess.loadError')} onRetry={() => void refetch()} />
        </div>
      );
    }
    return <OrderWaiting headingId={headingId} slow={false} />;
  }
  if (waiting) {
    return (
      <OrderWaiting headingId={headingId} slow={slow}>
        {slow && (
          <Button variant="secondary" busy={isFetching} onClick={() => void refetch()}>
            {t('paymentSuccess.checkAgain')}
          </Button>
        )}
      </OrderWaiting>
    );
  }
  return <OrderOutcome order={order} headingRef={headingRef} />;
}
