import { describe, expect, it } from 'vitest';
import type { CourseSummary } from '@lms/core';
import { formatPrice } from './course-price';

const course = (priceCents: number, currency: string) => ({ priceCents, currency }) as CourseSummary;

describe('course price text', () => {
  it('says free at 0', () => {
    expect(formatPrice(course(0, 'USD'), 'en-US', 'Free')).toBe('Free');
  });

  it("uses the currency's own decimals: none for yen, three for dinars", () => {
    expect(formatPrice(course(1200, 'JPY'), 'en-US', 'Free')).toBe('¥1,200');
    expect(formatPrice(course(1500, 'KWD'), 'en-US', 'Free')).toBe('KWD\u00a01.500');
    expect(formatPrice(course(1900, 'EUR'), 'fr-FR', 'Gratuit')).toBe('19,00\u00a0€');
  });
});
