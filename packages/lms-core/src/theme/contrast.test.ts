import { describe, expect, it } from 'vitest';
import { contrastRatio, relativeLuminance } from './contrast';

describe('WCAG contrast', () => {
  it('gives 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#00796b', '#00796b')).toBe(1);
  });

  it('matches a published WCAG example (#767676 on white is 4.54:1) in either order', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#ffffff', '#767676')).toBeCloseTo(4.54, 2);
  });

  it('rejects anything but #rrggbb with an LmsError', () => {
    expect(() => relativeLuminance('#fff')).toThrow(
      expect.objectContaining({ code: 'functions/invalid-argument' }),
    );
    expect(() => relativeLuminance('teal')).toThrow(/#rrggbb/);
  });
});
