// The pure rules of popup sign-in: who may receive the result, and what is read from each provider's claims.
import { describe, expect, it } from 'vitest';
import { allowedOpenerOrigin } from '../../src/auth/oidc/opener-origin';
import { profileFromClaims } from '@lms/domain/internal/auth/oidc/provider-profile';
import { OIDC_PROVIDERS } from '@lms/domain/internal/auth/oidc/providers';

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

describe('provider claims -> profile (spec 7)', () => {
  it('reads Google name, e-mail (lower-cased), verification and picture', () => {
    expect(
      profileFromClaims(OIDC_PROVIDERS.google, 'g1', {
        email: 'Ada@Example.ORG',
        email_verified: true,
        name: ' Ada ',
        picture: 'https://lh3.example/ada.png',
      }),
    ).toEqual({
      subject: 'g1',
      email: 'ada@example.org',
      emailVerified: true,
      displayName: 'Ada',
      photoURL: 'https://lh3.example/ada.png',
    });
  });

  it('prefers Microsoft displayName over name, mail over userPrincipalName over email, photo over picture', () => {
    const all = {
      displayName: 'Display',
      name: 'Name',
      mail: 'mail@contoso.test',
      userPrincipalName: 'upn@contoso.test',
      email: 'email@contoso.test',
      photo: 'https://photos.example/photo.jpg',
      picture: 'https://photos.example/picture.jpg',
    };
    expect(profileFromClaims(OIDC_PROVIDERS.microsoft, 'm1', all)).toMatchObject({
      displayName: 'Display',
      email: 'mail@contoso.test',
      photoURL: 'https://photos.example/photo.jpg',
    });
    const { displayName: _d, mail: _m, photo: _p, ...fallback } = all;
    expect(profileFromClaims(OIDC_PROVIDERS.microsoft, 'm1', fallback)).toMatchObject({
      displayName: 'Name',
      email: 'upn@contoso.test',
      photoURL: 'https://photos.example/picture.jpg',
    });
    const { userPrincipalName: _u, ...lastResort } = fallback;
    expect(profileFromClaims(OIDC_PROVIDERS.microsoft, 'm1', lastResort).email).toBe('email@contoso.test');
  });

  it('keeps only photo URLs an <img> can load and e-mails that look like e-mails', () => {
    const profile = profileFromClaims(OIDC_PROVIDERS.microsoft, 'm1', {
      mail: 'not an e-mail',
      photo: 'https://graph.microsoft.com/v1.0/me/photo/$value',
      picture: 'javascript:alert(1)',
    });
    expect(profile).toMatchObject({ email: null, photoURL: null, emailVerified: false });
  });
});
