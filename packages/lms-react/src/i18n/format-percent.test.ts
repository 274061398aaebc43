import { describe, expect, it } from 'vitest';
import { formatPercent } from './useFormatPercent';

describe('percentages are written as the language writes them', () => {
  it('70% in English, 70 % in French (a no-break space before the sign), the Arabic sign in Arabic', () => {
    expect(formatPercent('en-US', 70)).toBe('70%');
    expect(formatPercent('fr-FR', 70)).toMatch(/^70[\u00a0\u202f]%$/);
    expect(formatPercent('ar', 70)).toMatch(/^(70|٧٠)\u200e?[%٪]\u200e?$/);
  });

  it('whole percents: 66.6 reads 67%', () => {
    expect(formatPercent('en-US', 66.6)).toBe('67%');
  });
});
