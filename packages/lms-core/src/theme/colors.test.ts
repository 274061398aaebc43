import { describe, expect, it } from 'vitest';
import { COLOR_TOKENS, onColorToken, themeColors } from './colors';
import { contrastRatio, relativeLuminance, WCAG_AA_TEXT_CONTRAST } from './contrast';

const hue = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const delta = max - Math.min(r, g, b);
  if (delta === 0) return Number.NaN;
  const raw = max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return (raw * 60 + 360) % 360;
};

describe('theme colours (spec 9)', () => {
  it.each(COLOR_TOKENS)('text on %s reaches WCAG AA contrast', (token) => {
    expect(contrastRatio(themeColors[token], themeColors[onColorToken(token)])).toBeGreaterThanOrEqual(
      WCAG_AA_TEXT_CONTRAST,
    );
  });

  it('uses the theme orange for negative/error, readable as text on the white primary surface', () => {
    expect(themeColors.negative).toBe(themeColors.theme);
    expect(contrastRatio(themeColors.negative, themeColors.primary)).toBeGreaterThanOrEqual(
      WCAG_AA_TEXT_CONTRAST,
    );
  });

  it('matches the named hues: white, teal, orange, purple, greys, light blue, yellow', () => {
    expect(themeColors.primary).toBe('#ffffff');
    for (const teal of [themeColors.secondary, themeColors.positive]) expect(hue(teal)).toBeCloseTo(174, -1);
    for (const orange of [themeColors.accent, themeColors.theme]) expect(hue(orange)).toBeGreaterThan(10);
    for (const orange of [themeColors.accent, themeColors.theme]) expect(hue(orange)).toBeLessThan(40);
    expect(hue(themeColors.category)).toBeGreaterThan(260);
    expect(hue(themeColors.category)).toBeLessThan(300);
    expect(hue(themeColors.info)).toBeGreaterThan(180);
    expect(hue(themeColors.info)).toBeLessThan(220);
    expect(relativeLuminance(themeColors.info)).toBeGreaterThan(0.5);
    expect(hue(themeColors.warning)).toBeGreaterThan(40);
    expect(hue(themeColors.warning)).toBeLessThan(60);
    for (const grey of [themeColors.tertiary, themeColors.dark, themeColors.darkPage])
      expect(hue(grey)).toBeNaN();
    expect(relativeLuminance(themeColors.darkPage)).toBeLessThan(relativeLuminance(themeColors.dark));
    expect(relativeLuminance(themeColors.dark)).toBeLessThan(relativeLuminance(themeColors.tertiary));
  });

  it('names the on-colour of a token', () => {
    expect(onColorToken('darkPage')).toBe('onDarkPage');
  });
});
