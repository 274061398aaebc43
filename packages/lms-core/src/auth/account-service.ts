// Account operations of spec sections 5, 7 and 8: sign-up, the sign-in methods, password reset and the changes a
// signed-in user makes to their own account. Every failure is logged and rethrown as an LmsError for the screen.
import type {
  AuthPort,
  AuthResult,
  FunctionsPort,
  IdentityUser,
  OAuthProviderId,
  PasswordPolicy,
} from '../api/ports';
import { LmsError } from '../errors';
import type { Logger } from '../platform/logger';
import { noAuthenticatedUserError, toLmsError } from './auth-errors';
import { DEFAULT_PASSWORD_POLICY } from './password-policy';
import type { Session } from './session';

export interface AccountServiceOptions {
  auth: AuthPort;
  functions: FunctionsPort;
  session: Session;
  logger: Logger;
  /** The back end's app address (`BackendPort.appUrl`), sent with the welcome e-mail request: the mail opens it. */
  appUrl?: string | undefined;
}

export interface SignUpInput {
  email: string;
  password: string;
  displayName?: string;
  /** Keep the session after the browser closes; defaults to true, the provider's usual behaviour. */
  remember?: boolean;
}

export interface SignInOutcome {
  user: IdentityUser;
  /** True when this sign-in created the account (a first provider sign-in). */
  isNewUser: boolean;
}

export interface ProfileChanges {
  displayName?: string | null;
  photoURL?: string | null;
}

export interface AccountService {
  signUp(input: SignUpInput): Promise<SignInOutcome>;
  signIn(email: string, password: string, remember: boolean): Promise<SignInOutcome>;
  /** Popup sign-in; an e-mail already registered with another method fails with
   * auth/account-exists-with-different-credential. */
  signInWithProvider(provider: OAuthProviderId, remember: boolean): Promise<SignInOutcome>;
  sendPasswordReset(email: string, continueUrl?: string): Promise<void>;
  /** Completes a reset from the mailed code; resolves the account's e-mail so the screen can offer to sign in. */
  resetPassword(oobCode: string, newPassword: string): Promise<{ email: string }>;
  sendSignInLink(email: string, continueUrl: string): Promise<void>;
  signInWithEmailLink(email: string, oobCode: string, remember: boolean): Promise<SignInOutcome>;
  updateProfile(changes: ProfileChanges): Promise<IdentityUser>;
  changeEmail(currentPassword: string, newEmail: string): Promise<IdentityUser>;
  changePassword(currentPassword: string, newPassword: string): Promise<void>;
  deleteAccount(currentPassword: string): Promise<void>;
  /** The provider's policy for live feedback; the default policy when it cannot be read (the back end still checks). */
  getPasswordPolicy(): Promise<PasswordPolicy>;
}

function pickProfileChanges(changes: ProfileChanges): ProfileChanges {
  const picked: ProfileChanges = {};
  if (changes.displayName !== undefined) picked.displayName = changes.displayName;
  if (changes.photoURL !== undefined) picked.photoURL = changes.photoURL;
  return picked;
}

