import { describe, expect, it } from 'vitest';
import { COLOR_TOKENS, onColorToken, themeColors } from './colors';
import { contrastRatio, WCAG_AA_TEXT_CONTRAST } from './contrast';
import { darkThemeColors, darkThemeCss } from './dark-colors';

describe('dark theme colours', () => {
  it.each(COLOR_TOKENS)('text on %s reaches WCAG AA contrast', (token) => {
    expect(
      contrastRatio(darkThemeColors[token], darkThemeColors[onColorToken(token)]),
    ).toBeGreaterThanOrEqual(WCAG_AA_TEXT_CONTRAST);
  });

  // The screens draw these as text on the page (links, outlined buttons, errors, success, secondary text).
  it.each(['secondary', 'theme', 'negative', 'positive', 'tertiary', 'category'] as const)(
    '%s reads as text on the dark page',
    (token) => {
      expect(contrastRatio(darkThemeColors[token], darkThemeColors.primary)).toBeGreaterThanOrEqual(
        WCAG_AA_TEXT_CONTRAST,
      );
    },
  );

  it('takes its page from the spec dark-page colour and keeps the spec dark colour for raised surfaces', () => {
    expect(darkThemeColors.primary).toBe(themeColors.darkPage);
    expect(darkThemeColors.dark).toBe(themeColors.dark);
  });

  it('applies when chosen, and with the system setting unless light was chosen', () => {
    const css = darkThemeCss('.lms-root');
    expect(css).toContain(".lms-root[data-lms-theme='dark'] {");
    expect(css).toContain("@media (prefers-color-scheme: dark) {\n.lms-root:not([data-lms-theme='light']) {");
    expect(css).toContain(`--lms-color-primary: ${themeColors.darkPage};`);
    expect(css.match(/color-scheme: dark;/g)).toHaveLength(2);
  });
});
