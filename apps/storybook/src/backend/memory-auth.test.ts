import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readIdTokenClaims, type PasswordPolicy } from '@lms/core';
import { createInMemoryBackend } from './in-memory-backend';
import { DEMO_USERS } from './fixtures/demo-users';
import { RECENT_LOGIN_MS } from './memory-auth';
import { codeOf, connectAs } from './testing/connect-as';

const STRICT: PasswordPolicy = {
  minLength: 8,
  requireLowercase: true,
  requireUppercase: true,
  requireNumeric: true,
  requireNonAlphanumeric: true,
};

beforeEach(() => vi.useFakeTimers({ now: Date.UTC(2026, 10, 21, 9, 0, 0) }));
afterEach(() => vi.useRealTimers());

describe('in-memory auth: sign-up', () => {
  it('refuses a password that misses the policy, listing the unmet requirements (checkPassword)', async () => {
    const { auth } = connectAs(createInMemoryBackend({ passwordPolicy: STRICT }), null);
    await expect(auth.signUp({ email: 'new@example.com', password: 'short' })).rejects.toMatchObject({
      code: 'auth/password-does-not-meet-requirements',
      details: { unmet: ['minLength', 'uppercase', 'numeric', 'nonAlphanumeric'] },
    });
  });

  it('applies the default policy of spec section 9 (6 characters) when none is configured', async () => {
    const { auth } = connectAs(createInMemoryBackend(), null);
    expect(await codeOf(auth.signUp({ email: 'new@example.com', password: '12345' }))).toBe(
      'auth/password-does-not-meet-requirements',
    );
    const created = await auth.signUp({ email: 'new@example.com', password: '123456' });
    expect(created.isNewUser).toBe(true);
  });

  it('creates the user document with the defaults of spec section 3', async () => {
    const backend = createInMemoryBackend();
    const { user } = await backend
      .connect(async () => null)
      .auth.signUp({
        email: '  New.Person@Example.com ',
        password: 'secret-1',
        displayName: 'New Person',
      });
    const doc = await connectAs(backend, user.uid).functions.call('getUserDocument', { uid: user.uid });
    expect(doc).toMatchObject({
      email: 'new.person@example.com',
      role: 'user',
      provider: 'password',
      preferences: { language: 'en-US', notifications: true },
      xapi_identifier: 'mailto:new.person@example.com',
    });
  });

  it('refuses a second account for an address, whatever its case (email-already-in-use)', async () => {
    const { auth } = connectAs(createInMemoryBackend(), null);
    expect(await codeOf(auth.signUp({ email: 'STUDENT@example.com', password: 'secret-1' }))).toBe(
      'auth/email-already-in-use',
    );
  });

  it('refuses a malformed address (invalid-email) and an empty password (missing-password)', async () => {
    const { auth } = connectAs(createInMemoryBackend(), null);
    expect(await codeOf(auth.signUp({ email: 'not-an-address', password: 'secret-1' }))).toBe(
      'auth/invalid-email',
    );
    expect(await codeOf(auth.signUp({ email: 'a@example.com', password: '' }))).toBe('auth/missing-password');
  });
});

