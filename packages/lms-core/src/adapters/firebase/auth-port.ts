// AuthPort of a Firebase back end, over the few Firebase Auth SDK calls it needs (auth.ts passes the real ones, the
// unit tests fakes). The SDK keeps its own signed-in user, whose token the functions and storage SDKs send; the
// session of lms-core keeps the same user's tokens. So every call that names a token acts on the SDK's current user
// and refuses when that user is not the token's: the two never drift apart silently.
import { LmsError } from '../../errors';
import type { AccountChanges, AuthPort, AuthResult, AuthTokens, OAuthProviderId } from '../../api/ports';
import type { IdentityUser, PasswordPolicy } from '../../api/identity';
import { decodeJwtPayload } from '../../auth/jwt-payload';
import { DEFAULT_PASSWORD_POLICY } from '../../auth/password-policy';
import { profileFromClaims, type ProviderProfile } from '../../auth/provider-profile';
import { authErrorOf } from './firebase-errors';

/** The fields of the SDK's `User` this adapter reads. */
export interface FirebaseUserLike {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
  photoURL: string | null;
  phoneNumber: string | null;
  tenantId: string | null;
  isAnonymous: boolean;
  providerData: readonly {
    providerId: string;
    uid: string;
    email: string | null;
    displayName: string | null;
    photoURL: string | null;
  }[];
  metadata: { creationTime?: string | undefined; lastSignInTime?: string | undefined };
  refreshToken: string;
}

export interface FirebaseSignIn<U> {
  user: U;
  isNewUser: boolean;
}

/** The Firebase Auth SDK calls the port makes, each on the app's one Auth instance. */
export interface FirebaseAuthSdk<U extends FirebaseUserLike = FirebaseUserLike> {
  /** Resolves once the SDK has read the user it kept (`authStateReady`). */
  ready(): Promise<void>;
  currentUser(): U | null;
  createUser(email: string, password: string): Promise<FirebaseSignIn<U>>;
  signIn(email: string, password: string): Promise<FirebaseSignIn<U>>;
  /** The popup; `profile` is what the provider said about the person (`getAdditionalUserInfo`). */
  signInWithPopup(
    provider: OAuthProviderId,
  ): Promise<FirebaseSignIn<U> & { profile: Record<string, unknown> | null }>;
  signInWithEmailLink(email: string, oobCode: string): Promise<FirebaseSignIn<U>>;
  reauthenticate(user: U, email: string, password: string): Promise<void>;
  sendPasswordResetEmail(email: string, continueUrl: string | undefined): Promise<void>;
  sendEmailVerification(user: U, continueUrl: string | undefined): Promise<void>;
  sendSignInLinkToEmail(email: string, continueUrl: string): Promise<void>;
  /** Checks the code and returns the account's e-mail. */
  verifyPasswordResetCode(oobCode: string): Promise<string>;
  confirmPasswordReset(oobCode: string, newPassword: string): Promise<void>;
  idToken(user: U, forceRefresh: boolean): Promise<{ token: string; expirationTime: string }>;
  reload(user: U): Promise<void>;
  updateProfile(user: U, changes: { displayName?: string | null; photoURL?: string | null }): Promise<void>;
  updateEmail(user: U, email: string): Promise<void>;
  updatePassword(user: U, password: string): Promise<void>;
  deleteUser(user: U): Promise<void>;
  signOut(): Promise<void>;
  setPersistence(remember: boolean): Promise<void>;
  /** The project's password policy when it enforces one (Identity Platform); null when it has none. */
  passwordPolicy(): Promise<PasswordPolicy | null>;
}

export interface FirebaseAuthPortOptions {
  /** Which popup providers the Firebase project has enabled (Authentication > Sign-in method). Default: both. */
  providers?: Partial<Record<OAuthProviderId, boolean>>;
  /** The policy sign-up checks when the project enforces none of its own. Default: the spec's. */
  passwordPolicy?: PasswordPolicy;
  /** Where the e-mailed sign-in link opens when the caller names no continue URL: the app's address. */
  appUrl?: string;
}

