// Whether a coupon may be used for one purchase, with the specific reason when not. The server decides with the
// redemption counts it reads inside the checkout transaction; the admin screens use the same rules for previews.
import type { CouponDiscount } from './coupon-discount';

export const COUPON_REJECTION_REASONS = [
  'not-found',
  'inactive',
  'not-yet-valid',
  'expired',
  'not-for-this-course',
  'currency-mismatch',
  'exhausted',
  'per-student-limit-reached',
] as const;
export type CouponRejectionReason = (typeof COUPON_REJECTION_REASONS)[number];

export interface CouponTerms {
  active: boolean;
  /** Milliseconds; the coupon works from this instant on (inclusive). */
  validFrom: number | null;
  /** Milliseconds; the coupon stops working at this instant (exclusive). */
  validUntil: number | null;
  maxRedemptions: number | null;
  maxRedemptionsPerStudent: number | null;
  /** Empty: every course. */
  courseIds: readonly string[];
  discount: CouponDiscount;
}

export interface CouponUse {
  courseId: string;
  /** The course's currency: a fixed coupon must be in the same one. */
  currency: string;
  now: number;
  /** Redemptions of this coupon by anyone, including checkouts still waiting for payment. */
  redemptionsTotal: number;
  /** Redemptions of this coupon by the student buying, including their checkouts still waiting for payment. */
  redemptionsByStudent: number;
}

export type CouponCheck = { ok: true } | { ok: false; reason: CouponRejectionReason };

/**
 * The first rule the coupon breaks, in the order a student can act on: does it exist and is it on, is it within its
 * dates, does it fit this course and currency, are uses left.
 */
export function checkCouponUse(coupon: CouponTerms | null, use: CouponUse): CouponCheck {
  const reject = (reason: CouponRejectionReason): CouponCheck => ({ ok: false, reason });
  if (coupon === null) return reject('not-found');
  if (!coupon.active) return reject('inactive');
  if (coupon.validFrom !== null && use.now < coupon.validFrom) return reject('not-yet-valid');
  if (coupon.validUntil !== null && use.now >= coupon.validUntil) return reject('expired');
  if (coupon.courseIds.length > 0 && !coupon.courseIds.includes(use.courseId))
    return reject('not-for-this-course');
  if (coupon.discount.kind === 'fixed' && coupon.discount.currency !== use.currency)
    return reject('currency-mismatch');
  if (coupon.maxRedemptions !== null && use.redemptionsTotal >= coupon.maxRedemptions)
    return reject('exhausted');
  if (coupon.maxRedemptionsPerStudent !== null && use.redemptionsByStudent >= coupon.maxRedemptionsPerStudent)
    return reject('per-student-limit-reached');
  return { ok: true };
}

/** en-US sentences for each reason; lms-react copies them into its message files as the translators' source. */
export const COUPON_REJECTION_MESSAGES: Readonly<Record<CouponRejectionReason, string>> = Object.freeze({
  'not-found': 'There is no coupon with this code. Check the spelling.',
  inactive: 'This coupon is no longer active.',
  'not-yet-valid': 'This coupon cannot be used yet.',
  expired: 'This coupon has expired.',
  'not-for-this-course': 'This coupon cannot be used for this course.',
  'currency-mismatch': "This coupon is in another currency than the course's price.",
  exhausted: 'This coupon has been used up.',
  'per-student-limit-reached': 'You have already used this coupon as many times as allowed.',
});
