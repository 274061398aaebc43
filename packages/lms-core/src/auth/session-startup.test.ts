import { describe, expect, it } from 'vitest';
import { LmsError } from '../errors';
import { SESSION_STORAGE_KEY } from './session-persistence';
import { createHarness } from './testing/session-harness';

/** Signs Ada in on a first "page", then returns the harness so a test can reload into a fresh session. */
async function signedInBefore(options: { admin?: boolean; remember?: boolean } = {}) {
  const h = createHarness();
  h.auth.addAccount({
    uid: 'ada',
    email: 'ada@example.com',
    password: 'secret1',
    displayName: 'Ada',
    ...options,
  });
  await h.account.signIn('ada@example.com', 'secret1', options.remember ?? true);
  h.session.dispose();
  return h;
}

describe('session start-up', () => {
  it('spec 4: with nothing saved, loading turns into signed out', async () => {
    const h = createHarness();
    expect(h.session.getSnapshot().isLoading).toBe(true);
    await h.session.start();
    expect(h.session.getSnapshot()).toMatchObject({ isLoading: false, isAuthenticated: false, user: null });
  });

  it('spec 4: a saved session restores as signed in, staying loading until the provider confirms it', async () => {
    const h = await signedInBefore();
    const next = h.reload();
    const started = next.start();
    expect(next.getSnapshot().isLoading).toBe(true);
    await started;
    expect(next.getSnapshot()).toEqual({
      user: { uid: 'ada', email: 'ada@example.com', name: 'Ada', photoURL: null },
      isAuthenticated: true,
      isLoading: false,
      isAdmin: false,
    });
    expect(h.auth.callsOf('lookup')).toHaveLength(1);
  });

  it('spec 4/6: isAdmin comes from the admin claim of the restored ID token', async () => {
    const h = await signedInBefore({ admin: true });
    const next = h.reload();
    await next.start();
    expect(next.getSnapshot().isAdmin).toBe(true);
  });

  it('spec 4: a session saved per tab (remember false) restores too', async () => {
    const h = await signedInBefore({ remember: false });
    const next = h.reload();
    await next.start();
    expect(next.getSnapshot().isAuthenticated).toBe(true);
  });

  it('spec 9: a saved token that counts as expired is refreshed before the provider is asked', async () => {
    const h = await signedInBefore();
    await h.clock.advance(60 * 60_000 - 29_000); // 29 s before the real expiry: already "expired"
    const next = h.reload();
    await next.start();
    expect(h.auth.callsOf('refresh')).toHaveLength(1);
    expect(next.getSnapshot().isAuthenticated).toBe(true);
  });

  it('spec 4: a disabled account is signed out at start-up and local storage is cleared', async () => {
    const h = await signedInBefore();
    h.localStore.setItem('progress:course-1', '40');
    h.auth.accounts.get('ada')!.disabled = true;
    const next = h.reload();
    await next.start();
    expect(next.getSnapshot()).toMatchObject({ isLoading: false, isAuthenticated: false });
    expect(h.localStore.keys()).toEqual([]);
  });

  it('spec 4: a revoked refresh token found at start-up signs out', async () => {
    const h = await signedInBefore();
    h.auth.failNext('refresh', new LmsError('auth/invalid-refresh-token'));
    await h.clock.advance(60 * 60_000);
    const next = h.reload();
    await next.start();
    expect(next.getSnapshot().isAuthenticated).toBe(false);
    expect(h.localStore.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('spec 4/9: offline at start-up keeps the saved user signed in and retries the refresh after 30 s', async () => {
    const h = await signedInBefore();
    await h.clock.advance(60 * 60_000);
    h.auth.failNext('refresh', new LmsError('auth/network-request-failed'));
    const next = h.reload();
    await next.start();
    expect(next.getSnapshot()).toMatchObject({ isLoading: false, isAuthenticated: true });
    expect(h.clock.nextTimerIn()).toBe(30_000);
    await h.clock.advance(30_000);
    expect(h.auth.callsOf('refresh')).toHaveLength(2);
    expect(await next.getIdToken()).not.toBeNull();
  });

  it('an unreadable saved session is discarded and start-up ends signed out', async () => {
    const h = createHarness();
    h.localStore.setItem(SESSION_STORAGE_KEY, '{"version":1,"tokens":{}}');
    await h.session.start();
    expect(h.session.getSnapshot()).toMatchObject({ isLoading: false, isAuthenticated: false });
    expect(h.localStore.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(h.logger.messages('warn').some((m) => m.includes('unreadable saved session'))).toBe(true);
  });

  it('getIdToken waits for start-up instead of answering "signed out" too early', async () => {
    const h = await signedInBefore();
    const next = h.reload();
    const started = next.start();
    const token = next.getIdToken();
    await started;
    expect(await token).toEqual(expect.any(String));
  });

  it('start is idempotent: a second call restores nothing twice', async () => {
    const h = await signedInBefore();
    const next = h.reload();
    await Promise.all([next.start(), next.start()]);
    expect(h.auth.callsOf('lookup')).toHaveLength(1);
  });
});
