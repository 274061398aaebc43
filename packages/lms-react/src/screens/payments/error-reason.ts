import { COUPON_REJECTION_REASONS, type CouponRejectionReason } from '@lms/core';

/** The server's `details.reason` of a refusal (an LmsError or its serialised form), if it named one. */
export function refusalReasonOf(error: unknown): unknown {
  const details =
    typeof error === 'object' && error !== null ? (error as { details?: unknown }).details : null;
  return typeof details === 'object' && details !== null
    ? (details as { reason?: unknown }).reason
    : undefined;
}

export function isCouponRejectionReason(reason: unknown): reason is CouponRejectionReason {
  return (COUPON_REJECTION_REASONS as readonly unknown[]).includes(reason);
}
