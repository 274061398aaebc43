import { describe, expect, it } from 'vitest';
import { couponAvailability, type CouponAvailabilityInput } from './coupon-availability';

const now = Date.parse('2026-06-15T12:00:00Z');
const open: CouponAvailabilityInput = {
  active: true,
  validFrom: null,
  validUntil: null,
  maxRedemptions: null,
  redemptionCount: 0,
};

describe('coupon availability (the admin list)', () => {
  it('is active without limits, and inside its dates with uses left', () => {
    expect(couponAvailability(open, now)).toBe('active');
    expect(
      couponAvailability(
        {
          ...open,
          validFrom: '2026-06-15T12:00:00Z',
          validUntil: '2026-06-15T12:00:00.001Z',
          maxRedemptions: 3,
          redemptionCount: 2,
        },
        now,
      ),
    ).toBe('active');
  });

  it('says why not: switched off before anything else, then dates, then uses', () => {
    expect(couponAvailability({ ...open, active: false, validUntil: '2020-01-01T00:00:00Z' }, now)).toBe(
      'inactive',
    );
    expect(couponAvailability({ ...open, validFrom: '2026-06-15T12:00:00.001Z' }, now)).toBe('scheduled');
    // validUntil is exclusive, as at checkout.
    expect(couponAvailability({ ...open, validUntil: '2026-06-15T12:00:00Z' }, now)).toBe('expired');
    expect(
      couponAvailability(
        { ...open, validUntil: '2026-01-01T00:00:00Z', maxRedemptions: 1, redemptionCount: 1 },
        now,
      ),
    ).toBe('expired');
    expect(couponAvailability({ ...open, maxRedemptions: 1, redemptionCount: 1 }, now)).toBe('used-up');
  });
});
