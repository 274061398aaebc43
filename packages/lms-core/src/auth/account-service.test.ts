import { describe, expect, it } from 'vitest';
import { LmsError } from '../errors';
import { createAccountService } from './account-service';
import { settle } from './testing/fake-clock';
import { createHarness } from './testing/session-harness';

async function withAda(options: { signedIn?: boolean } = {}) {
  const h = createHarness();
  h.auth.addAccount({ uid: 'ada', email: 'ada@example.com', password: 'secret1', displayName: 'Ada' });
  await h.session.start();
  if (options.signedIn ?? true) await h.account.signIn('ada@example.com', 'secret1', true);
  return h;
}

const methodsAfter = (h: ReturnType<typeof createHarness>, count: number) =>
  h.auth.calls.slice(count).map((c) => c.method);

describe('a provider SDK that keeps the user too (Firebase Auth)', () => {
  it('spec 4: is told the "remember me" choice before the session starts, at every sign-in', async () => {
    const h = createHarness();
    h.auth.addAccount({ uid: 'ada', email: 'ada@example.com', password: 'secret1' });
    await h.session.start();
    const told: { remember: boolean; signedIn: boolean }[] = [];
    Object.assign(h.auth, {
      keepSignedIn: async (remember: boolean) => {
        told.push({ remember, signedIn: h.session.getSnapshot().isAuthenticated });
      },
    });
    await h.account.signIn('ada@example.com', 'secret1', false);
    await h.session.logout();
    await h.account.signUp({ email: 'bo@example.com', password: 'secret1', remember: true });
    expect(told).toEqual([
      { remember: false, signedIn: false },
      { remember: true, signedIn: false },
    ]);
  });
});

describe('sign-up', () => {
  it('spec 7: signs the new user in and calls sendWelcomeEmail with {email, displayName}', async () => {
    const h = createHarness();
    await h.session.start();
    const outcome = await h.account.signUp({
      email: 'bo@example.com',
      password: 'secret1',
      displayName: 'Bo',
    });
    await settle();
    expect(outcome.isNewUser).toBe(true);
    expect(h.session.getSnapshot()).toMatchObject({
      isAuthenticated: true,
      user: { email: 'bo@example.com', name: 'Bo' },
    });
    expect(h.functions.calls).toEqual([
      { name: 'sendWelcomeEmail', data: { email: 'bo@example.com', displayName: 'Bo' } },
    ]);
  });

  it("issue 31: the welcome e-mail request names the back end's app address", async () => {
    const h = createHarness({ appUrl: 'https://partner.example/learn' });
    await h.session.start();
    await h.account.signUp({ email: 'bo@example.com', password: 'secret1' });
    await settle();
    expect(h.functions.calls).toEqual([
      {
        name: 'sendWelcomeEmail',
        data: { email: 'bo@example.com', displayName: null, appUrl: 'https://partner.example/learn' },
      },
    ]);
  });

  it('spec 7/8: a failed welcome e-mail is only logged; sign-up still succeeds', async () => {
    const h = createHarness();
    await h.session.start();
    h.functions.failure = new LmsError('functions/unavailable');
    await expect(h.account.signUp({ email: 'bo@example.com', password: 'secret1' })).resolves.toMatchObject({
      user: { email: 'bo@example.com' },
    });
    await settle();
    expect(h.logger.messages('warn')).toContain('Welcome e-mail could not be sent');
    expect(h.session.getSnapshot().isAuthenticated).toBe(true);
  });

  it('spec 8: an e-mail already in use is logged and rethrown', async () => {
    const h = await withAda({ signedIn: false });
    await expect(h.account.signUp({ email: 'ada@example.com', password: 'secret1' })).rejects.toMatchObject({
      code: 'auth/email-already-in-use',
    });
    expect(h.logger.messages('error')).toContain('Sign-up failed: auth/email-already-in-use');
    expect(h.functions.calls).toEqual([]);
  });
});

