// The Firebase AuthPort's decisions with a fake SDK: which user a token may act on, how the SDK's errors read, what a
// Microsoft profile fills in, when tokens are renewed. The real SDK against the Auth emulator: lms-firebase's
// test/client/auth.test.ts.
import { describe, expect, it, vi } from 'vitest';
import { LmsError } from '../../errors';
import { DEFAULT_PASSWORD_POLICY } from '../../auth/password-policy';
import { firebaseAuthPort, type FirebaseAuthSdk, type FirebaseUserLike } from './auth-port';

const HOUR = 3_600_000;
const EXPIRY = '2026-11-30T10:00:00.000Z';

function tokenFor(uid: string, serial = 1): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'none' })}.${part({ user_id: uid, sub: uid, serial })}.`;
}

function userNamed(uid: string, changes: Partial<FirebaseUserLike> = {}): FirebaseUserLike {
  return {
    uid,
    email: `${uid}@example.com`,
    emailVerified: false,
    displayName: null,
    photoURL: null,
    phoneNumber: null,
    tenantId: null,
    isAnonymous: false,
    providerData: [],
    metadata: {
      creationTime: 'Mon, 30 Nov 2026 08:00:00 GMT',
      lastSignInTime: 'Mon, 30 Nov 2026 09:00:00 GMT',
    },
    refreshToken: `refresh-${uid}`,
    ...changes,
  };
}

type FakeSdk = { [K in keyof FirebaseAuthSdk]: ReturnType<typeof vi.fn> } & {
  signedIn: FirebaseUserLike | null;
};

function fakeSdk(signedIn: FirebaseUserLike | null = null): FakeSdk {
  let serial = 0;
  const sdk = {
    signedIn,
    ready: vi.fn(async () => {}),
    currentUser: vi.fn(() => sdk.signedIn),
    createUser: vi.fn(async (email: string) => {
      sdk.signedIn = userNamed('new-user', { email });
      return { user: sdk.signedIn, isNewUser: true };
    }),
    signIn: vi.fn(async () => ({ user: sdk.signedIn, isNewUser: false })),
    signInWithPopup: vi.fn(),
    signInWithEmailLink: vi.fn(),
    reauthenticate: vi.fn(async () => {}),
    sendPasswordResetEmail: vi.fn(async () => {}),
    sendEmailVerification: vi.fn(async () => {}),
    sendSignInLinkToEmail: vi.fn(async () => {}),
    verifyPasswordResetCode: vi.fn(async () => 'ada@example.com'),
    confirmPasswordReset: vi.fn(async () => {}),
    idToken: vi.fn(async (user: FirebaseUserLike) => ({
      token: tokenFor(user.uid, ++serial),
      expirationTime: EXPIRY,
    })),
    reload: vi.fn(async () => {}),
    updateProfile: vi.fn(async (user: FirebaseUserLike, changes: Partial<FirebaseUserLike>) => {
      Object.assign(user, changes);
    }),
    updateEmail: vi.fn(async () => {}),
    updatePassword: vi.fn(async () => {}),
    deleteUser: vi.fn(async () => {}),
    signOut: vi.fn(async () => {}),
    setPersistence: vi.fn(async () => {}),
    passwordPolicy: vi.fn(async () => null),
  };
  return sdk;
}

const asSdk = (sdk: FakeSdk) => sdk as unknown as FirebaseAuthSdk;

async function refusal(promise: Promise<unknown>): Promise<LmsError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(LmsError);
  return error as LmsError;
}

describe('Firebase AuthPort', () => {
  it("signs up with the display name set, and hands back the SDK user's tokens", async () => {
    const sdk = fakeSdk();
    const result = await firebaseAuthPort(asSdk(sdk)).signUp({
      email: 'ada@example.com',
      password: 'Secret-1',
      displayName: 'Ada',
    });
    expect(sdk.updateProfile).toHaveBeenCalledWith(sdk.signedIn, { displayName: 'Ada' });
    expect(result).toMatchObject({
      isNewUser: true,
      user: {
        uid: 'new-user',
        email: 'ada@example.com',
        displayName: 'Ada',
        lastLoginAt: Date.parse(EXPIRY) - HOUR,
      },
      tokens: { refreshToken: 'refresh-new-user', expiresAt: Date.parse(EXPIRY) },
    });
  });

  it("reads the SDK's errors as the catalogue's, keeping a renamed code", async () => {
    const sdk = fakeSdk();
    const port = firebaseAuthPort(asSdk(sdk));
    sdk.createUser.mockRejectedValueOnce(
      Object.assign(new Error('taken'), { code: 'auth/email-already-in-use' }),
    );
    expect((await refusal(port.signUp({ email: 'a@example.com', password: 'x' }))).code).toBe(
      'auth/email-already-in-use',
    );
    sdk.createUser.mockRejectedValueOnce(Object.assign(new Error('weak'), { code: 'auth/weak-password' }));
    const weak = await refusal(port.signUp({ email: 'a@example.com', password: 'x' }));
    expect(weak.code).toBe('auth/password-does-not-meet-requirements');
    expect(weak.details).toEqual({ firebaseCode: 'weak-password' });
    sdk.signIn.mockRejectedValueOnce(Object.assign(new Error('odd'), { code: 'auth/brand-new' }));
    expect((await refusal(port.signInWithPassword({ email: 'a@example.com', password: 'x' }))).code).toBe(
      'auth/internal-error',
    );
  });

  it('says a wrong password on re-authentication, where the account is known', async () => {
    const sdk = fakeSdk(userNamed('ada'));
    sdk.reauthenticate.mockRejectedValueOnce(
      Object.assign(new Error('no'), { code: 'auth/invalid-credential' }),
    );
    const port = firebaseAuthPort(asSdk(sdk));
    const wrong = await refusal(port.reauthenticate({ idToken: tokenFor('ada'), email: 'a', password: 'b' }));
    expect(wrong.code).toBe('auth/wrong-password');
    const renewed = await port.reauthenticate({ idToken: tokenFor('ada'), email: 'a', password: 'right' });
    expect(renewed.user.uid).toBe('ada');
  });

  it("acts on a token only when it is the SDK's signed-in user's", async () => {
    const sdk = fakeSdk(userNamed('ada'));
    const port = firebaseAuthPort(asSdk(sdk));
    expect((await refusal(port.deleteAccount(tokenFor('grace')))).code).toBe('auth/user-token-expired');
    expect(sdk.deleteUser).not.toHaveBeenCalled();
    await port.deleteAccount(tokenFor('ada'));
    expect(sdk.deleteUser).toHaveBeenCalledWith(sdk.signedIn);
    sdk.signedIn = null;
    expect((await refusal(port.lookup(tokenFor('ada')))).code).toBe('auth/user-token-expired');
  });

  it('refreshes through the SDK only the session it keeps', async () => {
    const sdk = fakeSdk(userNamed('ada'));
    const port = firebaseAuthPort(asSdk(sdk));
    expect((await refusal(port.refresh('refresh-of-another-sign-in'))).code).toBe(
      'auth/invalid-refresh-token',
    );
    const tokens = await port.refresh('refresh-ada');
    expect(sdk.idToken).toHaveBeenLastCalledWith(sdk.signedIn, true);
    expect(tokens.refreshToken).toBe('refresh-ada');
  });

  it("fills a Microsoft account's empty name, e-mail and photo from its profile (spec 7)", async () => {
    const sdk = fakeSdk();
    const account = userNamed('ms-1', { email: null });
    sdk.signInWithPopup.mockResolvedValueOnce({
      user: account,
      isNewUser: true,
      profile: {
        name: 'Grace Hopper',
        userPrincipalName: 'Grace@Contoso.test',
        picture: 'https://photos.example/grace.png',
      },
    });
    const result = await firebaseAuthPort(asSdk(sdk)).signInWithProvider('microsoft');
    expect(sdk.updateProfile).toHaveBeenCalledWith(account, {
      displayName: 'Grace Hopper',
      photoURL: 'https://photos.example/grace.png',
    });
    expect(result.user).toMatchObject({
      email: 'grace@contoso.test',
      displayName: 'Grace Hopper',
      photoURL: 'https://photos.example/grace.png',
    });
    expect(result.isNewUser).toBe(true);
  });

  it('opens no popup for a provider the project has not enabled', async () => {
    const sdk = fakeSdk();
    const port = firebaseAuthPort(asSdk(sdk), { providers: { google: false } });
    expect((await refusal(port.signInWithProvider('google'))).code).toBe('auth/operation-not-allowed');
    expect(sdk.signInWithPopup).not.toHaveBeenCalled();
    expect(await port.getProviders()).toEqual({ google: false, microsoft: true });
  });

  it('hands back new tokens after an e-mail or password change, and none after a profile change', async () => {
    const sdk = fakeSdk(userNamed('ada'));
    const port = firebaseAuthPort(asSdk(sdk));
    const named = await port.update(tokenFor('ada'), { displayName: 'Ada L.', photoURL: null });
    expect(sdk.updateProfile).toHaveBeenCalledWith(sdk.signedIn, { displayName: 'Ada L.', photoURL: null });
    expect(named.tokens).toBeUndefined();
    const moved = await port.update(tokenFor('ada'), { password: 'New-secret-2' });
    expect(sdk.updatePassword).toHaveBeenCalledWith(sdk.signedIn, 'New-secret-2');
    expect(moved.tokens?.refreshToken).toBe('refresh-ada');
  });

  it('sends each mailed code its own way, and a sign-in link only with an address to open', async () => {
    const sdk = fakeSdk(userNamed('ada'));
    const bare = firebaseAuthPort(asSdk(sdk));
    await bare.sendOobCode({ requestType: 'PASSWORD_RESET', email: 'ada@example.com' });
    expect(sdk.sendPasswordResetEmail).toHaveBeenCalledWith('ada@example.com', undefined);
    await bare.sendOobCode({
      requestType: 'VERIFY_EMAIL',
      email: 'ada@example.com',
      idToken: tokenFor('ada'),
    });
    expect(sdk.sendEmailVerification).toHaveBeenCalledWith(sdk.signedIn, undefined);
    expect(
      (await refusal(bare.sendOobCode({ requestType: 'EMAIL_SIGNIN', email: 'ada@example.com' }))).code,
    ).toBe('auth/internal-error');
    const withApp = firebaseAuthPort(asSdk(sdk), { appUrl: 'https://learn.example' });
    await withApp.sendOobCode({ requestType: 'EMAIL_SIGNIN', email: 'ada@example.com' });
    expect(sdk.sendSignInLinkToEmail).toHaveBeenCalledWith('ada@example.com', 'https://learn.example');
    expect(await bare.resetPassword({ oobCode: 'code', newPassword: 'New-1' })).toEqual({
      email: 'ada@example.com',
    });
    expect(sdk.confirmPasswordReset).toHaveBeenCalledWith('code', 'New-1');
  });

  it("takes the project's password policy, else the configured one, else the spec's", async () => {
    const sdk = fakeSdk();
    expect(await firebaseAuthPort(asSdk(sdk)).getPasswordPolicy()).toEqual(DEFAULT_PASSWORD_POLICY);
    const configured = { ...DEFAULT_PASSWORD_POLICY, minLength: 12 };
    expect(await firebaseAuthPort(asSdk(sdk), { passwordPolicy: configured }).getPasswordPolicy()).toEqual(
      configured,
    );
    const project = { ...DEFAULT_PASSWORD_POLICY, minLength: 10, requireNumeric: true };
    sdk.passwordPolicy.mockResolvedValueOnce(project);
    expect(await firebaseAuthPort(asSdk(sdk), { passwordPolicy: configured }).getPasswordPolicy()).toEqual(
      project,
    );
  });

  it('keeps the SDK user per the "remember me" choice, and signs the SDK out on revoke', async () => {
    const sdk = fakeSdk(userNamed('ada'));
    const port = firebaseAuthPort(asSdk(sdk));
    await port.keepSignedIn?.(false);
    expect(sdk.setPersistence).toHaveBeenCalledWith(false);
    await port.revoke('refresh-ada');
    expect(sdk.signOut).toHaveBeenCalled();
  });
});
