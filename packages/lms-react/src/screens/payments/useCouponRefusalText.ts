import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { COUPON_REJECTION_MESSAGES, type CouponRejectionReason } from '@lms/core';

/** Why a coupon cannot be used, in the reader's language (lms-core's sentences are the en-US source). */
export function useCouponRefusalText(): (reason: CouponRejectionReason) => string {
  const { t } = useTranslation();
  return useCallback(
    (reason: CouponRejectionReason) =>
      t(`payment.couponRefusal.${reason}`, { defaultValue: COUPON_REJECTION_MESSAGES[reason] }),
    [t],
  );
}