describe('sign-in', () => {
  it('spec 8: a wrong password is logged and rethrown and nobody is signed in', async () => {
    const h = await withAda({ signedIn: false });
    await expect(h.account.signIn('ada@example.com', 'nope', true)).rejects.toMatchObject({
      code: 'auth/invalid-credential',
    });
    expect(h.logger.messages('error')).toContain('Sign-in failed: auth/invalid-credential');
    expect(h.session.getSnapshot().isAuthenticated).toBe(false);
  });

  it('spec 1: popup sign-in with Google signs in and reports a first sign-in', async () => {
    const h = createHarness();
    await h.session.start();
    h.auth.popupIdentities.set('google', { email: 'cy@example.com', displayName: 'Cy' });
    const outcome = await h.account.signInWithProvider('google', false);
    expect(outcome).toMatchObject({ isNewUser: true, user: { email: 'cy@example.com' } });
    expect(h.session.getSnapshot().user?.name).toBe('Cy');
  });

  it('spec 8: a provider sign-in for an e-mail registered with a password surfaces account-exists-with-different-credential', async () => {
    const h = await withAda({ signedIn: false });
    h.auth.popupIdentities.set('microsoft', { email: 'ada@example.com', displayName: 'Ada' });
    await expect(h.account.signInWithProvider('microsoft', true)).rejects.toMatchObject({
      code: 'auth/account-exists-with-different-credential',
    });
    expect(h.session.getSnapshot().isAuthenticated).toBe(false);
  });

  it('spec 7: password reset mails a code that sets the new password', async () => {
    const h = await withAda({ signedIn: false });
    await h.account.sendPasswordReset('ada@example.com', 'https://lms.example/login');
    const code = h.auth.sentCodes[0]?.code ?? '';
    await expect(h.account.resetPassword(code, 'newsecret')).resolves.toEqual({ email: 'ada@example.com' });
    await expect(h.account.signIn('ada@example.com', 'newsecret', true)).resolves.toBeDefined();
  });

  it('spec 8: an expired or used reset code is rethrown as invalid-action-code', async () => {
    const h = await withAda({ signedIn: false });
    await expect(h.account.resetPassword('made-up', 'newsecret')).rejects.toMatchObject({
      code: 'auth/invalid-action-code',
    });
  });

  it('spec 7: an e-mail link signs the user in', async () => {
    const h = await withAda({ signedIn: false });
    await h.account.sendSignInLink('ada@example.com', 'https://lms.example/login');
    const code = h.auth.sentCodes[0]?.code ?? '';
    await h.account.signInWithEmailLink('ada@example.com', code, true);
    expect(h.session.getSnapshot().user?.uid).toBe('ada');
  });

  it('a non-LmsError from an adapter reaches the screen as auth/internal-error', async () => {
    const h = await withAda({ signedIn: false });
    h.auth.failNext('signInWithPassword', new TypeError('fetch is not a function'));
    await expect(h.account.signIn('ada@example.com', 'secret1', true)).rejects.toMatchObject({
      name: 'LmsError',
      code: 'auth/internal-error',
    });
  });
});

