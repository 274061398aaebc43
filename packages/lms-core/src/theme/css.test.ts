import { describe, expect, it } from 'vitest';
import { COLOR_TOKENS, themeColors } from './colors';
import { themeCss, themeCustomProperties } from './css';

describe('themeCss', () => {
  it('declares every colour token and its on-colour as --lms-color-* custom properties on :root', () => {
    const css = themeCss();
    expect(css.startsWith(':root {\n')).toBe(true);
    expect(css).toContain('  --lms-color-primary: #ffffff;');
    expect(css).toContain(`  --lms-color-dark-page: ${themeColors.darkPage};`);
    expect(css).toContain(`  --lms-color-on-dark-page: ${themeColors.onDarkPage};`);
    expect(css.match(/--lms-color-/g)).toHaveLength(COLOR_TOKENS.length * 2);
  });

  it('declares the notification colours and the dialog shake duration', () => {
    const css = themeCss();
    expect(css).toContain(`--lms-notify-text-color: ${themeColors.tertiary};`);
    expect(css).toContain('--lms-dialog-shake-duration: 170ms;');
  });

  it('scopes the declarations to the selector given', () => {
    expect(themeCss('.lms-widget').startsWith('.lms-widget {\n')).toBe(true);
  });

  it('produces one well-formed rule with unique property names', () => {
    const css = themeCss();
    expect(css.match(/[{}]/g)).toEqual(['{', '}']);
    const names = themeCustomProperties().map(([name]) => name);
    expect(new Set(names).size).toBe(names.length);
    for (const line of css.split('\n').slice(1, -2)) expect(line).toMatch(/^ {2}--lms-[a-z-]+: [^;]+;$/);
  });
});
