import { describe, expect, it } from 'vitest';
import type { AuthTokens } from '../api/ports';
import { LmsError } from '../errors';
import { hasSavedSession, SESSION_STORAGE_KEY } from './session-persistence';
import { createHarness, savedSessionIn } from './testing/session-harness';

async function withAda() {
  const h = createHarness();
  h.auth.addAccount({ uid: 'ada', email: 'ada@example.com', password: 'secret1' });
  await h.session.start();
  return h;
}

describe('session persistence', () => {
  it('spec 4: remember true saves the session in local storage only', async () => {
    const h = await withAda();
    await h.account.signIn('ada@example.com', 'secret1', true);
    expect(savedSessionIn(h.localStore)).not.toBeNull();
    expect(savedSessionIn(h.sessionStore)).toBeNull();
  });

  it('hasSavedSession sees a session saved in either store, and none after logout', async () => {
    const h = await withAda();
    expect(hasSavedSession(h.localStore, h.sessionStore)).toBe(false);
    await h.account.signIn('ada@example.com', 'secret1', true);
    expect(hasSavedSession(h.localStore, h.sessionStore)).toBe(true);
    await h.account.signIn('ada@example.com', 'secret1', false);
    expect(savedSessionIn(h.localStore)).toBeNull();
    expect(hasSavedSession(h.localStore, h.sessionStore)).toBe(true);
    await h.session.logout();
    expect(hasSavedSession(h.localStore, h.sessionStore)).toBe(false);
  });

  it('spec 4: remember false saves the session per tab (session storage) only', async () => {
    const h = await withAda();
    await h.account.signIn('ada@example.com', 'secret1', false);
    expect(savedSessionIn(h.sessionStore)).not.toBeNull();
    expect(savedSessionIn(h.localStore)).toBeNull();
  });

  it('spec 4: signing in again without remember removes the remembered session', async () => {
    const h = await withAda();
    await h.account.signIn('ada@example.com', 'secret1', true);
    await h.account.signIn('ada@example.com', 'secret1', false);
    expect(savedSessionIn(h.localStore)).toBeNull();
    expect(savedSessionIn(h.sessionStore)).not.toBeNull();
  });

  it('spec 4: a refresh keeps the session in the store the user chose', async () => {
    const h = await withAda();
    await h.account.signIn('ada@example.com', 'secret1', false);
    await h.session.getIdToken({ forceRefresh: true });
    expect(savedSessionIn(h.localStore)).toBeNull();
    expect(savedSessionIn(h.sessionStore)).not.toBeNull();
  });

  it('a store that refuses writes does not fail the sign-in; the failure is logged', async () => {
    const h = await withAda();
    h.localStore.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    await h.account.signIn('ada@example.com', 'secret1', true);
    expect(h.session.getSnapshot().isAuthenticated).toBe(true);
    expect(h.logger.messages('warn')).toContain('Could not save the session (local storage)');
  });
});

describe('logout', () => {
  it('spec 4: logout clears the state and ALL local and session storage', async () => {
    const h = await withAda();
    await h.account.signIn('ada@example.com', 'secret1', true);
    h.localStore.setItem('progress:course-1:ada', '40');
    h.sessionStore.setItem('draft', 'x');
    await h.session.logout();
    expect(h.session.getSnapshot()).toEqual({
      user: null,
      isAuthenticated: false,
      isLoading: false,
      isAdmin: false,
    });
    expect(h.localStore.keys()).toEqual([]);
    expect(h.sessionStore.keys()).toEqual([]);
    expect(h.clock.pendingTimers()).toBe(0);
  });

  it('spec 7: logout revokes the refresh token', async () => {
    const h = await withAda();
    await h.account.signIn('ada@example.com', 'secret1', true);
    const refreshToken = savedSessionIn(h.localStore)?.tokens.refreshToken ?? '';
    await h.session.logout();
    expect(h.auth.callsOf('revoke')).toEqual([[refreshToken]]);
    expect(h.auth.isRefreshTokenLive(refreshToken)).toBe(false);
  });

  it('revocation is best effort: a failure is logged and the user is still signed out', async () => {
    const h = await withAda();
    await h.account.signIn('ada@example.com', 'secret1', true);
    h.auth.failNext('revoke', new LmsError('auth/network-request-failed'));
    await expect(h.session.logout()).resolves.toBeUndefined();
    expect(h.session.getSnapshot().isAuthenticated).toBe(false);
    expect(h.localStore.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(h.logger.messages('warn')).toContain('Could not revoke the refresh token at logout');
  });

  it('a refresh answering after logout does not bring the session back', async () => {
    const h = await withAda();
    await h.account.signIn('ada@example.com', 'secret1', true);
    const realRefresh = h.auth.refresh.bind(h.auth);
    let release: () => void = () => undefined;
    h.auth.refresh = (refreshToken: string) =>
      new Promise<AuthTokens>((resolve, reject) => {
        release = () => realRefresh(refreshToken).then(resolve, reject);
      });
    const pending = h.session.getIdToken({ forceRefresh: true });
    await h.session.logout();
    release();
    expect(await pending).toBeNull();
    expect(h.session.getSnapshot().isAuthenticated).toBe(false);
    expect(h.localStore.keys()).toEqual([]);
  });

  it('logout while signed out clears storage without calling the provider', async () => {
    const h = await withAda();
    h.localStore.setItem('progress:course-1', '10');
    await h.session.logout();
    expect(h.localStore.keys()).toEqual([]);
    expect(h.auth.callsOf('revoke')).toEqual([]);
  });
});
