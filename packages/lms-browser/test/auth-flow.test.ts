// The identity provider through lms-core's own server adapters, answered by the local server.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LocalServer } from '../src';
import { REFRESH_REUSE_GRACE_MS } from '@lms/domain/internal/auth/refresh-tokens';
import { clientOf, codeOf, openLocalServer, type Client } from './helpers';

let server: LocalServer;
let client: Client;
/** Moves the domain's clock forward. */
let offset = 0;

beforeEach(async () => {
  offset = 0;
  server = await openLocalServer({ now: () => Date.now() + offset });
  client = clientOf(server);
});
afterEach(() => server.close());

const robin = { email: 'Robin@Example.com', password: 'correct horse', displayName: 'Robin Newman' };

describe('signing up and in through connect()', () => {
  it('signs up, signs in, rotates the refresh token and looks the account up', async () => {
    const { auth } = client.backend;
    const signedUp = await auth.signUp(robin);
    expect(signedUp.isNewUser).toBe(true);
    expect(signedUp.user).toMatchObject({ email: 'robin@example.com', displayName: 'Robin Newman' });
    expect(signedUp.tokens.expiresAt).toBeGreaterThan(Date.now());

    const signedIn = await auth.signInWithPassword({ email: robin.email, password: robin.password });
    expect(signedIn.isNewUser).toBe(false);
    expect(signedIn.user.uid).toBe(signedUp.user.uid);

    const rotated = await auth.refresh(signedIn.tokens.refreshToken);
    expect(rotated.refreshToken).not.toBe(signedIn.tokens.refreshToken);
    const user = await auth.lookup(rotated.idToken);
    expect(user).toMatchObject({ uid: signedUp.user.uid, email: 'robin@example.com', emailVerified: false });
    expect(user.providerData.map((info) => info.providerId)).toEqual(['password']);

    // Within the grace period (another tab, a retry) the replaced token gets the same successor.
    expect((await auth.refresh(signedIn.tokens.refreshToken)).refreshToken).toBe(rotated.refreshToken);
    // After it, the replaced token is spent: presenting it again ends the whole session family, ID tokens too.
    offset += REFRESH_REUSE_GRACE_MS + 1000;
    expect(await codeOf(auth.refresh(signedIn.tokens.refreshToken))).toBe('auth/invalid-refresh-token');
    expect(await codeOf(auth.refresh(rotated.refreshToken))).toBe('auth/invalid-refresh-token');
    expect(await codeOf(auth.lookup(rotated.idToken))).not.toBe('resolved');
  });

  it('refuses a wrong password and a taken address with the catalogue codes', async () => {
    const { auth } = client.backend;
    await auth.signUp(robin);
    expect(await codeOf(auth.signInWithPassword({ email: robin.email, password: 'wrong password' }))).toBe(
      'auth/invalid-credential',
    );
    expect(await codeOf(auth.signUp(robin))).toBe('auth/email-already-in-use');
    expect(await codeOf(auth.signUp({ email: 'not-an-address', password: 'long enough' }))).toBe(
      'auth/invalid-email',
    );
  });

  it('keeps mails in the outbox and follows a reset link by its code', async () => {
    const { auth, functions } = client.backend;
    client.signedIn(await auth.signUp(robin));
    // The client asks for the welcome mail after an e-mail sign-up (spec 7).
    await functions.call('sendWelcomeEmail', { email: robin.email, displayName: robin.displayName });
    await auth.sendOobCode({ requestType: 'PASSWORD_RESET', email: robin.email, continueUrl: '/courses' });
    const mails = await server.outbox();
    expect(mails.map((mail) => mail.kind)).toEqual(['welcome', 'PASSWORD_RESET']);
    const reset = mails[1]!;
    expect(reset).toMatchObject({ to: 'robin@example.com', continueUrl: 'http://localhost/courses' });
    expect(reset.code).toMatch(/^\S{16,}$/);
    expect(reset.link).toContain(`oobCode=${encodeURIComponent(reset.code!)}`);

    await expect(
      auth.resetPassword({ oobCode: reset.code!, newPassword: 'a new password' }),
    ).resolves.toEqual({
      email: 'robin@example.com',
    });
    expect(await codeOf(auth.signInWithPassword({ email: robin.email, password: robin.password }))).toBe(
      'auth/invalid-credential',
    );
    await expect(
      auth.signInWithPassword({ email: robin.email, password: 'a new password' }),
    ).resolves.toBeDefined();
  });

  it('answers the discovery endpoints from the configuration', async () => {
    const local = await openLocalServer({
      config: {
        passwordPolicy: {
          minLength: 10,
          requireLowercase: true,
          requireUppercase: false,
          requireNumeric: false,
          requireNonAlphanumeric: false,
        },
        oidc: {},
      },
    });
    try {
      const { auth } = clientOf(local).backend;
      await expect(auth.getPasswordPolicy()).resolves.toMatchObject({
        minLength: 10,
        requireLowercase: true,
      });
      await expect(auth.getProviders()).resolves.toEqual({ google: false, microsoft: false });
      await expect(client.backend.auth.getProviders()).resolves.toEqual({ google: true, microsoft: true });
    } finally {
      await local.close();
    }
  });

  it('starts a story signed in: sessionFor issues a session without the password', async () => {
    const { user } = await client.backend.auth.signUp(robin);
    const session = await server.sessionFor(user.uid);
    expect(session.user.uid).toBe(user.uid);
    await expect(client.backend.auth.lookup(session.tokens.idToken)).resolves.toMatchObject({
      uid: user.uid,
    });
    expect(await codeOf(server.sessionFor('nobody'))).toBe('auth/user-not-found');
  });
});
