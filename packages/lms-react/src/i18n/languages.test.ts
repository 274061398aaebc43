import { describe, expect, it } from 'vitest';
import { resolveLanguage, SUPPORTED_LANGUAGES } from './languages';

describe('resolveLanguage', () => {
  it('spec 9: falls back to en-US for a missing or unsupported language', () => {
    expect(resolveLanguage(undefined)).toBe('en-US');
    expect(resolveLanguage('')).toBe('en-US');
    expect(resolveLanguage('ja-JP')).toBe('en-US');
  });

  it('keeps a supported language, comparing tags case-insensitively', () => {
    expect(resolveLanguage('fr-FR')).toBe('fr-FR');
    expect(resolveLanguage('FR-fr')).toBe('fr-FR');
  });

  it('maps another region or a bare language to the supported one of the same language', () => {
    expect(resolveLanguage('fr')).toBe('fr-FR');
    expect(resolveLanguage('fr-CA')).toBe('fr-FR');
    expect(resolveLanguage('en-GB')).toBe('en-US');
  });

  it('ships en-US, fr-FR and Arabic', () => {
    expect(SUPPORTED_LANGUAGES).toEqual(['en-US', 'fr-FR', 'ar']);
  });

  it('maps any Arabic region to the Arabic messages', () => {
    expect(resolveLanguage('ar-EG')).toBe('ar');
    expect(resolveLanguage('AR')).toBe('ar');
  });
});
