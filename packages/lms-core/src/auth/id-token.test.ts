import { UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { readIdTokenClaims } from './id-token';

const base = { email: 'ada@example.com', email_verified: true, provider: 'password' };

function token(claims: Record<string, unknown>): string {
  return new UnsecuredJWT(claims)
    .setSubject('u1')
    .setIssuedAt(1_700_000_000)
    .setExpirationTime(1_700_003_600)
    .encode();
}

describe('readIdTokenClaims', () => {
  it('spec 4/6: admin comes from an admin claim equal to true', () => {
    expect(readIdTokenClaims(token({ ...base, admin: true })).admin).toBe(true);
    expect(readIdTokenClaims(token(base)).admin).toBe(false);
  });

  it('spec 6: only a literal true grants admin (a string "true" or 1 does not)', () => {
    expect(readIdTokenClaims(token({ ...base, admin: 'true' })).admin).toBe(false);
    expect(readIdTokenClaims(token({ ...base, admin: 1 })).admin).toBe(false);
  });

  it('reads subject, e-mail, times and provider', () => {
    expect(readIdTokenClaims(token(base))).toMatchObject({
      sub: 'u1',
      email: 'ada@example.com',
      email_verified: true,
      iat: 1_700_000_000,
      exp: 1_700_003_600,
      auth_time: 1_700_000_000,
      provider: 'password',
    });
  });

  it("accepts Firebase's firebase.sign_in_provider in place of a provider claim", () => {
    const claims = readIdTokenClaims(token({ email: 'a@b.c', firebase: { sign_in_provider: 'google.com' } }));
    expect(claims.provider).toBe('google.com');
  });

  it('rejects a token that is not a JWT with auth/internal-error', () => {
    expect(() => readIdTokenClaims('not-a-jwt')).toThrow(
      expect.objectContaining({ code: 'auth/internal-error' }),
    );
  });

  it('rejects a token without an expiry or provider with auth/internal-error', () => {
    const noExp = new UnsecuredJWT(base).setSubject('u1').setIssuedAt(1).encode();
    expect(() => readIdTokenClaims(noExp)).toThrow(expect.objectContaining({ code: 'auth/internal-error' }));
    const noProvider = token({ email: 'a@b.c' });
    expect(() => readIdTokenClaims(noProvider)).toThrow(
      expect.objectContaining({ code: 'auth/internal-error' }),
    );
  });
});
