// Spec section 9 colour tokens. Each token has an `on*` text colour chosen to reach WCAG AA (4.5:1) on it; the
// orange used for errors is dark enough that error text on a white page passes too.

const WHITE = '#ffffff';
const NEAR_BLACK = '#1d1d1d';

export const COLOR_TOKENS = [
  'primary',
  'secondary',
  'accent',
  'category',
  'tertiary',
  'theme',
  'negative',
  'dark',
  'darkPage',
  'positive',
  'info',
  'warning',
] as const;
export type ColorToken = (typeof COLOR_TOKENS)[number];
export type OnColorToken = `on${Capitalize<ColorToken>}`;

export const themeColors = Object.freeze({
  primary: WHITE,
  onPrimary: NEAR_BLACK,
  secondary: '#00796b', // teal
  onSecondary: WHITE,
  accent: '#f57c00', // orange
  onAccent: NEAR_BLACK,
  category: '#6a1b9a', // purple
  onCategory: WHITE,
  tertiary: '#424242', // dark grey
  onTertiary: WHITE,
  theme: '#bf360c', // orange, also negative/error
  onTheme: WHITE,
  negative: '#bf360c',
  onNegative: WHITE,
  dark: NEAR_BLACK,
  onDark: WHITE,
  darkPage: '#121212',
  onDarkPage: WHITE,
  positive: '#00695c', // teal
  onPositive: WHITE,
  info: '#81d4fa', // light blue
  onInfo: NEAR_BLACK,
  warning: '#ffc107', // yellow
  onWarning: NEAR_BLACK,
} as const satisfies Record<ColorToken | OnColorToken, string>);

export function onColorToken(token: ColorToken): OnColorToken {
  return `on${token.charAt(0).toUpperCase()}${token.slice(1)}` as OnColorToken;
}