describe('in-memory auth: sign-in and tokens', () => {
  it('answers invalid-credential alike for an unknown address and a wrong password', async () => {
    const { auth } = connectAs(createInMemoryBackend(), null);
    expect(await codeOf(auth.signInWithPassword({ email: 'nobody@example.com', password: 'x' }))).toBe(
      'auth/invalid-credential',
    );
    expect(
      await codeOf(auth.signInWithPassword({ email: DEMO_USERS.student.email, password: 'wrong' })),
    ).toBe('auth/invalid-credential');
  });

  it('refuses a disabled account (user-disabled)', async () => {
    const { auth } = connectAs(createInMemoryBackend(), null);
    const { email, password } = DEMO_USERS.disabled;
    expect(await codeOf(auth.signInWithPassword({ email, password }))).toBe('auth/user-disabled');
  });

  it("issues ID tokens lms-core's readIdTokenClaims reads, with the admin claim for admins only", async () => {
    const { auth } = connectAs(createInMemoryBackend(), null);
    const asAdmin = await auth.signInWithPassword(DEMO_USERS.admin);
    const asStudent = await auth.signInWithPassword(DEMO_USERS.student);
    expect(readIdTokenClaims(asAdmin.tokens.idToken)).toMatchObject({
      sub: DEMO_USERS.admin.uid,
      admin: true,
    });
    expect(readIdTokenClaims(asStudent.tokens.idToken)).toMatchObject({
      sub: DEMO_USERS.student.uid,
      admin: false,
      provider: 'password',
    });
  });

  it('rotates refresh tokens and ends the session when a rotated one comes back', async () => {
    const { auth } = connectAs(createInMemoryBackend(), null);
    const first = await auth.signInWithPassword(DEMO_USERS.student);
    const second = await auth.refresh(first.tokens.refreshToken);
    expect(await codeOf(auth.refresh(first.tokens.refreshToken))).toBe('auth/invalid-refresh-token');
    expect(await codeOf(auth.refresh(second.refreshToken))).toBe('auth/invalid-refresh-token');
  });

  it('refuses an expired ID token (user-token-expired) so the session signs out', async () => {
    const backend = createInMemoryBackend();
    const { tokens } = backend.sessionFor(DEMO_USERS.student.uid);
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(await codeOf(backend.connect(async () => null).auth.lookup(tokens.idToken))).toBe(
      'auth/user-token-expired',
    );
  });

  it('signs out with revoke: the refresh token stops working', async () => {
    const { auth } = connectAs(createInMemoryBackend(), null);
    const { tokens } = await auth.signInWithPassword(DEMO_USERS.student);
    await auth.revoke(tokens.refreshToken);
    expect(await codeOf(auth.refresh(tokens.refreshToken))).toBe('auth/invalid-refresh-token');
  });
});

describe('in-memory auth: re-authentication (spec section 5)', () => {
  it('answers a wrong current password with auth/wrong-password, since the account is known', async () => {
    const backend = createInMemoryBackend();
    const { tokens } = backend.sessionFor(DEMO_USERS.student.uid);
    const { auth } = backend.connect(async () => null);
    const input = { idToken: tokens.idToken, email: DEMO_USERS.student.email, password: 'wrong' };
    expect(await codeOf(auth.reauthenticate(input))).toBe('auth/wrong-password');
  });

  it("refuses another account's address (invalid-credential) and starts a fresh sign-in on success", async () => {
    const backend = createInMemoryBackend();
    const { tokens } = backend.sessionFor(DEMO_USERS.student.uid);
    const { auth } = backend.connect(async () => null);
    const other = {
      idToken: tokens.idToken,
      email: DEMO_USERS.admin.email,
      password: DEMO_USERS.admin.password,
    };
    expect(await codeOf(auth.reauthenticate(other))).toBe('auth/invalid-credential');
    vi.advanceTimersByTime(RECENT_LOGIN_MS + 1000);
    const again = await auth.reauthenticate({ ...DEMO_USERS.student, idToken: tokens.idToken });
    await expect(auth.update(again.tokens.idToken, { password: 'Another-pass-2' })).resolves.toBeDefined();
  });
});

describe('in-memory auth: account changes', () => {
  it('needs a sign-in within 5 minutes to change the password (requires-recent-login)', async () => {
    const backend = createInMemoryBackend();
    const { tokens } = backend.sessionFor(DEMO_USERS.student.uid);
    vi.advanceTimersByTime(RECENT_LOGIN_MS + 1000);
    const { auth } = backend.connect(async () => null);
    const refreshed = await auth.refresh(tokens.refreshToken);
    expect(await codeOf(auth.update(refreshed.idToken, { password: 'Another-pass-2' }))).toBe(
      'auth/requires-recent-login',
    );
  });

  it('ends older sessions on a password change and hands out new tokens', async () => {
    const backend = createInMemoryBackend();
    const { auth } = backend.connect(async () => null);
    const other = backend.sessionFor(DEMO_USERS.student.uid);
    vi.advanceTimersByTime(1000);
    const current = await auth.signInWithPassword(DEMO_USERS.student);
    const changed = await auth.update(current.tokens.idToken, { password: 'Another-pass-2' });
    expect(changed.tokens).toBeDefined();
    expect(await codeOf(auth.lookup(other.tokens.idToken))).toBe('auth/user-token-expired');
    expect(await codeOf(auth.refresh(other.tokens.refreshToken))).toBe('auth/invalid-refresh-token');
    await expect(auth.lookup(changed.tokens!.idToken)).resolves.toMatchObject({
      uid: DEMO_USERS.student.uid,
    });
    await expect(
      auth.signInWithPassword({ ...DEMO_USERS.student, password: 'Another-pass-2' }),
    ).resolves.toBeDefined();
  });

  it('refuses to delete the last administrator (operation-not-allowed)', async () => {
    const backend = createInMemoryBackend();
    const { tokens } = backend.sessionFor(DEMO_USERS.admin.uid);
    expect(await codeOf(backend.connect(async () => null).auth.deleteAccount(tokens.idToken))).toBe(
      'auth/operation-not-allowed',
    );
  });

  it('refuses a photo address that is neither http(s), a local path nor an image of its own', async () => {
    const backend = createInMemoryBackend();
    const { tokens } = backend.sessionFor(DEMO_USERS.student.uid);
    const { auth } = backend.connect(async () => null);
    expect(await codeOf(auth.update(tokens.idToken, { photoURL: 'javascript:alert(1)' }))).toBe(
      'functions/invalid-argument',
    );
  });
});