describe('signed-in account changes', () => {
  const cases = [
    ['updateProfile', (h: ReturnType<typeof createHarness>) => h.account.updateProfile({ displayName: 'X' })],
    [
      'changeEmail',
      (h: ReturnType<typeof createHarness>) => h.account.changeEmail('secret1', 'new@example.com'),
    ],
    [
      'changePassword',
      (h: ReturnType<typeof createHarness>) => h.account.changePassword('secret1', 'newsecret'),
    ],
    ['deleteAccount', (h: ReturnType<typeof createHarness>) => h.account.deleteAccount('secret1')],
  ] as const;

  it.each(cases)('spec 5: %s fails with "No authenticated user" when signed out', async (_name, act) => {
    const h = await withAda({ signedIn: false });
    await expect(act(h)).rejects.toMatchObject({
      code: 'auth/user-not-found',
      message: 'No authenticated user',
    });
    expect(h.auth.calls).toEqual([]);
  });

  it('spec 5: updateProfile changes name and photo without re-authenticating', async () => {
    const h = await withAda();
    const before = h.auth.calls.length;
    await h.account.updateProfile({ displayName: 'Ada L.', photoURL: 'profile_pictures/ada/me.png' });
    expect(methodsAfter(h, before)).toEqual(['update', 'refresh']);
    expect(h.session.getSnapshot().user).toMatchObject({
      name: 'Ada L.',
      photoURL: 'profile_pictures/ada/me.png',
    });
  });

  it('spec 4: a removed photo stays removed (the token is refreshed so its claims carry the new profile)', async () => {
    const h = createHarness();
    h.auth.addAccount({ uid: 'ada', email: 'ada@example.com', password: 'secret1', photoURL: 'old.png' });
    await h.session.start();
    await h.account.signIn('ada@example.com', 'secret1', true);
    await h.account.updateProfile({ photoURL: null });
    expect(h.session.getSnapshot().user?.photoURL).toBeNull();
  });

  it('spec 5: changeEmail re-authenticates with the current e-mail and password, then changes the e-mail', async () => {
    const h = await withAda();
    const before = h.auth.calls.length;
    await h.account.changeEmail('secret1', 'ada@new.example');
    expect(methodsAfter(h, before)).toEqual(['reauthenticate', 'update']);
    expect(h.auth.callsOf('reauthenticate').at(-1)).toEqual([
      { email: 'ada@example.com', password: 'secret1' },
    ]);
    expect(h.session.getSnapshot().user?.email).toBe('ada@new.example');
  });

  it('spec 5: changePassword re-authenticates first and keeps the user signed in with the new tokens', async () => {
    const h = await withAda();
    const before = h.auth.calls.length;
    await h.account.changePassword('secret1', 'newsecret');
    expect(methodsAfter(h, before)).toEqual(['reauthenticate', 'update']);
    // The fake revoked every older refresh token: the session must hold the new ones.
    await expect(h.session.getIdToken({ forceRefresh: true })).resolves.toEqual(expect.any(String));
    expect(h.session.getSnapshot().isAuthenticated).toBe(true);
  });

  it('spec 5: deleteAccount re-authenticates first, deletes, then signs out and clears storage', async () => {
    const h = await withAda();
    h.localStore.setItem('progress:course-1:ada', '80');
    const before = h.auth.calls.length;
    await h.account.deleteAccount('secret1');
    expect(methodsAfter(h, before)).toEqual(['reauthenticate', 'deleteAccount']);
    expect(h.auth.accounts.has('ada')).toBe(false);
    expect(h.session.getSnapshot().isAuthenticated).toBe(false);
    expect(h.localStore.keys()).toEqual([]);
  });

  it.each([
    ['changeEmail', (h: ReturnType<typeof createHarness>) => h.account.changeEmail('wrong', 'x@example.com')],
    [
      'changePassword',
      (h: ReturnType<typeof createHarness>) => h.account.changePassword('wrong', 'newsecret'),
    ],
    ['deleteAccount', (h: ReturnType<typeof createHarness>) => h.account.deleteAccount('wrong')],
  ] as const)('spec 5: %s with a wrong current password changes nothing', async (_name, act) => {
    const h = await withAda();
    const before = h.auth.calls.length;
    await expect(act(h)).rejects.toMatchObject({ code: 'auth/wrong-password' });
    expect(methodsAfter(h, before)).toEqual(['reauthenticate']);
    expect(h.auth.accounts.get('ada')).toMatchObject({ email: 'ada@example.com', password: 'secret1' });
    expect(h.session.getSnapshot().isAuthenticated).toBe(true);
  });

  it('spec 5: account changes wait for start-up, so a restored session counts as signed in', async () => {
    const h = await withAda();
    h.session.dispose();
    const next = h.reload();
    const account = createAccountService({
      auth: h.auth,
      functions: h.functions,
      session: next,
      logger: h.logger,
    });
    void next.start();
    await expect(account.updateProfile({ displayName: 'Restored' })).resolves.toMatchObject({
      displayName: 'Restored',
    });
  });
});

describe('password policy lookup', () => {
  it("spec 5: returns the provider's policy", async () => {
    const h = createHarness();
    h.auth.policy = { ...h.auth.policy, minLength: 10, requireNumeric: true };
    await expect(h.account.getPasswordPolicy()).resolves.toMatchObject({
      minLength: 10,
      requireNumeric: true,
    });
  });

  it('spec 9: falls back to the default policy (minimum 6) when the provider cannot be reached', async () => {
    const h = createHarness();
    h.auth.failNext('getPasswordPolicy', new LmsError('auth/network-request-failed'));
    await expect(h.account.getPasswordPolicy()).resolves.toMatchObject({ minLength: 6 });
    expect(h.logger.messages('warn')).toContain('Password policy unavailable; using the default policy');
  });
});
