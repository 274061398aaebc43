import { describe, expect, it } from 'vitest';
import { downloadBadgeImage } from '../operations/badges';
import { badgeInputSchema } from './badges';

const badge = {
  name: 'Expiring',
  description: 'A badge.',
  criteria: 'Earn it.',
  image: 'data:image/png;base64,iVBORw0KGgo=',
  rule: { kind: 'manual' },
};

const problems = (validity: unknown) => {
  const result = badgeInputSchema.safeParse({ ...badge, validity });
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('badge validity (shared by the badge editor and the server)', () => {
  it('is none when absent or null', () => {
    expect(badgeInputSchema.parse(badge).validity).toBeNull();
    expect(badgeInputSchema.parse({ ...badge, validity: null }).validity).toBeNull();
  });

  it('takes a whole number of days or months, up to ten years', () => {
    expect(problems({ amount: 30, unit: 'days' })).toEqual([]);
    expect(problems({ amount: 3650, unit: 'days' })).toEqual([]);
    expect(problems({ amount: 120, unit: 'months' })).toEqual([]);
    expect(problems({ amount: 121, unit: 'months' })).toEqual([
      'validity.amount: A badge can stay valid for ten years at most.',
    ]);
    expect(problems({ amount: 3651, unit: 'days' })).toEqual([
      'validity.amount: A badge can stay valid for ten years at most.',
    ]);
    expect(problems({ amount: 0, unit: 'days' })).toEqual(['validity.amount: Use at least 1.']);
    expect(problems({ amount: 1.5, unit: 'months' })).toEqual(['validity.amount: Use a whole number.']);
    expect(problems({ amount: Number.NaN, unit: 'days' })).toEqual(['validity.amount: Use a whole number.']);
    expect(problems({ amount: 2, unit: 'years' })).toHaveLength(1);
    expect(problems({ amount: 2, unit: 'days', from: 'today' })).toHaveLength(1);
  });
});

describe('baked badge image download', () => {
  it('asks for an award and PNG or SVG, nothing else', () => {
    expect(downloadBadgeImage.input.safeParse({ awardId: 'a1', format: 'png' }).success).toBe(true);
    expect(downloadBadgeImage.input.safeParse({ awardId: 'a1', format: 'svg' }).success).toBe(true);
    expect(downloadBadgeImage.input.safeParse({ awardId: 'a1', format: 'gif' }).success).toBe(false);
    expect(downloadBadgeImage.input.safeParse({ awardId: '', format: 'png' }).success).toBe(false);
  });
});
