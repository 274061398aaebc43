// The pure rule of popup sign-in the server's popup page keeps: who may receive the result. (What is read from each
// provider's claims: lms-domain's test/auth/oidc-rules.test.ts.)
import { describe, expect, it } from 'vitest';
import { allowedOpenerOrigin } from '../../src/auth/oidc/opener-origin';

describe('opener origin allow-list', () => {
  const config = { publicUrl: 'https://lms.example.org', embedOrigins: ['https://school.example'] };

  it("accepts the server's own public origin and the configured embedding origins", () => {
    expect(allowedOpenerOrigin(config, 'https://lms.example.org')).toBe('https://lms.example.org');
    expect(allowedOpenerOrigin(config, 'https://school.example/')).toBe('https://school.example');
  });

  it('accepts the library host origins (LMS_LIBRARY_ORIGINS) too', () => {
    const withLibrary = { ...config, libraryOrigins: ['http://localhost:5173'] };
    expect(allowedOpenerOrigin(withLibrary, 'http://localhost:5173')).toBe('http://localhost:5173');
    expect(allowedOpenerOrigin(config, 'http://localhost:5173')).toBeNull();
  });

  it.each([
    undefined,
    '',
    'null',
    'https://evil.example',
    'http://lms.example.org',
    'https://lms.example.org:8443',
    'https://lms.example.org/page',
    'https://lms.example.org.evil.example',
    'javascript:alert(1)',
  ])('refuses %j', (origin) => {
    expect(allowedOpenerOrigin(config, origin)).toBeNull();
  });
});
