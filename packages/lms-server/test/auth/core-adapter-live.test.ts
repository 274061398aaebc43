// lms-core's serverAuth adapter against a whole running server (createTestServer listening on a random port).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { LmsError, serverAuth } from '@lms/core';
import type { AuthResult, ServerAuthPort } from '@lms/core';
import { testDatabases } from '../helpers/databases';
import { createTestServer } from '../helpers/server';
import type { TestServer } from '../helpers/server';

async function closedPortUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

describe.each(testDatabases())('serverAuth adapter against a live server ($dialect)', ({ dialect }) => {
  let server: TestServer;
  let auth: ServerAuthPort;
  beforeAll(async () => {
    server = await createTestServer({ dialect, listen: true });
    auth = serverAuth({ baseUrl: `${server.url!}/` });
  });
  afterAll(() => server.close());

  const mailedCode = async (to: string) => {
    const row = await server.ctx.db
      .selectFrom('outbox')
      .select('text_body')
      .where('to_address', '=', to)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return /oobCode=([\w-]+)/.exec(row.text_body)![1]!;
  };

  it('signUp, signInWithPassword, lookup and refresh round-trip with the expiry as an absolute time', async () => {
    const before = Date.now();
    const signedUp = await auth.signUp({
      email: 'live@example.org',
      password: 'live pass 1',
      displayName: 'Liv',
    });
    expect(signedUp.isNewUser).toBe(true);
    expect(signedUp.user).toMatchObject({ email: 'live@example.org', displayName: 'Liv', disabled: false });
    expect(signedUp.tokens.expiresAt).toBeGreaterThanOrEqual(before + 3600_000);
    const signedIn = await auth.signInWithPassword({ email: 'live@example.org', password: 'live pass 1' });
    expect(signedIn.user.uid).toBe(signedUp.user.uid);
    expect((await auth.lookup(signedIn.tokens.idToken)).email).toBe('live@example.org');
    const refreshed = await auth.refresh(signedIn.tokens.refreshToken);
    expect(refreshed.refreshToken).not.toBe(signedIn.tokens.refreshToken);
    // A second refresh with the replaced token within the grace period (another tab) gets the same successor.
    expect((await auth.refresh(signedIn.tokens.refreshToken)).refreshToken).toBe(refreshed.refreshToken);
    await auth.revoke(refreshed.refreshToken);
    await expect(auth.refresh(refreshed.refreshToken)).rejects.toMatchObject({
      code: 'auth/invalid-refresh-token',
    });
  });

  it('the ID token works on the callable route of the same server (getUserDocument)', async () => {
    const session = await auth.signUp({ email: 'callable@example.org', password: 'live pass 1' });
    const response = await fetch(`${server.url}/api/fn/getUserDocument`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.tokens.idToken}` },
      body: JSON.stringify({ data: { uid: session.user.uid } }),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { result: unknown }).result).toMatchObject({
      uid: session.user.uid,
      role: 'user',
    });
  });

  it('server errors come back as the same LmsError codes (email-already-in-use, invalid-credential, wrong-password)', async () => {
    await auth.signUp({ email: 'dup@example.org', password: 'live pass 1' });
    const duplicate = await auth
      .signUp({ email: 'dup@example.org', password: 'live pass 1' })
      .catch((e: unknown) => e);
    expect(duplicate).toBeInstanceOf(LmsError);
    expect(duplicate).toMatchObject({ code: 'auth/email-already-in-use' });
    await expect(
      auth.signInWithPassword({ email: 'dup@example.org', password: 'wrong one' }),
    ).rejects.toMatchObject({
      code: 'auth/invalid-credential',
    });
    const session = await auth.signInWithPassword({ email: 'dup@example.org', password: 'live pass 1' });
    await expect(
      auth.reauthenticate({
        idToken: session.tokens.idToken,
        email: 'dup@example.org',
        password: 'wrong one',
      }),
    ).rejects.toMatchObject({ code: 'auth/wrong-password' });
  });

  it('update: profile change keeps tokens; password change returns new tokens; deleteAccount ends the account', async () => {
    const session = await auth.signUp({ email: 'changes@example.org', password: 'live pass 1' });
    const profile = await auth.update(session.tokens.idToken, {
      displayName: 'Chan',
      photoURL: 'https://img.example.org/c.png',
    });
    expect(profile.user).toMatchObject({ displayName: 'Chan', photoURL: 'https://img.example.org/c.png' });
    expect(profile.tokens).toBeUndefined();
    const password = await auth.update(session.tokens.idToken, { password: 'live pass 2' });
    expect(password.tokens?.idToken).toEqual(expect.any(String));
    await auth.deleteAccount(password.tokens!.idToken);
    await expect(
      auth.signInWithPassword({ email: 'changes@example.org', password: 'live pass 2' }),
    ).rejects.toMatchObject({
      code: 'auth/invalid-credential',
    });
  });

  it('sendOobCode + resetPassword, and sign-in by e-mail link, through the adapter', async () => {
    await auth.signUp({ email: 'reset-live@example.org', password: 'live pass 1' });
    await auth.sendOobCode({ requestType: 'PASSWORD_RESET', email: 'reset-live@example.org' });
    const oobCode = await mailedCode('reset-live@example.org');
    expect(await auth.resetPassword({ oobCode, newPassword: 'live pass 9' })).toEqual({
      email: 'reset-live@example.org',
    });
    await expect(auth.resetPassword({ oobCode, newPassword: 'live pass 8' })).rejects.toMatchObject({
      code: 'auth/invalid-action-code',
    });
    await auth.sendOobCode({ requestType: 'EMAIL_SIGNIN', email: 'link-live@example.org' });
    const linkCode = await mailedCode('link-live@example.org');
    const linked = await auth.signInWithEmailLink({ email: 'link-live@example.org', oobCode: linkCode });
    expect(linked).toMatchObject({
      isNewUser: true,
      user: { email: 'link-live@example.org', emailVerified: true },
    });
  });

  it('revoke ends the session; getPasswordPolicy and getProviders read the server configuration', async () => {
    const session = await auth.signUp({ email: 'revoke-live@example.org', password: 'live pass 1' });
    await auth.revoke(session.tokens.refreshToken);
    await expect(auth.refresh(session.tokens.refreshToken)).rejects.toMatchObject({
      code: 'auth/invalid-refresh-token',
    });
    expect(await auth.getPasswordPolicy()).toMatchObject({ minLength: 6 });
    expect(await auth.getProviders()).toEqual({ google: false, microsoft: false });
  });

  it('signInWithProvider delegates to the injected popup, and without one is operation-not-allowed', async () => {
    await expect(auth.signInWithProvider('google')).rejects.toMatchObject({
      code: 'auth/operation-not-allowed',
    });
    const result = { isNewUser: false } as AuthResult;
    const openPopup = vi.fn(async () => result);
    const withPopup = serverAuth({ baseUrl: server.url!, openPopup });
    expect(await withPopup.signInWithProvider('microsoft')).toBe(result);
    expect(openPopup).toHaveBeenCalledWith('microsoft');
  });

  it('network-request-failed: a server that cannot be reached', async () => {
    const offline = serverAuth({ baseUrl: await closedPortUrl() });
    await expect(offline.signInWithPassword({ email: 'a@example.org', password: 'x' })).rejects.toMatchObject(
      {
        code: 'auth/network-request-failed',
      },
    );
  });
});
