import { describe, expect, it } from 'vitest';
import { checkSiteTheme, siteThemeCss, textColorOn } from './site-theme';

describe('site theme rules', () => {
  it('the spec defaults pass every rule', () => {
    expect(checkSiteTheme({})).toEqual({});
  });

  it('names the colour that fails and why', () => {
    expect(checkSiteTheme({ accent: '#abc' })).toEqual({ accent: { kind: 'format' } });
    expect(checkSiteTheme({ category: '#7a7a7a' }).category).toMatchObject({ kind: 'unreadable-text' });
    expect(checkSiteTheme({ primary: '#202020' }).secondary).toMatchObject({
      kind: 'unreadable-on-page',
      against: '#202020',
    });
  });

  it('picks the more readable text colour', () => {
    expect(textColorOn('#ffffff')).toBe('#1d1d1d');
    expect(textColorOn('#00796b')).toBe('#ffffff');
  });

  it('writes only the changed colours, with their text colours; theme carries negative along', () => {
    expect(siteThemeCss({})).toBe('');
    expect(siteThemeCss({ primary: '#FFF8E1' })).toBe(
      '.lms-root{--lms-color-primary:#fff8e1;--lms-color-on-primary:#1d1d1d;}',
    );
    expect(siteThemeCss({ theme: '#b71c1c' })).toContain('--lms-color-negative:#b71c1c;');
  });
});
