import type { TFunction } from 'i18next';
import { COUPON_REJECTION_MESSAGES, type CouponRejectionReason } from '@lms/core';

/** Why a coupon cannot be used, in the reader's language (lms-core's sentences are the en-US source). */
export function couponRefusalText(t: TFunction, reason: CouponRejectionReason): string {
  return t(`payment.couponRefusal.${reason}`, { defaultValue: COUPON_REJECTION_MESSAGES[reason] });
}
