// The identity provider of the in-memory back end, behind lms-core's AuthPort. It applies the server's rules: the
// password policy through lms-core's checkPassword, one account per e-mail, invalid-credential for an unknown
// address and a wrong password alike, recent sign-in for e-mail and password changes, one-time mailed codes.
import {
  checkPassword,
  LmsError,
  type AccountChanges,
  type AuthPort,
  type AuthResult,
  type AuthTokens,
  type Clock,
  type IdentityUser,
  type OAuthProviderId,
  type OobRequestType,
  type PasswordPolicy,
} from '@lms/core';
import { assertPhotoUrl, normaliseEmail, requirePassword } from './auth-input';
import type { ModeSwitch } from './backend-mode';
import type { MemoryDatabase } from './memory-database';
import { OobCodes } from './oob-codes';
import type { TokenIssuer } from './token-issuer';
import { toIdentityUser, type UserRecord } from './user-record';

/** E-mail change, password change and account deletion need a sign-in at most this long ago (server rule). */
export const RECENT_LOGIN_MS = 5 * 60_000;

/** Who "signs in" in the popup of a provider; without one the person closes the popup. */
export interface PopupIdentity {
  subject: string;
  email: string;
  displayName: string | null;
  photoURL?: string | null;
}

export interface MemoryAuthOptions {
  db: MemoryDatabase;
  clock: Clock;
  mode: ModeSwitch;
  tokens: TokenIssuer;
  policy: PasswordPolicy;
  providers: Record<OAuthProviderId, boolean>;
  popupIdentities: Partial<Record<OAuthProviderId, PopupIdentity>>;
}

const PROVIDER_IDS: Record<OAuthProviderId, string> = { google: 'google.com', microsoft: 'microsoft.com' };
const PASSWORD_PROVIDER = 'password';
const EMAIL_LINK_PROVIDER = 'emailLink';

export class MemoryAuth implements AuthPort {
  private readonly codes: OobCodes;

  constructor(private readonly options: MemoryAuthOptions) {
    this.codes = new OobCodes(options.db, options.clock);
  }

  /** A session for an existing account without its password: the "signed in earlier" start of a story. */
  sessionFor(uid: string): AuthResult {
    const user = this.userOrThrow(uid);
    return this.startSession(user, user.provider, false);
  }

  async signUp(input: { email: string; password: string; displayName?: string }): Promise<AuthResult> {
    await this.gate('signUp');
    const email = normaliseEmail(input.email);
    this.assertPasswordMeetsPolicy(requirePassword(input.password));
    if (this.options.db.userByEmail(email)) {
      throw new LmsError('auth/email-already-in-use', 'An account with this e-mail address already exists');
    }
    const displayName = input.displayName?.trim() ? input.displayName.trim().slice(0, 120) : null;
    const user = this.createUser({
      email,
      displayName,
      password: input.password,
      provider: PASSWORD_PROVIDER,
    });
    return this.startSession(user, PASSWORD_PROVIDER, true);
  }

  async signInWithPassword(input: { email: string; password: string }): Promise<AuthResult> {
    await this.gate('signInWithPassword');
    const email = normaliseEmail(input.email);
    requirePassword(input.password);
    const user = this.options.db.userByEmail(email);
    // Same answer for an unknown address and a wrong password: sign-in does not tell which addresses exist.
    if (!user || user.password === null || user.password !== input.password) {
      throw new LmsError('auth/invalid-credential', 'The e-mail address or the password is not right');
    }
    if (user.disabled) throw new LmsError('auth/user-disabled', 'This account is disabled');
    return this.startSession(user, PASSWORD_PROVIDER, false);
  }

  /** Re-authentication before a sensitive change: the account is known, so a wrong password says so. */
  async reauthenticate(input: { idToken: string; email: string; password: string }): Promise<AuthResult> {
    await this.gate('reauthenticate');
    const { user: signedIn } = this.requireAccount(input.idToken);
    const email = normaliseEmail(input.email);
    if (signedIn.email !== email) {
      throw new LmsError(
        'auth/invalid-credential',
        'The e-mail address does not belong to the signed-in account',
      );
    }
    requirePassword(input.password);
    if (signedIn.password === null) {
      throw new LmsError('auth/invalid-credential', 'This account has no password; it signs in another way');
    }
    if (signedIn.password !== input.password)
      throw new LmsError('auth/wrong-password', 'The password is not right');
    return this.startSession(signedIn, PASSWORD_PROVIDER, false);
  }

