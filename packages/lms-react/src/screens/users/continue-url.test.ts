import { describe, expect, it } from 'vitest';
import { appPathFromContinueUrl, continueUrlFor } from './continue-url';

const ORIGIN = 'https://learn.example.org';

describe('continue URLs of the account e-mails', () => {
  it('turns a safe app path into an absolute URL on this origin, and back', () => {
    const url = continueUrlFor('/courses/42?tab=lessons#start', ORIGIN);
    expect(url).toBe('https://learn.example.org/courses/42?tab=lessons#start');
    expect(appPathFromContinueUrl(url ?? null, ORIGIN)).toBe('/courses/42?tab=lessons#start');
  });

  it('has no continue URL without a path or for an unsafe one (never redirect off-site)', () => {
    expect(continueUrlFor(null, ORIGIN)).toBeUndefined();
    expect(continueUrlFor('//evil.example/x', ORIGIN)).toBeUndefined();
    expect(continueUrlFor('https://evil.example/x', ORIGIN)).toBeUndefined();
  });

  it('refuses continue URLs that lead to another origin or hide an off-site path', () => {
    expect(appPathFromContinueUrl('https://evil.example/profile', ORIGIN)).toBeNull();
    expect(appPathFromContinueUrl('http://learn.example.org/profile', ORIGIN)).toBeNull();
    expect(appPathFromContinueUrl('https://learn.example.org/%2F%2Fevil.example', ORIGIN)).toBeNull();
    expect(appPathFromContinueUrl('javascript:alert(1)', ORIGIN)).toBeNull();
    expect(appPathFromContinueUrl('', ORIGIN)).toBeNull();
    expect(appPathFromContinueUrl(null, ORIGIN)).toBeNull();
  });
});