function time(value: string | undefined): number | null {
  const parsed = value === undefined ? NaN : Date.parse(value);
  return Number.isNaN(parsed) ? null : parsed;
}

/** The SDK's user as the platform's identity user; the provider's profile fills what the SDK left empty. */
export function identityUserOf(user: FirebaseUserLike, profile?: ProviderProfile): IdentityUser {
  return {
    uid: user.uid,
    email: user.email ?? profile?.email ?? '',
    emailVerified: user.emailVerified,
    displayName: user.displayName ?? profile?.displayName ?? null,
    photoURL: user.photoURL ?? profile?.photoURL ?? null,
    phoneNumber: user.phoneNumber,
    tenantId: user.tenantId,
    isAnonymous: user.isAnonymous,
    providerData: user.providerData.map((info) => ({
      providerId: info.providerId,
      uid: info.uid,
      email: info.email,
      displayName: info.displayName,
      photoURL: info.photoURL,
    })),
    createdAt: time(user.metadata.creationTime) ?? 0,
    lastLoginAt: time(user.metadata.lastSignInTime),
    // The SDK has no signed-in user for a disabled account: sign-in and refresh are refused first.
    disabled: false,
  };
}

function uidOf(idToken: string): string | null {
  try {
    const payload = decodeJwtPayload(idToken);
    const uid = payload.user_id ?? payload.sub;
    return typeof uid === 'string' ? uid : null;
  } catch {
    return null;
  }
}

