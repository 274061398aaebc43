import { useTranslation } from 'react-i18next';
import { formatPrice, type CheckoutQuote } from '@lms/core';
import { Button } from '../../components/Button';
import { FormAlert } from '../../components/FormAlert';
import { useErrorText } from '../../ui-kit/useErrorText';
import { CHECKOUT_REFUSALS } from './refusal-wordings';
import { useCheckout } from './useCheckout';

export interface PaymentActionProps {
  quote: CheckoutQuote;
  /** The quote matches what the coupon field holds (no check under way). */
  ready: boolean;
  /** The server refused the coupon at checkout (it changed since the quote): ask for a fresh quote. */
  onCouponRefused: () => void;
}

/** Pay (or enrol, when the total is 0), with what happens next said beside the button and any refusal above it. */
export function PaymentAction({ quote, ready, onCouponRefused }: PaymentActionProps) {
  const { t, i18n } = useTranslation();
  const checkout = useCheckout(quote.courseId, onCouponRefused);
  const failureText = useErrorText(CHECKOUT_REFUSALS);
  const free = quote.totalCents === 0;
  const couponCode = quote.coupon?.valid ? quote.coupon.code : undefined;

  async function pay() {
    await checkout.pay(couponCode);
  }

  const refusal = checkout.failure;

  return (
    <div className="lms-payment__action">
      {refusal && <FormAlert>{failureText(refusal)}</FormAlert>}
      <p className="lms-payment__note">
        {free
          ? quote.discountCents > 0
            ? t('payment.freeAfterCoupon')
            : t('payment.freeNote')
          : t('payment.payNote')}
      </p>
      <Button
        className="lms-payment__pay"
        busy={checkout.starting || checkout.leaving}
        disabled={!ready}
        onClick={() => void pay()}
      >
        {free
          ? t('payment.enrolFree')
          : t('payment.pay', { price: formatPrice(quote.totalCents, quote.currency, i18n.language) })}
      </Button>
      {checkout.leaving && (
        <p className="lms-payment__leaving" role="status">
          {t('payment.leaving')}
        </p>
      )}
    </div>
  );
}
