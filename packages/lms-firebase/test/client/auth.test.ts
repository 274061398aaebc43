// lms-core's Firebase AuthPort (`createFirebaseBackend`'s auth) on the real firebase/auth SDK against the Auth
// emulator (issue 33): sign-up, sign-in, a wrong password, an address already in use, the admin claim after a token
// refresh, a disabled account refused, deletion. The emulator serves every test at once: each test has its own app
// (its own SDK user) and addresses of its own.
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { getAuth, inMemoryPersistence } from 'firebase/auth';
import {
  deleteApp as deleteAdminApp,
  initializeApp as initializeAdminApp,
  type App,
} from 'firebase-admin/app';
import { getAuth as getAdminAuth, type Auth as AdminAuth } from 'firebase-admin/auth';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { readIdTokenClaims, type AuthPort } from '@lms/core';
import { createFirebaseBackend } from '@lms/core/adapters/firebase';
import { PROJECT_ID, TEST_API_KEY } from '../support/test-host-scope';
import { refusal } from '../support/refusal';

const PASSWORD = 'client-Password-1';
let serial = 0;
const address = (name: string) => `${name}.${process.pid}.${Date.now()}.${++serial}@example.com`;

let adminApp: App;
let admin: AdminAuth;
const apps: FirebaseApp[] = [];

beforeAll(() => {
  // firebase-admin reaches the emulator when this names it.
  process.env.FIREBASE_AUTH_EMULATOR_HOST = inject('authEmulatorHost');
  adminApp = initializeAdminApp({ projectId: PROJECT_ID }, 'client-auth-admin');
  admin = getAdminAuth(adminApp);
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
});
afterAll(async () => {
  await deleteAdminApp(adminApp);
});

/** The AuthPort a Firebase build of the app uses, on an app of its own (in Node, the SDK keeps users in memory). */
function clientAuth(): AuthPort {
  const app = initializeApp({ apiKey: TEST_API_KEY, projectId: PROJECT_ID }, `client-auth-${++serial}`);
  apps.push(app);
  const [host, port] = inject('authEmulatorHost').split(':');
  const backend = createFirebaseBackend({
    app,
    auth: getAuth(app),
    emulators: { auth: { host: host!, port: Number(port) } },
    persistence: { remembered: inMemoryPersistence, session: inMemoryPersistence },
  });
  return backend(async () => null).auth;
}

describe('the Firebase AuthPort on the Auth emulator', () => {
  it('signs up with a display name, then signs in again with the same password', async () => {
    const email = address('ada');
    const auth = clientAuth();
    const signedUp = await auth.signUp({ email, password: PASSWORD, displayName: 'Ada Lovelace' });
    expect(signedUp).toMatchObject({ isNewUser: true, user: { email, displayName: 'Ada Lovelace' } });
    expect(readIdTokenClaims(signedUp.tokens.idToken)).toMatchObject({ sub: signedUp.user.uid, email });
    expect(signedUp.tokens.expiresAt).toBeGreaterThan(Date.now());

    const again = await clientAuth().signInWithPassword({ email, password: PASSWORD });
    expect(again).toMatchObject({
      isNewUser: false,
      user: { uid: signedUp.user.uid, displayName: 'Ada Lovelace' },
    });
  });

  it("refuses a wrong password and an address already in use with the catalogue's codes", async () => {
    const email = address('grace');
    await clientAuth().signUp({ email, password: PASSWORD });
    const wrong = await refusal(clientAuth().signInWithPassword({ email, password: 'not-the-Password-1' }));
    expect(['auth/wrong-password', 'auth/invalid-credential']).toContain(wrong.code);
    const taken = await refusal(clientAuth().signUp({ email, password: PASSWORD }));
    expect(taken.code).toBe('auth/email-already-in-use');
  });

  it('carries the admin claim once the session refreshes its token', async () => {
    const email = address('admin');
    const auth = clientAuth();
    const { user, tokens } = await auth.signUp({ email, password: PASSWORD });
    expect(readIdTokenClaims(tokens.idToken).admin).toBe(false);

    await admin.setCustomUserClaims(user.uid, { admin: true });
    const refreshed = await auth.refresh(tokens.refreshToken);
    expect(readIdTokenClaims(refreshed.idToken)).toMatchObject({ sub: user.uid, admin: true });
  });

  it('refuses a disabled account at sign-in and at refresh', async () => {
    const email = address('disabled');
    const auth = clientAuth();
    const { user, tokens } = await auth.signUp({ email, password: PASSWORD });
    await admin.updateUser(user.uid, { disabled: true });

    expect((await refusal(clientAuth().signInWithPassword({ email, password: PASSWORD }))).code).toBe(
      'auth/user-disabled',
    );
    expect((await refusal(auth.refresh(tokens.refreshToken))).code).toBe('auth/user-disabled');
  });

  it('changes the name and the password, re-authenticates, and deletes the account', async () => {
    const email = address('leaving');
    const auth = clientAuth();
    const { user, tokens } = await auth.signUp({ email, password: PASSWORD });

    const renamed = await auth.update(tokens.idToken, { displayName: 'Leaving Soon' });
    expect(renamed).toEqual({ user: expect.objectContaining({ displayName: 'Leaving Soon' }) });
    const wrong = await refusal(
      auth.reauthenticate({ idToken: tokens.idToken, email, password: 'nope-Nope-1' }),
    );
    expect(wrong.code).toBe('auth/wrong-password');
    const fresh = await auth.reauthenticate({ idToken: tokens.idToken, email, password: PASSWORD });
    const moved = await auth.update(fresh.tokens.idToken, { password: 'second-Password-2' });
    expect(moved.tokens?.idToken).toEqual(expect.any(String));
    expect(await clientAuth().signInWithPassword({ email, password: 'second-Password-2' })).toMatchObject({
      user: { uid: user.uid },
    });

    await auth.deleteAccount(moved.tokens!.idToken);
    await expect(admin.getUser(user.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    const gone = await refusal(clientAuth().signInWithPassword({ email, password: 'second-Password-2' }));
    expect(['auth/user-not-found', 'auth/invalid-credential']).toContain(gone.code);
  });

  it('mails a password reset whose code sets a new password', async () => {
    const email = address('forgetful');
    await clientAuth().signUp({ email, password: PASSWORD });
    const auth = clientAuth();
    await auth.sendOobCode({ requestType: 'PASSWORD_RESET', email });

    const codes = await fetch(
      `http://${inject('authEmulatorHost')}/emulator/v1/projects/${PROJECT_ID}/oobCodes`,
    ).then(
      async (response) =>
        (await response.json()) as { oobCodes: { email: string; oobCode: string; requestType: string }[] },
    );
    const code = codes.oobCodes.find(
      (entry) => entry.email === email && entry.requestType === 'PASSWORD_RESET',
    );
    expect(code).toBeDefined();
    expect(await auth.resetPassword({ oobCode: code!.oobCode, newPassword: 'reset-Password-3' })).toEqual({
      email,
    });
    await expect(
      clientAuth().signInWithPassword({ email, password: 'reset-Password-3' }),
    ).resolves.toBeDefined();
  });
});
