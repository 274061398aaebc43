import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { CouponRejectionReason } from '@lms/core';
import { couponRefusalText } from './coupon-refusal-text';

/** Why a coupon cannot be used, in the reader's language (couponRefusalText, bound to the current language). */
export function useCouponRefusalText(): (reason: CouponRejectionReason) => string {
  const { t } = useTranslation();
  return useCallback((reason: CouponRejectionReason) => couponRefusalText(t, reason), [t]);
}