export function firebaseAuthPort<U extends FirebaseUserLike>(
  sdk: FirebaseAuthSdk<U>,
  options: FirebaseAuthPortOptions = {},
): AuthPort {
  /** Runs an SDK call with its error turned into the catalogue's. */
  async function attempt<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw authErrorOf(error);
    }
  }

  async function tokensOf(user: U, forceRefresh: boolean): Promise<AuthTokens> {
    const { token, expirationTime } = await sdk.idToken(user, forceRefresh);
    return { idToken: token, refreshToken: user.refreshToken, expiresAt: time(expirationTime) ?? 0 };
  }

  async function resultOf(signIn: FirebaseSignIn<U>, profile?: ProviderProfile): Promise<AuthResult> {
    return {
      user: identityUserOf(signIn.user, profile),
      tokens: await tokensOf(signIn.user, false),
      isNewUser: signIn.isNewUser,
    };
  }

  /** The SDK's user, when it is the one the token names. */
  async function userOf(idToken: string | undefined): Promise<U> {
    await sdk.ready();
    const user = sdk.currentUser();
    if (user === null) throw new LmsError('auth/user-token-expired', 'No Firebase Auth user is signed in');
    if (idToken !== undefined && uidOf(idToken) !== user.uid) {
      throw new LmsError('auth/user-token-expired', "The token is not the signed-in Firebase Auth user's");
    }
    return user;
  }

  return {
    signUp: ({ email, password, displayName }) =>
      attempt(async () => {
        const signIn = await sdk.createUser(email, password);
        if (displayName) await sdk.updateProfile(signIn.user, { displayName });
        return resultOf(signIn);
      }),
    signInWithPassword: ({ email, password }) =>
      attempt(async () => resultOf(await sdk.signIn(email, password))),
    async reauthenticate({ idToken, email, password }) {
      const user = await userOf(idToken);
      try {
        await sdk.reauthenticate(user, email, password);
      } catch (error) {
        const failure = authErrorOf(error);
        // The account is known here: with enumeration protection the SDK cannot say the password was wrong.
        if (failure.code === 'auth/invalid-credential') {
          throw LmsError.received('auth/wrong-password', failure.message, failure.details);
        }
        throw failure;
      }
      return attempt(async () => resultOf({ user, isNewUser: false }));
    },
    signInWithProvider: (provider) =>
      attempt(async () => {
        if (options.providers?.[provider] === false) {
          throw new LmsError('auth/operation-not-allowed', `Sign-in with ${provider} is not enabled`);
        }
        const signIn = await sdk.signInWithPopup(provider);
        const profile = profileFromClaims({ id: provider }, signIn.user.uid, signIn.profile ?? {});
        const { user } = signIn;
        // Microsoft often leaves the account's name and photo empty while its profile has them (spec 7).
        const missing: { displayName?: string; photoURL?: string } = {};
        if (user.displayName === null && profile.displayName !== null)
          missing.displayName = profile.displayName;
        if (user.photoURL === null && profile.photoURL !== null) missing.photoURL = profile.photoURL;
        if (Object.keys(missing).length > 0) await sdk.updateProfile(user, missing);
        return resultOf(signIn, profile);
      }),
    signInWithEmailLink: ({ email, oobCode }) =>
      attempt(async () => resultOf(await sdk.signInWithEmailLink(email, oobCode))),
    sendOobCode: ({ requestType, email, continueUrl, idToken }) =>
      attempt(async () => {
        if (requestType === 'PASSWORD_RESET') return sdk.sendPasswordResetEmail(email, continueUrl);
        if (requestType === 'VERIFY_EMAIL')
          return sdk.sendEmailVerification(await userOf(idToken), continueUrl);
        const linkTarget = continueUrl ?? options.appUrl;
        if (linkTarget === undefined) {
          throw new LmsError('auth/internal-error', 'An e-mail sign-in link needs the address it opens');
        }
        return sdk.sendSignInLinkToEmail(email, linkTarget);
      }),
    resetPassword: ({ oobCode, newPassword }) =>
      attempt(async () => {
        const email = await sdk.verifyPasswordResetCode(oobCode);
        await sdk.confirmPasswordReset(oobCode, newPassword);
        return { email };
      }),
    refresh: (refreshToken) =>
      attempt(async () => {
        await sdk.ready();
        const user = sdk.currentUser();
        // Firebase keeps one refresh token per sign-in: another one means another session, ended here.
        if (user === null || user.refreshToken !== refreshToken) {
          throw new LmsError('auth/invalid-refresh-token', 'The Firebase Auth session has ended');
        }
        return tokensOf(user, true);
      }),
    lookup: (idToken) =>
      attempt(async () => {
        const user = await userOf(idToken);
        await sdk.reload(user);
        return identityUserOf(user);
      }),
    update: (idToken, changes: AccountChanges) =>
      attempt(async () => {
        const user = await userOf(idToken);
        const profile: { displayName?: string | null; photoURL?: string | null } = {};
        if (changes.displayName !== undefined) profile.displayName = changes.displayName;
        if (changes.photoURL !== undefined) profile.photoURL = changes.photoURL;
        if (Object.keys(profile).length > 0) await sdk.updateProfile(user, profile);
        if (changes.email !== undefined) await sdk.updateEmail(user, changes.email);
        if (changes.password !== undefined) await sdk.updatePassword(user, changes.password);
        // Firebase revokes the other sessions' tokens on these changes and hands this one new ones.
        const renewed = changes.email !== undefined || changes.password !== undefined;
        return renewed
          ? { user: identityUserOf(user), tokens: await tokensOf(user, false) }
          : { user: identityUserOf(user) };
      }),
    deleteAccount: (idToken) => attempt(async () => sdk.deleteUser(await userOf(idToken))),
    revoke: () => attempt(() => sdk.signOut()),
    getPasswordPolicy: () =>
      attempt(async () => (await sdk.passwordPolicy()) ?? options.passwordPolicy ?? DEFAULT_PASSWORD_POLICY),
    getProviders: () =>
      Promise.resolve({
        google: options.providers?.google ?? true,
        microsoft: options.providers?.microsoft ?? true,
      }),
    keepSignedIn: (remember) => attempt(() => sdk.setPersistence(remember)),
  };
}
