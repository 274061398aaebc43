// An in-memory identity provider behind the AuthPort interface, for tests of the session and account operations.
// Tokens are real (unsigned) JWTs so the code under test decodes them exactly as it decodes the back end's.
import { UnsecuredJWT, decodeJwt } from 'jose';
import type {
  AccountChanges,
  AuthPort,
  AuthResult,
  AuthTokens,
  IdentityUser,
  OAuthProviderId,
  OobRequestType,
  PasswordPolicy,
} from '../../api/ports';
import { LmsError } from '../../errors';
import type { Clock } from '../../platform/clock';
import { DEFAULT_PASSWORD_POLICY } from '../password-policy';

export interface FakeAccount {
  uid: string;
  email: string;
  password: string | null;
  displayName: string | null;
  photoURL: string | null;
  provider: string;
  admin: boolean;
  disabled: boolean;
}

export interface SentCode {
  requestType: OobRequestType;
  email: string;
  code: string;
}

type Method = keyof AuthPort;

const PROVIDER_IDS: Record<OAuthProviderId, string> = { google: 'google.com', microsoft: 'microsoft.com' };

export class FakeAuthPort implements AuthPort {
  readonly accounts = new Map<string, FakeAccount>();
  readonly sentCodes: SentCode[] = [];
  readonly calls: Array<{ method: Method; args: unknown[] }> = [];
  /** Who the next popup sign-in returns, per provider. */
  readonly popupIdentities = new Map<OAuthProviderId, { email: string; displayName: string }>();
  tokenLifetimeMs = 60 * 60 * 1000;
  policy: PasswordPolicy = { ...DEFAULT_PASSWORD_POLICY };
  private readonly refreshTokens = new Map<string, string>();
  private readonly failures = new Map<Method, unknown[]>();
  private counter = 0;

  constructor(private readonly clock: Clock) {}

  addAccount(account: Partial<FakeAccount> & { email: string }): FakeAccount {
    const created: FakeAccount = {
      uid: account.uid ?? `uid-${++this.counter}`,
      password: null,
      displayName: null,
      photoURL: null,
      provider: 'password',
      admin: false,
      disabled: false,
      ...account,
    };
    this.accounts.set(created.uid, created);
    return created;
  }

  /** Makes the next call of `method` fail with `error` (queued: call several times for several failures). */
  failNext(method: Method, error: unknown): void {
    this.failures.set(method, [...(this.failures.get(method) ?? []), error]);
  }

  /** Signs the account in directly, as a test's starting point. */
  session(uid: string): AuthResult {
    return {
      user: this.identity(this.account(uid)),
      tokens: this.issueTokens(this.account(uid)),
      isNewUser: false,
    };
  }

  callsOf(method: Method): unknown[][] {
    return this.calls.filter((c) => c.method === method).map((c) => c.args);
  }

  async signUp(input: { email: string; password: string; displayName?: string }): Promise<AuthResult> {
    this.enter('signUp', input);
    if (this.byEmail(input.email)) throw new LmsError('auth/email-already-in-use');
    const account = this.addAccount({
      email: input.email,
      password: input.password,
      displayName: input.displayName ?? null,
    });
    return { user: this.identity(account), tokens: this.issueTokens(account), isNewUser: true };
  }

  async signInWithPassword(input: { email: string; password: string }): Promise<AuthResult> {
    this.enter('signInWithPassword', input);
    const account = this.byEmail(input.email);
    if (!account || account.password !== input.password) throw new LmsError('auth/invalid-credential');
    if (account.disabled) throw new LmsError('auth/user-disabled');
    return { user: this.identity(account), tokens: this.issueTokens(account), isNewUser: false };
  }

  async reauthenticate(input: { idToken: string; email: string; password: string }): Promise<AuthResult> {
    this.enter('reauthenticate', { email: input.email, password: input.password });
    const holder = this.accountOfToken(input.idToken);
    const account = this.byEmail(input.email);
    // The account is known here, so a wrong password is said plainly (as the platform's back end does).
    if (!account || account.uid !== holder.uid || account.password !== input.password)
      throw new LmsError('auth/wrong-password');
    return { user: this.identity(account), tokens: this.issueTokens(account), isNewUser: false };
  }

  async signInWithProvider(provider: OAuthProviderId): Promise<AuthResult> {
    this.enter('signInWithProvider', provider);
    const who = this.popupIdentities.get(provider);
    if (!who) throw new LmsError('auth/popup-closed-by-user');
    const existing = this.byEmail(who.email);
    if (existing && existing.provider !== PROVIDER_IDS[provider]) {
      throw new LmsError('auth/account-exists-with-different-credential');
    }
    const account = existing ?? this.addAccount({ ...who, provider: PROVIDER_IDS[provider] });
    return { user: this.identity(account), tokens: this.issueTokens(account), isNewUser: !existing };
  }

  async signInWithEmailLink(input: { email: string; oobCode: string }): Promise<AuthResult> {
    this.enter('signInWithEmailLink', input);
    const sent = this.takeCode(input.oobCode, 'EMAIL_SIGNIN');
    if (sent.email !== input.email) throw new LmsError('auth/invalid-action-code');
    const existing = this.byEmail(input.email);
    const account = existing ?? this.addAccount({ email: input.email, provider: 'emailLink' });
    return { user: this.identity(account), tokens: this.issueTokens(account), isNewUser: !existing };
  }

