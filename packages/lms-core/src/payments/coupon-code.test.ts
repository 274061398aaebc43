import { describe, expect, it } from 'vitest';
import { isValidCouponCode, normalizeCouponCode } from './coupon-code';

describe('coupon codes', () => {
  it('are case-insensitive: every spelling normalises to capitals without surrounding spaces', () => {
    expect(normalizeCouponCode('  summer10 ')).toBe('SUMMER10');
    expect(normalizeCouponCode('Summer10')).toBe(normalizeCouponCode('SUMMER10'));
  });

  it('allow letters, digits, dash and underscore, 3 to 40 characters', () => {
    expect(isValidCouponCode('AB1')).toBe(true);
    expect(isValidCouponCode('spring-sale_2026')).toBe(true);
    expect(isValidCouponCode('A'.repeat(40))).toBe(true);
    expect(isValidCouponCode('AB')).toBe(false);
    expect(isValidCouponCode('A'.repeat(41))).toBe(false);
    expect(isValidCouponCode('-ABC')).toBe(false);
    expect(isValidCouponCode('TEN OFF')).toBe(false);
    expect(isValidCouponCode('ÉTÉ10')).toBe(false);
  });
});
