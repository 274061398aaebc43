// The rules of popup sign-in read from each provider's claims. (Who may receive the result, the server's popup page:
// lms-server's test/oidc/opener-origin.test.ts.)
import { describe, expect, it } from 'vitest';
import { profileFromClaims } from './provider-profile';

const OIDC_PROVIDERS = { google: { id: 'google' }, microsoft: { id: 'microsoft' } } as const;

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
