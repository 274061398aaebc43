import { describe, expect, it } from 'vitest';
import { LmsError } from '../errors';
import { createHarness, savedSessionIn } from './testing/session-harness';

const MINUTE = 60_000;

async function signedIn(options: { admin?: boolean } = {}) {
  const h = createHarness();
  h.auth.addAccount({ uid: 'ada', email: 'ada@example.com', password: 'secret1', ...options });
  await h.session.start();
  await h.account.signIn('ada@example.com', 'secret1', true);
  return h;
}

describe('session token refresh', () => {
  it('spec 4: refreshes in the background about 5 minutes before expiry', async () => {
    const h = await signedIn();
    expect(h.clock.nextTimerIn()).toBe(55 * MINUTE);
    await h.clock.advance(55 * MINUTE - 1);
    expect(h.auth.callsOf('refresh')).toHaveLength(0);
    await h.clock.advance(1);
    expect(h.auth.callsOf('refresh')).toHaveLength(1);
    expect(h.clock.nextTimerIn()).toBe(55 * MINUTE);
  });

  it('spec 9: getIdToken returns the held token until 30 s before expiry, then refreshes first', async () => {
    const h = await signedIn();
    h.session.dispose(); // no background refresh: this test checks the on-demand path alone
    const first = await h.session.getIdToken();
    await h.clock.advance(60 * MINUTE - 30_001);
    expect(await h.session.getIdToken()).toBe(first);
    expect(h.auth.callsOf('refresh')).toHaveLength(0);
    await h.clock.advance(1);
    const second = await h.session.getIdToken();
    expect(h.auth.callsOf('refresh')).toHaveLength(1);
    expect(second).not.toBe(first);
  });

  it('getIdToken with forceRefresh refreshes a still-valid token', async () => {
    const h = await signedIn();
    await h.session.getIdToken({ forceRefresh: true });
    expect(h.auth.callsOf('refresh')).toHaveLength(1);
  });

  it('concurrent callers share one refresh request', async () => {
    const h = await signedIn();
    const tokens = await Promise.all([1, 2, 3].map(() => h.session.getIdToken({ forceRefresh: true })));
    expect(h.auth.callsOf('refresh')).toHaveLength(1);
    expect(new Set(tokens).size).toBe(1);
  });

  it('spec 4/9: after network failures retries at 30 s, 60 s, 120 s ... capped at 16 minutes', async () => {
    const h = await signedIn();
    for (let i = 0; i < 8; i++) h.auth.failNext('refresh', new LmsError('auth/network-request-failed'));
    await h.clock.advance(55 * MINUTE);
    const delays: Array<number | null> = [];
    for (let i = 0; i < 8; i++) {
      const delay = h.clock.nextTimerIn();
      delays.push(delay);
      await h.clock.advance(delay ?? 0);
    }
    expect(delays).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 960_000, 960_000]);
    // The ninth attempt succeeds: the backoff resets and the next refresh is 5 minutes before the new expiry.
    expect(h.auth.callsOf('refresh')).toHaveLength(9);
    expect(h.clock.nextTimerIn()).toBe(55 * MINUTE);
    expect(h.session.getSnapshot().isAuthenticated).toBe(true);
  });

  it('spec 4: a failed refresh is logged, not thrown at the background timer', async () => {
    const h = await signedIn();
    h.auth.failNext('refresh', new LmsError('auth/network-request-failed'));
    await h.clock.advance(55 * MINUTE);
    expect(h.logger.messages('warn').some((m) => m.includes('retrying in 30000 ms'))).toBe(true);
  });

  it.each(['auth/user-disabled', 'auth/user-token-expired', 'auth/invalid-refresh-token'] as const)(
    'spec 4: signs out when the refresh answers %s',
    async (code) => {
      const h = await signedIn();
      h.localStore.setItem('progress:course-1', '40');
      h.auth.failNext('refresh', new LmsError(code));
      await h.clock.advance(55 * MINUTE);
      expect(h.session.getSnapshot()).toMatchObject({ isAuthenticated: false, isLoading: false, user: null });
      expect(h.localStore.keys()).toEqual([]);
      expect(h.clock.pendingTimers()).toBe(0);
      expect(await h.session.getIdToken()).toBeNull();
    },
  );

  it('spec 4: a disabled account found by an on-demand refresh signs out and the caller sees the error', async () => {
    const h = await signedIn();
    h.auth.accounts.get('ada')!.disabled = true;
    await expect(h.session.getIdToken({ forceRefresh: true })).rejects.toMatchObject({
      code: 'auth/user-disabled',
    });
    expect(h.session.getSnapshot().isAuthenticated).toBe(false);
  });

  it('spec 4: a refreshed token that gains or loses the admin claim updates isAdmin', async () => {
    const h = await signedIn();
    expect(h.session.getSnapshot().isAdmin).toBe(false);
    h.auth.accounts.get('ada')!.admin = true;
    await h.session.getIdToken({ forceRefresh: true });
    expect(h.session.getSnapshot().isAdmin).toBe(true);
  });

  it('short-lived tokens are refreshed at most every 30 s, never in a loop', async () => {
    const h = createHarness();
    h.auth.tokenLifetimeMs = 2 * MINUTE;
    h.auth.addAccount({ uid: 'ada', email: 'ada@example.com', password: 'secret1' });
    await h.account.signIn('ada@example.com', 'secret1', true);
    await h.clock.advance(2 * MINUTE);
    // First refresh at once (inside the 5-minute window), then one every 30 s.
    expect(h.auth.callsOf('refresh')).toHaveLength(5);
  });

  it('the refreshed tokens are saved, so a reload holds the rotated refresh token', async () => {
    const h = await signedIn();
    const before = savedSessionIn(h.localStore)?.tokens.refreshToken;
    await h.clock.advance(55 * MINUTE);
    const after = savedSessionIn(h.localStore)?.tokens.refreshToken;
    expect(after).not.toBe(before);
    expect(h.auth.isRefreshTokenLive(after ?? '')).toBe(true);
    expect(h.auth.isRefreshTokenLive(before ?? '')).toBe(false);
  });

  it('dispose stops background refreshes', async () => {
    const h = await signedIn();
    h.session.dispose();
    await h.clock.advance(2 * 60 * MINUTE);
    expect(h.auth.callsOf('refresh')).toHaveLength(0);
  });
});
