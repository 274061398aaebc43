// The words for the payment operations' refusals (useErrorText): the server names its reason in `details.reason`,
// and the person reads it in their language; other failures read as the error catalogue's sentence.
import { COUPON_REJECTION_REASONS } from '@lms/core';
import type { RefusalWording, RefusalWordings } from '../../ui-kit/useErrorText';
import { couponRefusalText } from './coupon-refusal-text';

/** A coupon change: a code another coupon has, a course that no longer exists. */
export const COUPON_CHANGE_REFUSALS: RefusalWordings = {
  'duplicate-code': (t) => t('adminCoupons.refusal.duplicateCode'),
  'unknown-course': (t) => t('adminCoupons.refusal.unknownCourse'),
};

/** A refund: the order is no longer paid (refunded or changed meanwhile). */
export const REFUND_REFUSALS: RefusalWordings = {
  'not-paid': (t) => t('adminOrders.refusal.notPaid'),
};

/**
 * A checkout: the coupon stopped working since the quote (with its reason), the student already has the course, or
 * a refused provider address.
 */
export const CHECKOUT_REFUSALS: RefusalWordings = {
  ...Object.fromEntries(
    COUPON_REJECTION_REASONS.map((reason): [string, RefusalWording] => [
      reason,
      (t) => t('payment.couponFailedAtCheckout', { reason: couponRefusalText(t, reason) }),
    ]),
  ),
  'already-enrolled': (t) => t('payment.alreadyEnrolledRefusal'),
  'unsafe-checkout-url': (t) => t('payment.unsafeRedirect'),
};
