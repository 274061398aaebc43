// The theme as CSS custom properties: the build emits it as dist/theme.css, and themeCss() serves hosts that inline it.
import { COLOR_TOKENS, onColorToken, themeColors } from './colors';
import { DIALOG_SHAKE_MS, notificationDefaults } from './ui-constants';

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Every custom property name and value, e.g. ['--lms-color-on-dark-page', '#ffffff']. */
export function themeCustomProperties(): [string, string][] {
  const colors = COLOR_TOKENS.flatMap((token): [string, string][] => [
    [`--lms-color-${kebab(token)}`, themeColors[token]],
    [`--lms-color-${kebab(onColorToken(token))}`, themeColors[onColorToken(token)]],
  ]);
  return [
    ...colors,
    ['--lms-notify-text-color', notificationDefaults.textColor],
    ['--lms-notify-background', notificationDefaults.backgroundColor],
    ['--lms-dialog-shake-duration', `${DIALOG_SHAKE_MS}ms`],
  ];
}

/** A CSS rule declaring the theme's custom properties on `selector` (a developer-chosen selector, not user input). */
export function themeCss(selector = ':root'): string {
  const declarations = themeCustomProperties().map(([name, value]) => `  ${name}: ${value};`);
  return `${selector} {\n${declarations.join('\n')}\n}\n`;
}
