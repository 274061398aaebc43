import { describe, expect, it, vi } from 'vitest';
import { LmsError } from '../../errors';
import type { Clock } from '../../platform/clock';
import { serverAuth } from './auth';
import type { FetchFunction } from '../../api/client';

const USER = {
  uid: 'u1',
  email: 'a@example.org',
  emailVerified: false,
  displayName: null,
  photoURL: null,
  phoneNumber: null,
  tenantId: null,
  isAnonymous: false,
  providerData: [],
  createdAt: 1,
  lastLoginAt: 1,
  disabled: false,
};

const fixedClock: Clock = {
  now: () => 1_000_000,
  setTimeout: (cb, ms) => setTimeout(cb, ms),
  clearTimeout: (h) => clearTimeout(h as never),
};

function answering(status: number, body: unknown, contentType = 'application/json') {
  return vi.fn<FetchFunction>(
    async () =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': contentType },
      }),
  );
}

describe('serverAuth (lms-core adapter over /api/auth)', () => {
  it('posts JSON to /api/auth/<endpoint> and turns expiresIn into an absolute expiresAt with the injected clock', async () => {
    const fetch = answering(200, {
      user: USER,
      idToken: 'id',
      refreshToken: 'rt',
      expiresIn: 3600,
      isNewUser: true,
    });
    const auth = serverAuth({ baseUrl: 'https://lms.example.org/', fetch, clock: fixedClock });
    const result = await auth.signUp({ email: 'a@example.org', password: 'secret1' });
    expect(result).toEqual({
      user: USER,
      tokens: { idToken: 'id', refreshToken: 'rt', expiresAt: 1_000_000 + 3_600_000 },
      isNewUser: true,
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://lms.example.org/api/auth/accounts:signUp');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ email: 'a@example.org', password: 'secret1' });
  });

  it('maps the refresh grant to v1/token with grant_type=refresh_token', async () => {
    const fetch = answering(200, {
      id_token: 'id2',
      refresh_token: 'rt2',
      expires_in: 3600,
      token_type: 'Bearer',
      user_id: 'u1',
    });
    const auth = serverAuth({ baseUrl: 'https://lms.example.org', fetch, clock: fixedClock });
    expect(await auth.refresh('rt1')).toEqual({ idToken: 'id2', refreshToken: 'rt2', expiresAt: 4_600_000 });
    expect(fetch.mock.calls[0]![0]).toBe('https://lms.example.org/api/auth/v1/token');
    expect(JSON.parse(fetch.mock.calls[0]![1].body as string)).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'rt1',
    });
  });

  it('sends photoURL as the wire field photoUrl and only the fields that change', async () => {
    const fetch = answering(200, { user: USER });
    const auth = serverAuth({ baseUrl: 'https://lms.example.org', fetch });
    expect(await auth.update('tok', { photoURL: null })).toEqual({ user: USER });
    expect(JSON.parse(fetch.mock.calls[0]![1].body as string)).toEqual({ idToken: 'tok', photoUrl: null });
  });

  it('error answers {error: {code, message}} become the same LmsError', async () => {
    const fetch = answering(401, {
      error: { code: 'auth/wrong-password', message: 'The password is not right' },
    });
    const error = await serverAuth({ baseUrl: 'https://x', fetch })
      .signInWithPassword({ email: 'a@example.org', password: 'p' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LmsError);
    expect(error).toMatchObject({ code: 'auth/wrong-password', message: 'The password is not right' });
  });

  it('answers without a catalogue code fall back on the HTTP status (429, 503 gateway, other)', async () => {
    const call = (status: number, body: string) =>
      serverAuth({ baseUrl: 'https://x', fetch: answering(status, body, 'text/html') }).getProviders();
    await expect(call(429, '<h1>slow down</h1>')).rejects.toMatchObject({ code: 'auth/too-many-requests' });
    await expect(call(503, '<h1>bad gateway</h1>')).rejects.toMatchObject({
      code: 'auth/network-request-failed',
    });
    await expect(call(500, '{"error":{"code":"made/up","message":"x"}}')).rejects.toMatchObject({
      code: 'auth/internal-error',
    });
  });

  it('a success answer that is not JSON or breaks the wire schema is auth/internal-error', async () => {
    await expect(
      serverAuth({ baseUrl: 'https://x', fetch: answering(200, 'hello', 'text/plain') }).getProviders(),
    ).rejects.toMatchObject({
      code: 'auth/internal-error',
    });
    await expect(
      serverAuth({ baseUrl: 'https://x', fetch: answering(200, { google: 'yes' }) }).getProviders(),
    ).rejects.toMatchObject({
      code: 'auth/internal-error',
    });
  });

  it('spec 8 network-request-failed: a fetch that rejects (offline, DNS, refused)', async () => {
    const fetch = vi.fn<FetchFunction>(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(serverAuth({ baseUrl: 'https://x', fetch }).lookup('t')).rejects.toMatchObject({
      code: 'auth/network-request-failed',
    });
  });

  it('spec 9: requests time out after the network timeout (5 s when offline) as network-request-failed', async () => {
    vi.useFakeTimers();
    try {
      const fetch = vi.fn<FetchFunction>(() => new Promise<Response>(() => {}));
      const auth = serverAuth({ baseUrl: 'https://x', fetch, network: { isMobile: false, isOnline: false } });
      const pending = auth.getPasswordPolicy().catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(5_000);
      expect(await pending).toMatchObject({
        code: 'auth/network-request-failed',
        details: { reason: 'timeout', timeoutMs: 5_000 },
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('signInWithProvider without an injected popup is auth/operation-not-allowed', async () => {
    await expect(
      serverAuth({ baseUrl: 'https://x', fetch: answering(200, {}) }).signInWithProvider('google'),
    ).rejects.toMatchObject({
      code: 'auth/operation-not-allowed',
    });
  });
});
