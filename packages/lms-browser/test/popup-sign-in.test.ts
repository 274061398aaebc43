// Google / Microsoft sign-in: the popup's person, signed in by lms-domain's provider rule.
import { afterEach, describe, expect, it } from 'vitest';
import type { LocalServer } from '../src';
import { clientOf, codeOf, openLocalServer } from './helpers';

let server: LocalServer | undefined;
afterEach(() => server?.close());

describe('signInWithProvider', () => {
  it('signs the popup identity in, creating its account once', async () => {
    server = await openLocalServer({
      popupIdentities: {
        google: { email: 'Kim@Example.com', displayName: 'Kim Lee', photoURL: 'https://example.com/kim.png' },
      },
    });
    const { auth } = clientOf(server).backend;
    const first = await auth.signInWithProvider('google');
    expect(first.isNewUser).toBe(true);
    expect(first.user).toMatchObject({
      email: 'kim@example.com',
      emailVerified: true,
      displayName: 'Kim Lee',
      photoURL: 'https://example.com/kim.png',
    });
    expect(first.user.providerData.map((info) => info.providerId)).toEqual(['google.com']);
    const again = await auth.signInWithProvider('google');
    expect(again).toMatchObject({ isNewUser: false, user: { uid: first.user.uid } });
    await expect(auth.lookup(again.tokens.idToken)).resolves.toMatchObject({ uid: first.user.uid });
  });

  it('behaves as a closed popup for a provider without an identity', async () => {
    server = await openLocalServer({ popupIdentities: { google: { email: 'kim@example.com' } } });
    expect(await codeOf(clientOf(server).backend.auth.signInWithProvider('microsoft'))).toBe(
      'auth/popup-closed-by-user',
    );
  });

  it('refuses an address that already signs in another way (spec 8)', async () => {
    server = await openLocalServer({ popupIdentities: { microsoft: { email: 'kim@example.com' } } });
    const { auth } = clientOf(server).backend;
    await auth.signUp({ email: 'kim@example.com', password: 'a password' });
    expect(await codeOf(auth.signInWithProvider('microsoft'))).toBe(
      'auth/account-exists-with-different-credential',
    );
  });

  it('refuses a provider the configuration leaves out, as the server does', async () => {
    server = await openLocalServer({
      config: { oidc: {} },
      popupIdentities: { google: { email: 'kim@example.com' } },
    });
    expect(await codeOf(clientOf(server).backend.auth.signInWithProvider('google'))).toBe(
      'auth/operation-not-allowed',
    );
  });

  it('goes through the mode switch like the other auth requests', async () => {
    server = await openLocalServer({ popupIdentities: { google: { email: 'kim@example.com' } } });
    server.setMode({ kind: 'offline' }, { areas: ['auth'] });
    expect(await codeOf(clientOf(server).backend.auth.signInWithProvider('google'))).toBe(
      'auth/network-request-failed',
    );
  });
});
