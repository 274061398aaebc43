import { describe, expect, it } from 'vitest';
import { firebaseIdTokenSource } from './id-token-source';

/** The parts of firebase/auth's Auth the source reads. */
function fakeAuth(user: { getIdToken(forceRefresh?: boolean): Promise<string> } | null) {
  const order: string[] = [];
  const auth = {
    currentUser: null as typeof user,
    async authStateReady() {
      order.push('ready');
      auth.currentUser = user; // the persisted user is known once the state is ready
    },
  };
  return { auth: auth as unknown as Parameters<typeof firebaseIdTokenSource>[0], order };
}

describe('firebaseIdTokenSource', () => {
  it("answers the current user's token once the auth state is known, refreshed when asked", async () => {
    const asked: unknown[] = [];
    const { auth, order } = fakeAuth({
      getIdToken: async (forceRefresh) => {
        asked.push(forceRefresh);
        return forceRefresh ? 'fresh' : 'cached';
      },
    });
    const source = firebaseIdTokenSource(auth);
    expect(await source()).toBe('cached');
    expect(await source({ forceRefresh: true })).toBe('fresh');
    expect(asked).toEqual([false, true]);
    expect(order).toEqual(['ready', 'ready']);
  });

  it('answers null when nobody is signed in', async () => {
    expect(await firebaseIdTokenSource(fakeAuth(null).auth)()).toBeNull();
  });
});
