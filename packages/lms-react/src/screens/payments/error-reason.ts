import { COUPON_REJECTION_REASONS, type CouponRejectionReason } from '@lms/core';

export function isCouponRejectionReason(reason: unknown): reason is CouponRejectionReason {
  return (COUPON_REJECTION_REASONS as readonly unknown[]).includes(reason);
}
