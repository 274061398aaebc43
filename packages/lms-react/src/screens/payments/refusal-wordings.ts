// The words for the payment operations' refusals (useErrorText): the server names its reason in `details.reason`,
// and the person reads it in their language; other failures read as the error catalogue's sentence.
import { COUPON_REJECTION_REASONS, type ClientRefusal, type CouponRejectionReason } from '@lms/core';
import type { RefusalWording, RefusalWordingsOf } from '../../ui-kit/useErrorText';
import { couponRefusalText } from './coupon-refusal-text';

/** A coupon change: a code another coupon has, a course that no longer exists. */
export const COUPON_CHANGE_REFUSALS: RefusalWordingsOf<'createCoupon' | 'updateCoupon'> = {
  'duplicate-code': (t) => t('adminCoupons.refusal.duplicateCode'),
  'unknown-course': (t) => t('adminCoupons.refusal.unknownCourse'),
};

/** A refund: the order is no longer paid (refunded or changed meanwhile). */
export const REFUND_REFUSALS: RefusalWordingsOf<'refundOrder'> = {
  'not-paid': (t) => t('adminOrders.refusal.notPaid'),
};

/**
 * A checkout: the coupon stopped working since the quote (with its reason), the student already has the course, or
 * a refused provider address.
 */
export const CHECKOUT_REFUSALS: RefusalWordingsOf<'startCheckout', ClientRefusal> = {
  // Every coupon reason, one entry each (the list is lms-core's, complete by its type).
  ...(Object.fromEntries(
    COUPON_REJECTION_REASONS.map((reason): [CouponRejectionReason, RefusalWording] => [
      reason,
      (t) => t('payment.couponFailedAtCheckout', { reason: couponRefusalText(t, reason) }),
    ]),
  ) as Record<CouponRejectionReason, RefusalWording>),
  'already-enrolled': (t) => t('payment.alreadyEnrolledRefusal'),
  'unsafe-checkout-url': (t) => t('payment.unsafeRedirect'),
  // The server's set-up, not the student's doing: the catalogue's sentence.
  'no-payment-provider': null,
  'return-address-invalid': null,
  'return-address-not-allowed': null,
};
