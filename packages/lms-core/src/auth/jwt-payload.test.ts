import { UnsecuredJWT, decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { decodeJwtPayload } from './jwt-payload';

const base64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const encodeText = (text: string) => base64Url(new TextEncoder().encode(text));
const encode = (value: unknown) => encodeText(JSON.stringify(value));

describe('decodeJwtPayload', () => {
  it('reads the same claims as jose, non-ASCII text included', () => {
    const token = new UnsecuredJWT({ name: 'Zoë Ødegård 李', admin: true, nested: { a: [1, 2] } })
      .setSubject('u1')
      .setExpirationTime(1_700_003_600)
      .encode();
    expect(decodeJwtPayload(token)).toEqual(decodeJwt(token));
    expect(decodeJwtPayload(token).name).toBe('Zoë Ødegård 李');
  });

  it('reads payloads of every padding length', () => {
    for (const sub of ['a', 'ab', 'abc', 'abcd']) {
      expect(decodeJwtPayload(`e30.${encode({ sub })}.sig`)).toEqual({ sub });
    }
  });

  it('rejects what is not a compact JWT with a TypeError', () => {
    for (const bad of [
      'not-a-jwt',
      'a.b',
      'a.b.c.d',
      `e30.${encode({ sub: 'u1' })}+/.sig`,
      `e30.${encodeText('not json')}.sig`,
      `e30.${encode([1, 2])}.sig`,
      `e30.${encode(null)}.sig`,
      `e30.${base64Url(new Uint8Array([0xff, 0xfe]))}.sig`,
    ]) {
      expect(() => decodeJwtPayload(bad), bad).toThrow();
    }
  });
});
