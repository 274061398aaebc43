// What the admin coupon list says about each coupon now: whether students can use it, and if not, why. The same
// rules as checkCouponUse, without what depends on the buyer (course, currency, per-student uses).

export const COUPON_AVAILABILITIES = ['active', 'inactive', 'scheduled', 'expired', 'used-up'] as const;
export type CouponAvailability = (typeof COUPON_AVAILABILITIES)[number];

export interface CouponAvailabilityInput {
  active: boolean;
  /** ISO 8601; inclusive. */
  validFrom: string | null;
  /** ISO 8601; exclusive. */
  validUntil: string | null;
  maxRedemptions: number | null;
  /** Paid orders and checkouts still waiting for payment. */
  redemptionCount: number;
}

/** Switched off first, then outside its dates, then out of uses; otherwise active. */
export function couponAvailability(coupon: CouponAvailabilityInput, now: number): CouponAvailability {
  if (!coupon.active) return 'inactive';
  if (coupon.validFrom !== null && now < Date.parse(coupon.validFrom)) return 'scheduled';
  if (coupon.validUntil !== null && now >= Date.parse(coupon.validUntil)) return 'expired';
  if (coupon.maxRedemptions !== null && coupon.redemptionCount >= coupon.maxRedemptions) return 'used-up';
  return 'active';
}