export function createAccountService(options: AccountServiceOptions): AccountService {
  const { auth, functions, session, logger, appUrl } = options;

  /** Spec section 8: auth errors are logged and rethrown for the screen to show. */
  async function run<T>(operation: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      const failure = toLmsError(error);
      logger.error(`${operation} failed: ${failure.code}`, failure);
      throw failure;
    }
  }

  async function begin(result: AuthResult, remember: boolean): Promise<SignInOutcome> {
    await auth.keepSignedIn?.(remember);
    session.begin(result, remember);
    return { user: result.user, isNewUser: result.isNewUser };
  }

  /** Spec section 5: these operations need a signed-in user. Waits for start-up so a restored session counts. */
  async function requireUser(): Promise<IdentityUser> {
    await session.ready();
    const user = session.getUser();
    if (!user) throw noAuthenticatedUserError();
    return user;
  }

  /** Spec section 5: sensitive changes first re-authenticate with the current password. Returns a fresh ID token. */
  async function reauthenticate(currentPassword: string): Promise<string> {
    const user = await requireUser();
    const idToken = await session.getIdToken();
    if (idToken === null) throw noAuthenticatedUserError();
    const result = await auth.reauthenticate({ idToken, email: user.email, password: currentPassword });
    if (result.user.uid !== user.uid) {
      throw new LmsError('auth/invalid-credential', 'Re-authentication signed in a different account');
    }
    session.update({ user: result.user, tokens: result.tokens });
    return result.tokens.idToken;
  }

  function sendWelcomeEmail(email: string, displayName: string | null): void {
    // Spec sections 7 and 8: a failed welcome e-mail is only logged; sign-up does not wait for it.
    // Started from a promise so even an adapter that throws synchronously cannot break the sign-up.
    Promise.resolve()
      .then(() =>
        functions.call('sendWelcomeEmail', {
          email,
          displayName,
          ...(appUrl === undefined ? {} : { appUrl }),
        }),
      )
      .catch((error: unknown) => logger.warn('Welcome e-mail could not be sent', error));
  }

  return {
    signUp: ({ email, password, displayName, remember = true }) =>
      run('Sign-up', async () => {
        const result = await auth.signUp({ email, password, displayName });
        const outcome = await begin(result, remember);
        sendWelcomeEmail(result.user.email, result.user.displayName ?? displayName ?? null);
        return outcome;
      }),

    signIn: (email, password, remember) =>
      run('Sign-in', async () => begin(await auth.signInWithPassword({ email, password }), remember)),

    signInWithProvider: (provider, remember) =>
      run(`Sign-in with ${provider}`, async () => begin(await auth.signInWithProvider(provider), remember)),

    sendPasswordReset: (email, continueUrl) =>
      run('Password reset e-mail', () =>
        auth.sendOobCode({ requestType: 'PASSWORD_RESET', email, continueUrl }),
      ),

    resetPassword: (oobCode, newPassword) =>
      run('Password reset', () => auth.resetPassword({ oobCode, newPassword })),

    sendSignInLink: (email, continueUrl) =>
      run('Sign-in link e-mail', () => auth.sendOobCode({ requestType: 'EMAIL_SIGNIN', email, continueUrl })),

    signInWithEmailLink: (email, oobCode, remember) =>
      run('Sign-in with e-mail link', async () =>
        begin(await auth.signInWithEmailLink({ email, oobCode }), remember),
      ),

    updateProfile: (changes) =>
      run('Profile update', async () => {
        await requireUser();
        const idToken = await session.getIdToken();
        if (idToken === null) throw noAuthenticatedUserError();
        // Only profile fields: e-mail and password changes must go through re-authentication.
        const updated = await auth.update(idToken, pickProfileChanges(changes));
        session.update(updated);
        if (!updated.tokens) {
          // The ID token still names the old profile, and the snapshot falls back on its claims (a removed photo
          // would come back): fetch a token that carries the new profile. The change itself is saved already.
          await session.getIdToken({ forceRefresh: true }).catch((error: unknown) => {
            logger.warn('Token refresh after a profile update failed', error);
          });
        }
        return updated.user;
      }),

    changeEmail: (currentPassword, newEmail) =>
      run('E-mail change', async () => {
        const idToken = await reauthenticate(currentPassword);
        const updated = await auth.update(idToken, { email: newEmail });
        session.update(updated);
        return updated.user;
      }),

    changePassword: (currentPassword, newPassword) =>
      run('Password change', async () => {
        const idToken = await reauthenticate(currentPassword);
        // The provider revokes older tokens on a password change and answers with new ones.
        session.update(await auth.update(idToken, { password: newPassword }));
      }),

    deleteAccount: (currentPassword) =>
      run('Account deletion', async () => {
        const idToken = await reauthenticate(currentPassword);
        await auth.deleteAccount(idToken);
        // Nothing to revoke: the account is gone. Clear this device like a logout.
        session.end();
      }),

    async getPasswordPolicy() {
      try {
        return await auth.getPasswordPolicy();
      } catch (error) {
        logger.warn('Password policy unavailable; using the default policy', error);
        return { ...DEFAULT_PASSWORD_POLICY };
      }
    },
  };
}
