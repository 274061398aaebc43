// The theme colours an administrator may change (settings, appearance) and the rules each must pass: a #rrggbb
// colour whose text colour (white or near-black, whichever reads better) reaches WCAG AA, and, for the colours the
// screens use as text on the page background (primary), AA against that background too. The server refuses what
// fails; the settings screen shows the same verdicts live.
import { contrastRatio, WCAG_AA_TEXT_CONTRAST } from './contrast';
import { onColorToken, themeColors, type ColorToken } from './colors';

/** Spec section 9's colours; `negative` is not separate: it follows `theme` (the orange also used for errors). */
export const SITE_THEME_TOKENS = [
  'primary',
  'secondary',
  'accent',
  'category',
  'tertiary',
  'theme',
  'dark',
  'darkPage',
  'positive',
  'info',
  'warning',
] as const satisfies readonly ColorToken[];
export type SiteThemeToken = (typeof SITE_THEME_TOKENS)[number];
export type SiteThemeColors = Partial<Record<SiteThemeToken, string>>;

const WHITE = '#ffffff';
const NEAR_BLACK = '#1d1d1d';
const HEX6 = /^#[0-9a-f]{6}$/i;

/** Colours the screens draw as text on the page background (links, outlined buttons, error and success text). */
const TEXT_ON_PAGE: readonly SiteThemeToken[] = ['secondary', 'theme', 'positive'];

export type ThemeColorProblem =
  | { kind: 'format' }
  | { kind: 'unreadable-text'; ratio: number }
  | { kind: 'unreadable-on-page'; ratio: number; against: string };

/** The text colour for a background: white or near-black, whichever has more contrast. */
export function textColorOn(background: string): string {
  return contrastRatio(background, WHITE) >= contrastRatio(background, NEAR_BLACK) ? WHITE : NEAR_BLACK;
}

const rounded = (ratio: number) => Math.floor(ratio * 100) / 100;

/** Every colour with the stored changes applied (unchanged ones keep the spec's defaults). */
export function resolveSiteTheme(changes: SiteThemeColors): Record<SiteThemeToken, string> {
  return Object.fromEntries(
    SITE_THEME_TOKENS.map((token) => [token, (changes[token] ?? themeColors[token]).toLowerCase()]),
  ) as Record<SiteThemeToken, string>;
}

/**
 * The problem of each colour of `changes`, judged with the other colours as they would be after the change;
 * an empty object when every colour passes.
 */
export function checkSiteTheme(changes: SiteThemeColors): Partial<Record<SiteThemeToken, ThemeColorProblem>> {
  const problems: Partial<Record<SiteThemeToken, ThemeColorProblem>> = {};
  for (const token of SITE_THEME_TOKENS) {
    const value = changes[token];
    if (value !== undefined && !HEX6.test(value)) problems[token] = { kind: 'format' };
  }
  if (problems.primary) return problems;
  const theme = resolveSiteTheme(changes);
  for (const token of SITE_THEME_TOKENS) {
    if (problems[token]) continue;
    const color = theme[token];
    const ratio = contrastRatio(color, textColorOn(color));
    if (ratio < WCAG_AA_TEXT_CONTRAST) {
      problems[token] = { kind: 'unreadable-text', ratio: rounded(ratio) };
      continue;
    }
    if (TEXT_ON_PAGE.includes(token)) {
      const onPage = contrastRatio(color, theme.primary);
      if (onPage < WCAG_AA_TEXT_CONTRAST)
        problems[token] = { kind: 'unreadable-on-page', ratio: rounded(onPage), against: theme.primary };
    }
  }
  return problems;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The custom properties of a changed theme (each colour and its text colour; negative follows theme), only for
 * the colours that differ from the defaults. Values are checked #rrggbb colours, never free text.
 */
export function siteThemeCustomProperties(changes: SiteThemeColors): [string, string][] {
  const theme = resolveSiteTheme(changes);
  const properties: [string, string][] = [];
  for (const token of SITE_THEME_TOKENS) {
    if (changes[token] === undefined || !HEX6.test(theme[token])) continue;
    const targets: ColorToken[] = token === 'theme' ? ['theme', 'negative'] : [token];
    for (const target of targets) {
      properties.push([`--lms-color-${kebab(target)}`, theme[token]]);
      properties.push([`--lms-color-${kebab(onColorToken(target))}`, textColorOn(theme[token])]);
    }
  }
  return properties;
}

/** A CSS rule for `.lms-root` (unlayered, so it wins over the library's `@layer lms.theme` defaults); '' when none. */
export function siteThemeCss(changes: SiteThemeColors): string {
  const declarations = siteThemeCustomProperties(changes).map(([name, value]) => `${name}:${value};`);
  return declarations.length === 0 ? '' : `.lms-root{${declarations.join('')}}`;
}
