// The dark theme (issue 24): the page is the spec's dark-page grey and raised surfaces its dark grey; every colour the
// screens draw as text or as a button on that page is a lighter tint of the same hue, so text on it and it on the
// page both reach WCAG AA (dark-colors.test.ts). Chosen by the system setting or the user (`data-lms-theme`).
import { COLOR_TOKENS, onColorToken, themeColors, type ColorToken, type OnColorToken } from './colors';

const NEAR_BLACK = '#1d1d1d';

export const darkThemeColors = Object.freeze({
  primary: themeColors.darkPage,
  onPrimary: '#ececec',
  secondary: '#4db6ac', // teal 300
  onSecondary: NEAR_BLACK,
  accent: '#ffb74d', // orange 300
  onAccent: NEAR_BLACK,
  category: '#ce93d8', // purple 200
  onCategory: NEAR_BLACK,
  tertiary: '#b0b0b0', // light grey: secondary text and borders
  onTertiary: NEAR_BLACK,
  theme: '#ff8a65', // deep orange 300, also negative/error
  onTheme: NEAR_BLACK,
  negative: '#ff8a65',
  onNegative: NEAR_BLACK,
  dark: themeColors.dark,
  onDark: themeColors.onDark,
  darkPage: themeColors.darkPage,
  onDarkPage: themeColors.onDarkPage,
  positive: '#80cbc4', // teal 200
  onPositive: NEAR_BLACK,
  info: themeColors.info,
  onInfo: themeColors.onInfo,
  warning: themeColors.warning,
  onWarning: themeColors.onWarning,
} as const satisfies Record<ColorToken | OnColorToken, string>);

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The dark theme's colour custom properties, e.g. ['--lms-color-primary', '#121212']. */
export function darkThemeCustomProperties(): [string, string][] {
  return [
    ...COLOR_TOKENS.flatMap((token): [string, string][] => [
      [`--lms-color-${kebab(token)}`, darkThemeColors[token]],
      [`--lms-color-${kebab(onColorToken(token))}`, darkThemeColors[onColorToken(token)]],
    ]),
    // Notifications: the raised dark surface with the page's text colour.
    ['--lms-notify-background', darkThemeColors.dark],
    ['--lms-notify-text-color', darkThemeColors.onPrimary],
  ];
}

/**
 * Rules switching `selector` to the dark colours: when the user chose dark (`data-lms-theme="dark"`), and when the
 * system prefers dark unless the user chose light. `color-scheme` makes the browser's own controls (scroll bars,
 * date pickers) follow.
 */
export function darkThemeCss(selector = '.lms-root'): string {
  const declarations = darkThemeCustomProperties()
    .map(([name, value]) => `  ${name}: ${value};`)
    .concat('  color-scheme: dark;')
    .join('\n');
  return [
    `${selector}[data-lms-theme='dark'] {\n${declarations}\n}`,
    `@media (prefers-color-scheme: dark) {\n${selector}:not([data-lms-theme='light']) {\n${declarations}\n}\n}`,
  ].join('\n');
}

/** What the user may choose: follow the system, or always light or dark. */
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
