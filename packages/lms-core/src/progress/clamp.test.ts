import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { clampProgress } from './clamp';

describe('clampProgress (spec 5: clamped to 0-100, non-numbers count as 0)', () => {
  it('keeps values inside 0-100 unchanged, fractions included', () => {
    expect(clampProgress(0)).toBe(0);
    expect(clampProgress(42.5)).toBe(42.5);
    expect(clampProgress(100)).toBe(100);
  });

  it('clamps values below 0 to 0 and above 100 to 100', () => {
    expect(clampProgress(-5)).toBe(0);
    expect(clampProgress(100.01)).toBe(100);
    expect(clampProgress(Number.MAX_VALUE)).toBe(100);
  });

  it.each([
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['-Infinity', Number.NEGATIVE_INFINITY],
    ['a numeric string', '50'],
    ['a word', 'half'],
    ['undefined', undefined],
    ['null', null],
    ['a boolean', true],
    ['an object', { percent: 50 }],
  ])('counts %s as 0', (_label, value) => {
    expect(clampProgress(value)).toBe(0);
  });

  it('turns -0 into 0 so it is stored as "0"', () => {
    expect(Object.is(clampProgress(-0), 0)).toBe(true);
  });

  it('always lands inside 0-100 for any input (property)', () => {
    fc.assert(
      fc.property(fc.anything({ withBoxedValues: true }), fc.double(), (anything, double) => {
        for (const value of [anything, double]) {
          const clamped = clampProgress(value);
          expect(clamped).toBeGreaterThanOrEqual(0);
          expect(clamped).toBeLessThanOrEqual(100);
        }
      }),
    );
  });
});