describe('in-memory auth: mailed codes', () => {
  it('mails a reset code that works once and sets a password meeting the policy', async () => {
    const backend = createInMemoryBackend({ passwordPolicy: STRICT });
    const { auth } = backend.connect(async () => null);
    await auth.sendOobCode({ requestType: 'PASSWORD_RESET', email: DEMO_USERS.student.email });
    const code = backend.outbox().at(-1)?.code ?? '';
    expect(await codeOf(auth.resetPassword({ oobCode: code, newPassword: 'weak' }))).toBe(
      'auth/password-does-not-meet-requirements',
    );
    await expect(auth.resetPassword({ oobCode: code, newPassword: 'Strong-pass-9' })).resolves.toEqual({
      email: DEMO_USERS.student.email,
    });
    expect(await codeOf(auth.resetPassword({ oobCode: code, newPassword: 'Strong-pass-9' }))).toBe(
      'auth/invalid-action-code',
    );
  });

  it('answers a reset request for an unknown address the same way, without mailing anyone', async () => {
    const backend = createInMemoryBackend();
    await backend
      .connect(async () => null)
      .auth.sendOobCode({ requestType: 'PASSWORD_RESET', email: 'x@example.com' });
    expect(backend.outbox()).toEqual([]);
  });

  it('expires an e-mail sign-in code after 15 minutes (expired-action-code)', async () => {
    const backend = createInMemoryBackend();
    const { auth } = backend.connect(async () => null);
    await auth.sendOobCode({ requestType: 'EMAIL_SIGNIN', email: 'link@example.com' });
    const code = backend.outbox().at(-1)?.code ?? '';
    vi.advanceTimersByTime(15 * 60_000);
    expect(await codeOf(auth.signInWithEmailLink({ email: 'link@example.com', oobCode: code }))).toBe(
      'auth/expired-action-code',
    );
  });
});

describe('in-memory auth: popup providers', () => {
  it('refuses an address registered with a password (account-exists-with-different-credential)', async () => {
    const backend = createInMemoryBackend({
      popupIdentities: { google: { subject: 'g-1', email: DEMO_USERS.student.email, displayName: 'Sam' } },
    });
    expect(await codeOf(backend.connect(async () => null).auth.signInWithProvider('google'))).toBe(
      'auth/account-exists-with-different-credential',
    );
  });

  it('creates an account on a first popup sign-in and finds it again on the next', async () => {
    const backend = createInMemoryBackend({
      popupIdentities: { microsoft: { subject: 'ms-1', email: 'mia@example.com', displayName: 'Mia' } },
    });
    const { auth } = backend.connect(async () => null);
    const first = await auth.signInWithProvider('microsoft');
    const again = await auth.signInWithProvider('microsoft');
    expect([first.isNewUser, again.isNewUser]).toEqual([true, false]);
    expect(again.user.uid).toBe(first.user.uid);
    expect(readIdTokenClaims(again.tokens.idToken).provider).toBe('microsoft.com');
  });

  it('says a provider that is not configured is not allowed, and a closed popup is closed', async () => {
    const backend = createInMemoryBackend({ providers: { google: false } });
    const { auth } = backend.connect(async () => null);
    expect(await auth.getProviders()).toEqual({ google: false, microsoft: true });
    expect(await codeOf(auth.signInWithProvider('google'))).toBe('auth/operation-not-allowed');
    expect(await codeOf(auth.signInWithProvider('microsoft'))).toBe('auth/popup-closed-by-user');
  });
});
