import { describe, expect, it } from 'vitest';
import { createCouponInputSchema, updateCouponInputSchema } from './payments-coupon';

const pathsOf = (input: unknown) => {
  const result = createCouponInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('coupon form rules (shared by the admin form and the server)', () => {
  it('accepts a percent coupon and fills the defaults (all courses, active, no limits)', () => {
    expect(createCouponInputSchema.parse({ code: 'ten', kind: 'percent', percentOff: 10 })).toEqual({
      code: 'ten',
      kind: 'percent',
      percentOff: 10,
      amountOffCents: null,
      currency: null,
      validFrom: null,
      validUntil: null,
      maxRedemptions: null,
      maxRedemptionsPerStudent: null,
      courseIds: [],
      active: true,
    });
  });

  it('a percent coupon needs 0.01 to 100 with at most two decimals, and no amount', () => {
    expect(pathsOf({ code: 'P1', kind: 'percent' })).toContain('percentOff');
    expect(pathsOf({ code: 'P10', kind: 'percent', percentOff: 0 })).toContain('percentOff');
    expect(pathsOf({ code: 'P10', kind: 'percent', percentOff: 12.345 })).toContain('percentOff');
    expect(pathsOf({ code: 'P10', kind: 'percent', percentOff: 10, amountOffCents: 5 })).toContain(
      'amountOffCents',
    );
    expect(pathsOf({ code: 'P10', kind: 'percent', percentOff: 12.5 })).toEqual([]);
  });

  it('a fixed coupon needs a positive amount in minor units and a currency, and no percentage', () => {
    expect(pathsOf({ code: 'F10', kind: 'fixed', currency: 'EUR' })).toContain('amountOffCents');
    expect(pathsOf({ code: 'F10', kind: 'fixed', amountOffCents: 500 })).toContain('currency');
    expect(pathsOf({ code: 'F10', kind: 'fixed', amountOffCents: 5.5, currency: 'EUR' })).toContain(
      'amountOffCents',
    );
    expect(pathsOf({ code: 'F10', kind: 'fixed', amountOffCents: 500, currency: 'eur' })).toContain(
      'currency',
    );
    expect(
      pathsOf({ code: 'F10', kind: 'fixed', amountOffCents: 500, currency: 'EUR', percentOff: 5 }),
    ).toContain('percentOff');
  });

  it('valid-until must be after valid-from, whatever the time zones', () => {
    const dates = (validFrom: string, validUntil: string) =>
      pathsOf({ code: 'D10', kind: 'percent', percentOff: 5, validFrom, validUntil });
    expect(dates('2026-01-01T10:00:00+02:00', '2026-01-01T08:30:00Z')).toEqual([]);
    expect(dates('2026-01-01T10:00:00+02:00', '2026-01-01T08:00:00Z')).toContain('validUntil');
  });

  it('the per-student limit cannot exceed the total limit', () => {
    const limits = { code: 'L10', kind: 'percent', percentOff: 5, maxRedemptions: 2 };
    expect(pathsOf({ ...limits, maxRedemptionsPerStudent: 3 })).toContain('maxRedemptionsPerStudent');
    expect(pathsOf({ ...limits, maxRedemptionsPerStudent: 2 })).toEqual([]);
  });

  it('codes are 3 to 40 letters, digits, dashes or underscores', () => {
    expect(pathsOf({ code: 'ab', kind: 'percent', percentOff: 5 })).toContain('code');
    expect(pathsOf({ code: 'sale 10', kind: 'percent', percentOff: 5 })).toContain('code');
  });

  it('editing takes the same fields plus the id', () => {
    expect(
      updateCouponInputSchema.safeParse({ id: 'c1', code: 'TEN', kind: 'percent', percentOff: 10 }).success,
    ).toBe(true);
    expect(updateCouponInputSchema.safeParse({ code: 'TEN', kind: 'percent', percentOff: 10 }).success).toBe(
      false,
    );
  });
});
