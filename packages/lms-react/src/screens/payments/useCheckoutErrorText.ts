import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../account/useErrorText';
import { refusalReasonOf } from '@lms/core';
import { isCouponRejectionReason } from './error-reason';
import { useCouponRefusalText } from './useCouponRefusalText';

/**
 * Why a checkout could not start, from the server's `details.reason`: the coupon stopped working since the quote
 * (with its reason), the student already has the course, or a refused provider address; otherwise the error
 * catalogue's sentence.
 */
export function useCheckoutErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const refusalText = useCouponRefusalText();
  return useCallback(
    (error: unknown) => {
      const reason = refusalReasonOf(error);
      if (isCouponRejectionReason(reason))
        return t('payment.couponFailedAtCheckout', { reason: refusalText(reason) });
      if (reason === 'already-enrolled') return t('payment.alreadyEnrolledRefusal');
      if (reason === 'unsafe-checkout-url') return t('payment.unsafeRedirect');
      return errorText(error);
    },
    [t, errorText, refusalText],
  );
}
