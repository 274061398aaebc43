// AuthPort of a Firebase back end on the Firebase Auth web SDK (spec 3, 4, 5 and 7): e-mail and password, the Google
// and Microsoft popups, mailed codes, profile and account changes, persistence by "remember me". The decisions sit in
// auth-port.ts; this file only names the SDK's calls.
import {
  EmailAuthProvider,
  GoogleAuthProvider,
  OAuthProvider,
  browserLocalPersistence,
  browserPopupRedirectResolver,
  browserSessionPersistence,
  confirmPasswordReset,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  deleteUser,
  getAdditionalUserInfo,
  getIdTokenResult,
  reauthenticateWithCredential,
  reload,
  sendEmailVerification,
  sendPasswordResetEmail,
  sendSignInLinkToEmail,
  setPersistence,
  signInWithEmailAndPassword,
  signInWithEmailLink,
  signInWithPopup,
  signOut,
  updateEmail,
  updatePassword,
  updateProfile,
  validatePassword,
  verifyPasswordResetCode,
  type Auth,
  type AuthProvider,
  type Persistence,
  type User,
  type UserCredential,
} from 'firebase/auth';
import type { AuthPort, OAuthProviderId } from '../../api/ports';
import type { PasswordPolicy } from '../../api/identity';
import type { EmulatorAddress } from './emulator-address';
import { firebaseAuthPort, type FirebaseAuthPortOptions, type FirebaseSignIn } from './auth-port';

export interface FirebaseAuthOptions extends FirebaseAuthPortOptions {
  /** The app's Firebase Auth (`getAuth(app)`); the functions and storage SDKs send its user's token. */
  auth: Auth;
  /** The Auth emulator instead of Firebase Auth (`connectAuthEmulator`): tests, local development. */
  emulator?: EmulatorAddress;
  /**
   * Where the SDK keeps the user with "remember me" on and off (spec 4: local, else per tab). Default: the browser's
   * local and session storage; pages without them (tests in Node) pass `inMemoryPersistence` for both.
   */
  persistence?: { remembered: Persistence; session: Persistence };
}

/** Spec 7: the account chooser, and Microsoft's common tenant (work, school and personal accounts). */
function popupProvider(provider: OAuthProviderId): AuthProvider {
  if (provider === 'google') {
    const google = new GoogleAuthProvider();
    google.setCustomParameters({ prompt: 'select_account' });
    return google;
  }
  const microsoft = new OAuthProvider('microsoft.com');
  microsoft.setCustomParameters({ prompt: 'select_account', tenant: 'common' });
  return microsoft;
}

function signInOf(credential: UserCredential): FirebaseSignIn<User> {
  return { user: credential.user, isNewUser: getAdditionalUserInfo(credential)?.isNewUser ?? false };
}

/** What the SDK needs to act on a mailed code: the link it was sent in, rebuilt from the code. */
function emailLinkOf(auth: Auth, oobCode: string, appUrl: string | undefined): string {
  const link = new URL(appUrl ?? globalThis.location?.href ?? 'http://localhost/');
  link.searchParams.set('apiKey', auth.app.options.apiKey ?? '');
  link.searchParams.set('oobCode', oobCode);
  link.searchParams.set('mode', 'signIn');
  if (auth.tenantId !== null) link.searchParams.set('tenantId', auth.tenantId);
  return link.href;
}

async function projectPasswordPolicy(auth: Auth): Promise<PasswordPolicy | null> {
  const { passwordPolicy } = await validatePassword(auth, '');
  if (passwordPolicy.enforcementState !== 'ENFORCE') return null;
  const options = passwordPolicy.customStrengthOptions;
  return {
    minLength: options.minPasswordLength ?? 6,
    ...(options.maxPasswordLength === undefined ? {} : { maxLength: options.maxPasswordLength }),
    requireLowercase: options.containsLowercaseLetter ?? false,
    requireUppercase: options.containsUppercaseLetter ?? false,
    requireNumeric: options.containsNumericCharacter ?? false,
    requireNonAlphanumeric: options.containsNonAlphanumericCharacter ?? false,
  };
}

export function firebaseAuth(options: FirebaseAuthOptions): AuthPort {
  const { auth } = options;
  if (options.emulator) {
    connectAuthEmulator(auth, `http://${options.emulator.host}:${options.emulator.port}`, {
      disableWarnings: true,
    });
  }
  const persistence = options.persistence ?? {
    remembered: browserLocalPersistence,
    session: browserSessionPersistence,
  };
  const actionSettings = (url: string | undefined) => (url === undefined ? null : { url });
  return firebaseAuthPort<User>(
    {
      ready: () => auth.authStateReady(),
      currentUser: () => auth.currentUser,
      createUser: async (email, password) =>
        signInOf(await createUserWithEmailAndPassword(auth, email, password)),
      signIn: async (email, password) => signInOf(await signInWithEmailAndPassword(auth, email, password)),
      async signInWithPopup(provider) {
        const credential = await signInWithPopup(auth, popupProvider(provider), browserPopupRedirectResolver);
        return { ...signInOf(credential), profile: getAdditionalUserInfo(credential)?.profile ?? null };
      },
      signInWithEmailLink: async (email, oobCode) =>
        signInOf(await signInWithEmailLink(auth, email, emailLinkOf(auth, oobCode, options.appUrl))),
      reauthenticate: async (user, email, password) => {
        await reauthenticateWithCredential(user, EmailAuthProvider.credential(email, password));
      },
      sendPasswordResetEmail: (email, url) =>
        sendPasswordResetEmail(auth, email, actionSettings(url) ?? undefined),
      sendEmailVerification: (user, url) => sendEmailVerification(user, actionSettings(url)),
      sendSignInLinkToEmail: (email, url) =>
        sendSignInLinkToEmail(auth, email, { url, handleCodeInApp: true }),
      verifyPasswordResetCode: (oobCode) => verifyPasswordResetCode(auth, oobCode),
      confirmPasswordReset: (oobCode, password) => confirmPasswordReset(auth, oobCode, password),
      idToken: (user, forceRefresh) => getIdTokenResult(user, forceRefresh),
      reload: (user) => reload(user),
      updateProfile: (user, changes) => updateProfile(user, changes),
      updateEmail: (user, email) => updateEmail(user, email),
      updatePassword: (user, password) => updatePassword(user, password),
      deleteUser: (user) => deleteUser(user),
      signOut: () => signOut(auth),
      setPersistence: (remember) =>
        setPersistence(auth, remember ? persistence.remembered : persistence.session),
      // The Auth emulator has no password policy endpoint: there the configured policy is the one.
      passwordPolicy: () => (options.emulator ? Promise.resolve(null) : projectPasswordPolicy(auth)),
    },
    options,
  );
}