  async sendOobCode(input: {
    requestType: OobRequestType;
    email: string;
    continueUrl?: string;
  }): Promise<void> {
    this.enter('sendOobCode', input);
    this.sentCodes.push({
      requestType: input.requestType,
      email: input.email,
      code: `code-${++this.counter}`,
    });
  }

  async resetPassword(input: { oobCode: string; newPassword: string }): Promise<{ email: string }> {
    this.enter('resetPassword', input);
    const sent = this.takeCode(input.oobCode, 'PASSWORD_RESET');
    const account = this.byEmail(sent.email);
    if (!account) throw new LmsError('auth/user-not-found');
    account.password = input.newPassword;
    return { email: account.email };
  }

  async refresh(refreshToken: string): Promise<AuthTokens> {
    this.enter('refresh', refreshToken);
    const uid = this.refreshTokens.get(refreshToken);
    if (uid === undefined) throw new LmsError('auth/invalid-refresh-token');
    const account = this.accounts.get(uid);
    if (!account) throw new LmsError('auth/user-not-found');
    if (account.disabled) throw new LmsError('auth/user-disabled');
    this.refreshTokens.delete(refreshToken); // rotated, as the platform's back end does
    return this.issueTokens(account);
  }

  async lookup(idToken: string): Promise<IdentityUser> {
    this.enter('lookup', idToken);
    return this.identity(this.accountOfToken(idToken));
  }

  async update(
    idToken: string,
    changes: AccountChanges,
  ): Promise<{ user: IdentityUser; tokens?: AuthTokens }> {
    this.enter('update', idToken, changes);
    const account = this.accountOfToken(idToken);
    if (changes.displayName !== undefined) account.displayName = changes.displayName;
    if (changes.photoURL !== undefined) account.photoURL = changes.photoURL;
    if (changes.email === undefined && changes.password === undefined)
      return { user: this.identity(account) };
    if (changes.email !== undefined) account.email = changes.email;
    if (changes.password !== undefined) account.password = changes.password;
    // Credential changes revoke every older session and hand out new tokens.
    this.revokeAllOf(account.uid);
    return { user: this.identity(account), tokens: this.issueTokens(account) };
  }

  async deleteAccount(idToken: string): Promise<void> {
    this.enter('deleteAccount', idToken);
    const account = this.accountOfToken(idToken);
    this.accounts.delete(account.uid);
    this.revokeAllOf(account.uid);
  }

  async revoke(refreshToken: string): Promise<void> {
    this.enter('revoke', refreshToken);
    this.refreshTokens.delete(refreshToken);
  }

  async getPasswordPolicy(): Promise<PasswordPolicy> {
    this.enter('getPasswordPolicy');
    return { ...this.policy };
  }

  async getProviders(): Promise<Record<OAuthProviderId, boolean>> {
    this.enter('getProviders');
    return { google: true, microsoft: true };
  }

  isRefreshTokenLive(refreshToken: string): boolean {
    return this.refreshTokens.has(refreshToken);
  }

  private enter(method: Method, ...args: unknown[]): void {
    this.calls.push({ method, args });
    const queued = this.failures.get(method);
    if (queued && queued.length > 0) throw queued.shift();
  }

  private account(uid: string): FakeAccount {
    const account = this.accounts.get(uid);
    if (!account) throw new LmsError('auth/user-not-found');
    return account;
  }

  private byEmail(email: string): FakeAccount | undefined {
    return [...this.accounts.values()].find((a) => a.email === email);
  }

  private accountOfToken(idToken: string): FakeAccount {
    const claims = decodeJwt(idToken);
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= this.clock.now()) {
      throw new LmsError('auth/user-token-expired');
    }
    return this.account(String(claims.sub));
  }

  private takeCode(code: string, requestType: OobRequestType): SentCode {
    const index = this.sentCodes.findIndex((c) => c.code === code && c.requestType === requestType);
    const sent = this.sentCodes[index];
    if (!sent) throw new LmsError('auth/invalid-action-code');
    this.sentCodes.splice(index, 1);
    return sent;
  }

  private revokeAllOf(uid: string): void {
    for (const [token, owner] of this.refreshTokens) if (owner === uid) this.refreshTokens.delete(token);
  }

  private issueTokens(account: FakeAccount): AuthTokens {
    const issuedAt = Math.floor(this.clock.now() / 1000);
    const expiresAt = this.clock.now() + this.tokenLifetimeMs;
    const idToken = new UnsecuredJWT({
      email: account.email,
      email_verified: true,
      name: account.displayName,
      picture: account.photoURL,
      provider: account.provider,
      auth_time: issuedAt,
      ...(account.admin ? { admin: true } : {}),
    })
      .setSubject(account.uid)
      .setIssuedAt(issuedAt)
      .setExpirationTime(Math.floor(expiresAt / 1000))
      .encode();
    const refreshToken = `refresh-${account.uid}-${++this.counter}`;
    this.refreshTokens.set(refreshToken, account.uid);
    return { idToken, refreshToken, expiresAt };
  }

  private identity(account: FakeAccount): IdentityUser {
    return {
      uid: account.uid,
      email: account.email,
      emailVerified: true,
      displayName: account.displayName,
      photoURL: account.photoURL,
      phoneNumber: null,
      tenantId: null,
      isAnonymous: false,
      providerData: [
        {
          providerId: account.provider,
          uid: account.uid,
          email: account.email,
          displayName: account.displayName,
          photoURL: account.photoURL,
        },
      ],
      createdAt: 0,
      lastLoginAt: this.clock.now(),
      disabled: account.disabled,
    };
  }
}