  async signInWithProvider(provider: OAuthProviderId): Promise<AuthResult> {
    await this.gate('signInWithProvider');
    if (!this.options.providers[provider]) {
      throw new LmsError('auth/operation-not-allowed', `Sign-in with ${provider} is not configured`);
    }
    const who = this.options.popupIdentities[provider];
    if (!who) throw new LmsError('auth/popup-closed-by-user', 'The sign-in window was closed');
    const providerId = PROVIDER_IDS[provider];
    const db = this.options.db;
    const linked = [...db.users.values()].find((user) =>
      user.identities.some((identity) => identity.providerId === providerId && identity.uid === who.subject),
    );
    if (linked) {
      if (linked.disabled) throw new LmsError('auth/user-disabled', 'This account has been disabled.');
      return this.startSession(linked, providerId, false);
    }
    const email = normaliseEmail(who.email);
    // Spec section 8: an address registered with another method is refused, never linked silently.
    if (db.userByEmail(email)) {
      throw new LmsError(
        'auth/account-exists-with-different-credential',
        'An account already exists with the same email address but different sign-in credentials. Sign in using the provider associated with this email address.',
        { email },
      );
    }
    const user = this.createUser({
      email,
      displayName: who.displayName,
      password: null,
      provider: providerId,
    });
    user.photoURL = who.photoURL ?? null;
    user.identities.push({ providerId, uid: who.subject, email, displayName: null, photoURL: null });
    return this.startSession(user, providerId, true);
  }

  async signInWithEmailLink(input: { email: string; oobCode: string }): Promise<AuthResult> {
    await this.gate('signInWithEmailLink');
    const email = normaliseEmail(input.email);
    const code = this.codes.peek(input.oobCode, 'EMAIL_SIGNIN');
    if (code.email !== email) {
      throw new LmsError('auth/invalid-action-code', 'This sign-in link was sent to another e-mail address');
    }
    const existing = this.options.db.userByEmail(email);
    if (existing?.disabled) throw new LmsError('auth/user-disabled', 'This account is disabled');
    this.codes.consume(input.oobCode, 'EMAIL_SIGNIN');
    if (existing) {
      if (!existing.emailVerified) {
        // Whoever set the password never proved the address; the mailbox owner just did (server rule).
        this.options.tokens.revokeAllOf(existing);
        existing.password = null;
        existing.emailVerified = true;
      }
      return this.startSession(existing, EMAIL_LINK_PROVIDER, false);
    }
    const user = this.createUser({ email, displayName: null, password: null, provider: EMAIL_LINK_PROVIDER });
    user.emailVerified = true;
    return this.startSession(user, EMAIL_LINK_PROVIDER, true);
  }

  async sendOobCode(input: {
    requestType: OobRequestType;
    email: string;
    continueUrl?: string;
    idToken?: string;
  }): Promise<void> {
    await this.gate('sendOobCode');
    if (input.requestType === 'VERIFY_EMAIL') {
      if (input.idToken === undefined)
        throw new LmsError('auth/user-token-expired', 'Sign in to verify your e-mail address');
      const { user } = this.requireAccount(input.idToken);
      this.codes.mail('VERIFY_EMAIL', user.email, user.uid, input.continueUrl);
      return;
    }
    const email = normaliseEmail(input.email);
    const user = this.options.db.userByEmail(email);
    // Answers the same whether or not the address has an account: no mail for unknown or disabled accounts.
    if (user?.disabled) return;
    if (input.requestType === 'PASSWORD_RESET') {
      if (user) this.codes.mail('PASSWORD_RESET', user.email, user.uid, input.continueUrl);
      return;
    }
    this.codes.mail('EMAIL_SIGNIN', email, user?.uid ?? null, input.continueUrl);
  }

  async resetPassword(input: { oobCode: string; newPassword: string }): Promise<{ email: string }> {
    await this.gate('resetPassword');
    const code = this.codes.peek(input.oobCode, 'PASSWORD_RESET');
    // Checked before the code is used up, so a too-weak password can be corrected with the same link.
    this.assertPasswordMeetsPolicy(requirePassword(input.newPassword));
    const user = code.uid === null ? undefined : this.options.db.users.get(code.uid);
    if (!user) throw new LmsError('auth/user-not-found', 'The account of this link no longer exists');
    if (user.email !== code.email) {
      throw new LmsError(
        'auth/invalid-action-code',
        'The e-mail address of the account changed since this link was sent',
      );
    }
    if (user.disabled) throw new LmsError('auth/user-disabled', 'This account is disabled');
    this.codes.consume(input.oobCode, 'PASSWORD_RESET');
    user.password = input.newPassword;
    user.emailVerified = true;
    user.updatedAt = this.options.clock.now();
    this.options.tokens.revokeAllOf(user);
    return { email: user.email };
  }

  async refresh(refreshToken: string): Promise<AuthTokens> {
    await this.gate('refresh');
    return this.options.tokens.refresh(refreshToken);
  }

  async lookup(idToken: string): Promise<IdentityUser> {
    await this.gate('lookup');
    return toIdentityUser(this.requireAccount(idToken).user);
  }

