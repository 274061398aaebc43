import { describe, expect, it } from 'vitest';
import {
  checkCouponUse,
  COUPON_REJECTION_MESSAGES,
  COUPON_REJECTION_REASONS,
  type CouponTerms,
} from './coupon-eligibility';

const NOW = Date.UTC(2026, 5, 1);
const HOUR = 3_600_000;

const coupon = (overrides: Partial<CouponTerms> = {}): CouponTerms => ({
  active: true,
  validFrom: null,
  validUntil: null,
  maxRedemptions: null,
  maxRedemptionsPerStudent: null,
  courseIds: [],
  discount: { kind: 'percent', percentOff: 10 },
  ...overrides,
});
const use = { courseId: 'course-a', currency: 'EUR', now: NOW, redemptionsTotal: 0, redemptionsByStudent: 0 };

describe('coupon eligibility', () => {
  it('accepts an active coupon without limits', () => {
    expect(checkCouponUse(coupon(), use)).toEqual({ ok: true });
  });

  it('not-found: no coupon with that code', () => {
    expect(checkCouponUse(null, use)).toEqual({ ok: false, reason: 'not-found' });
  });

  it('inactive: a deactivated coupon', () => {
    expect(checkCouponUse(coupon({ active: false }), use)).toEqual({ ok: false, reason: 'inactive' });
  });

  it('not-yet-valid: before valid-from, valid from that instant on', () => {
    expect(checkCouponUse(coupon({ validFrom: NOW + 1 }), use)).toEqual({
      ok: false,
      reason: 'not-yet-valid',
    });
    expect(checkCouponUse(coupon({ validFrom: NOW }), use)).toEqual({ ok: true });
  });

  it('expired: valid-until is exclusive', () => {
    expect(checkCouponUse(coupon({ validUntil: NOW }), use)).toEqual({ ok: false, reason: 'expired' });
    expect(checkCouponUse(coupon({ validUntil: NOW + 1 }), use)).toEqual({ ok: true });
    expect(checkCouponUse(coupon({ validUntil: NOW - HOUR }), use)).toEqual({ ok: false, reason: 'expired' });
  });

  it('not-for-this-course: a coupon restricted to other courses', () => {
    expect(checkCouponUse(coupon({ courseIds: ['course-b'] }), use)).toEqual({
      ok: false,
      reason: 'not-for-this-course',
    });
    expect(checkCouponUse(coupon({ courseIds: ['course-b', 'course-a'] }), use)).toEqual({ ok: true });
  });

  it('currency-mismatch: a fixed coupon in another currency; percent coupons fit any currency', () => {
    const fixedUsd = coupon({ discount: { kind: 'fixed', amountOffCents: 500, currency: 'USD' } });
    expect(checkCouponUse(fixedUsd, use)).toEqual({ ok: false, reason: 'currency-mismatch' });
    expect(checkCouponUse(coupon(), { ...use, currency: 'JPY' })).toEqual({ ok: true });
  });

  it('exhausted: total redemptions (pending checkouts included) reached the maximum', () => {
    expect(checkCouponUse(coupon({ maxRedemptions: 3 }), { ...use, redemptionsTotal: 3 })).toEqual({
      ok: false,
      reason: 'exhausted',
    });
    expect(checkCouponUse(coupon({ maxRedemptions: 3 }), { ...use, redemptionsTotal: 2 })).toEqual({
      ok: true,
    });
  });

  it('per-student-limit-reached: this student used it as often as allowed', () => {
    const limited = coupon({ maxRedemptionsPerStudent: 1 });
    expect(checkCouponUse(limited, { ...use, redemptionsByStudent: 1 })).toEqual({
      ok: false,
      reason: 'per-student-limit-reached',
    });
    expect(checkCouponUse(limited, { ...use, redemptionsTotal: 5 })).toEqual({ ok: true });
  });

  it('reports the reason a student can act on first (inactive before expired before exhausted)', () => {
    const everythingWrong = coupon({ active: false, validUntil: NOW - 1, maxRedemptions: 1 });
    expect(checkCouponUse(everythingWrong, { ...use, redemptionsTotal: 1 })).toEqual({
      ok: false,
      reason: 'inactive',
    });
  });

  it('has a message for every reason', () => {
    for (const reason of COUPON_REJECTION_REASONS) expect(COUPON_REJECTION_MESSAGES[reason]).toMatch(/\.$/);
  });
});
