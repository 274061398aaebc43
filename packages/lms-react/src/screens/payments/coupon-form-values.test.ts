import { describe, expect, it } from 'vitest';
import type { Coupon } from '@lms/core';
import {
  couponFormValuesOf,
  couponInputOf,
  emptyCouponForm,
  FORM_PROBLEMS,
  fromLocalInput,
  toLocalInput,
} from './coupon-form-values';

/** A fixed €12.50 coupon as the server lists it (pure client test: no back end involved). */
const fixedCoupon: Coupon = {
  id: 'coupon-1',
  code: 'TWELVE',
  kind: 'fixed',
  percentOff: null,
  amountOffCents: 1250,
  currency: 'EUR',
  validFrom: null,
  validUntil: null,
  maxRedemptions: null,
  maxRedemptionsPerStudent: null,
  courseIds: [],
  active: true,
  redemptionCount: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe('coupon form values', () => {
  it('round-trips an instant through the local datetime-local text', () => {
    const iso = new Date(2030, 5, 30, 18, 0).toISOString();
    expect(toLocalInput(iso)).toBe('2030-06-30T18:00');
    expect(fromLocalInput('2030-06-30T18:00')).toBe(iso);
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('30/06/2030')).toBeUndefined();
    expect(toLocalInput(null)).toBe('');
  });

  it('reads a fixed amount in the currency’s minor unit (JPY has none) and back', () => {
    const values = {
      ...emptyCouponForm('USD'),
      code: 'YEN',
      kind: 'fixed' as const,
      amountOff: '500',
      currency: 'jpy',
    };
    const check = couponInputOf(values);
    expect(check).toEqual({
      ok: true,
      fields: expect.objectContaining({ amountOffCents: 500, currency: 'JPY' }),
    });
    const edited = couponFormValuesOf(fixedCoupon, 'USD');
    expect(edited.amountOff).toBe('12.50');
    expect(edited.currency).toBe('EUR');
  });

  it('shows a stored amount with its currency’s decimals (KWD three), by lms-core’s one money writer', () => {
    expect(
      couponFormValuesOf({ ...fixedCoupon, amountOffCents: 1234, currency: 'KWD' }, 'USD').amountOff,
    ).toBe('1.234');
    expect(couponFormValuesOf({ ...fixedCoupon, amountOffCents: 5 }, 'USD').amountOff).toBe('0.05');
  });

  it('reports unreadable text per field, and the contract schema’s own rules', () => {
    const check = couponInputOf({
      ...emptyCouponForm('USD'),
      code: 'OK1',
      percentOff: 'ten',
      validFrom: 'soon',
      maxRedemptions: '1.5',
      allCourses: false,
    });
    expect(check).toEqual({
      ok: false,
      issues: expect.objectContaining({
        percentOff: FORM_PROBLEMS.percent,
        validFrom: FORM_PROBLEMS.date,
        maxRedemptions: FORM_PROBLEMS.wholeNumber,
        courseIds: FORM_PROBLEMS.courses,
      }),
    });
    const backwards = couponInputOf({
      ...emptyCouponForm('USD'),
      code: 'OK1',
      percentOff: '10',
      validFrom: '2030-01-02T00:00',
      validUntil: '2030-01-01T00:00',
    });
    expect(backwards).toEqual({ ok: false, issues: { validUntil: 'Must be after the start date' } });
    const badCurrency = couponInputOf({
      ...emptyCouponForm('USD'),
      code: 'OK1',
      kind: 'fixed',
      amountOff: '5',
      currency: 'XYZW',
    });
    expect(badCurrency).toEqual({
      ok: false,
      issues: expect.objectContaining({ currency: FORM_PROBLEMS.currency }),
    });
  });
});