  async update(
    idToken: string,
    changes: AccountChanges,
  ): Promise<{ user: IdentityUser; tokens?: AuthTokens }> {
    await this.gate('update');
    const { user, claims } = this.requireAccount(idToken);
    const newEmail =
      changes.email !== undefined && normaliseEmail(changes.email) !== user.email
        ? normaliseEmail(changes.email)
        : undefined;
    const credentialChange = newEmail !== undefined || changes.password !== undefined;
    if (credentialChange) this.requireRecentLogin(claims.auth_time);
    if (changes.photoURL !== undefined && changes.photoURL !== null) assertPhotoUrl(changes.photoURL);
    if (newEmail !== undefined && this.options.db.userByEmail(newEmail)) {
      throw new LmsError('auth/email-already-in-use', 'Another account already uses this e-mail address');
    }
    if (changes.password !== undefined) this.assertPasswordMeetsPolicy(requirePassword(changes.password));

    if (changes.displayName !== undefined)
      user.displayName = changes.displayName?.trim() ? changes.displayName.trim() : null;
    if (changes.photoURL !== undefined) user.photoURL = changes.photoURL === '' ? null : changes.photoURL;
    if (newEmail !== undefined) Object.assign(user, { email: newEmail, emailVerified: false });
    if (changes.password !== undefined) user.password = changes.password;
    user.updatedAt = this.options.clock.now();
    if (!credentialChange) return { user: toIdentityUser(user) };
    // Major account changes end every other session; the caller just proved who they are and gets new tokens.
    this.options.tokens.revokeAllOf(user);
    const tokens = this.options.tokens.issue(user, {
      provider: claims.provider,
      authTime: claims.auth_time * 1000,
    });
    return { user: toIdentityUser(user), tokens };
  }

  async deleteAccount(idToken: string): Promise<void> {
    await this.gate('deleteAccount');
    const { user, claims } = this.requireAccount(idToken);
    this.requireRecentLogin(claims.auth_time);
    if (user.role === 'admin' && this.options.db.adminCount() <= 1) {
      throw new LmsError(
        'auth/operation-not-allowed',
        'You are the last administrator; make someone else an admin first',
      );
    }
    this.options.tokens.revokeAllOf(user);
    this.options.db.deleteUser(user.uid);
  }

  async revoke(refreshToken: string): Promise<void> {
    await this.gate('revoke');
    this.options.tokens.revoke(refreshToken);
  }

  async getPasswordPolicy(): Promise<PasswordPolicy> {
    await this.gate('getPasswordPolicy');
    return { ...this.options.policy };
  }

  async getProviders(): Promise<Record<OAuthProviderId, boolean>> {
    await this.gate('getProviders');
    return { ...this.options.providers };
  }

  private gate(method: keyof AuthPort): Promise<void> {
    return this.options.mode.pass('auth', method);
  }

  private userOrThrow(uid: string): UserRecord {
    const user = this.options.db.users.get(uid);
    if (!user) throw new LmsError('auth/user-not-found', `No account ${uid}`);
    return user;
  }

  private requireAccount(idToken: string) {
    const check = this.options.tokens.check(idToken);
    if (check.ok) return check;
    if (check.reason === 'user-not-found')
      throw new LmsError('auth/user-not-found', 'The account no longer exists');
    if (check.reason === 'user-disabled')
      throw new LmsError('auth/user-disabled', 'This account is disabled');
    // The session manager ends the session on this code and asks the person to sign in again.
    throw new LmsError('auth/user-token-expired', `The ID token is not accepted (${check.reason})`);
  }

  private requireRecentLogin(authTimeSeconds: number): void {
    if (this.options.clock.now() - authTimeSeconds * 1000 > RECENT_LOGIN_MS) {
      throw new LmsError('auth/requires-recent-login', 'Sign in again to confirm it is you, then retry');
    }
  }

  private assertPasswordMeetsPolicy(password: string): void {
    const { ok, unmet } = checkPassword(password, this.options.policy);
    if (!ok) {
      throw new LmsError(
        'auth/password-does-not-meet-requirements',
        `The password misses: ${unmet.join(', ')}`,
        {
          unmet,
        },
      );
    }
  }

  private createUser(input: {
    email: string;
    displayName: string | null;
    password: string | null;
    provider: string;
  }) {
    const now = this.options.clock.now();
    const user: UserRecord = {
      uid: this.options.db.nextId('user'),
      email: input.email,
      emailVerified: false,
      password: input.password,
      displayName: input.displayName,
      photoURL: null,
      phoneNumber: null,
      role: 'user',
      disabled: false,
      provider: input.provider,
      identities: [],
      // Spec section 3 defaults: language en-US, notifications on.
      preferences: { language: 'en-US', notifications: true },
      createdAt: now,
      updatedAt: now,
      lastLoginAt: null,
      tokensValidAfter: 0,
    };
    this.options.db.users.set(user.uid, user);
    return user;
  }

  private startSession(user: UserRecord, provider: string, isNewUser: boolean): AuthResult {
    // Spec section 7: a login updates last_login (and updated_at) on the user document.
    const now = this.options.clock.now();
    user.lastLoginAt = now;
    user.updatedAt = now;
    const tokens = this.options.tokens.issue(user, { provider });
    return { user: toIdentityUser(user), tokens, isNewUser };
  }
}
