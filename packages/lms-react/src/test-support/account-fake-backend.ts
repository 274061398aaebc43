// An in-memory back end behind lms-core's BackendPort, for the tests of the account screens and of any screen that
// needs a signed-in user and a recorded back end. Tokens are real (unsigned) JWTs so lms-core's session decodes them
// exactly as it decodes the server's. Any method can be made to fail once or be held open, and every call is
// recorded, so a test can check what a screen asked the back end to do.
import {
  DEFAULT_PASSWORD_POLICY,
  LmsError,
  type AuthPort,
  type AuthResult,
  type AuthTokens,
  type BackendPort,
  type FunctionsPort,
  type IdentityUser,
  type IdTokenSource,
  type OAuthProviderId,
  type OobRequestType,
  type OperationName,
  type PasswordPolicy,
  type StoragePort,
  type UserDocument,
} from '@lms/core';

export interface FakeAccount {
  uid: string;
  email: string;
  password: string | null;
  displayName: string | null;
  photoURL: string | null;
  provider: string;
  admin: boolean;
}

export interface SentCode {
  requestType: OobRequestType;
  email: string;
  code: string;
  continueUrl: string | undefined;
}

export type FakeMethod =
  `auth.${keyof AuthPort}` | `functions.${OperationName}` | 'storage.upload' | 'storage.getDownloadURL';

export interface FakeCall {
  method: FakeMethod;
  args: unknown[];
}

const TOKEN_LIFETIME_MS = 60 * 60 * 1000;

function base64Url(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function subjectOf(idToken: string): string {
  const payload = idToken.split('.')[1] ?? '';
  const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
  return String((JSON.parse(json) as { sub?: unknown }).sub);
}

export class FakeBackend {
  readonly accounts = new Map<string, FakeAccount>();
  readonly userDocuments = new Map<string, UserDocument>();
  readonly sentCodes: SentCode[] = [];
  readonly calls: FakeCall[] = [];
  readonly uploads: Array<{ path: string; size: number; contentType: string }> = [];
  providers: Record<OAuthProviderId, boolean> = { google: true, microsoft: true };
  policy: PasswordPolicy = { ...DEFAULT_PASSWORD_POLICY };
  /** Who a popup sign-in returns, per provider; none means the person closed the popup. */
  readonly popupIdentities = new Map<OAuthProviderId, { email: string; displayName: string }>();
  /** Fractions of the file reported as uploaded, in order, before the upload completes. */
  uploadSteps = [0.25, 0.5, 1];
  private readonly failures = new Map<FakeMethod, unknown[]>();
  private readonly holds = new Map<FakeMethod, Promise<void>>();
  private counter = 0;

  addAccount(account: Partial<FakeAccount> & { email: string }): FakeAccount {
    const created: FakeAccount = {
      uid: account.uid ?? `uid-${++this.counter}`,
      password: null,
      displayName: null,
      photoURL: null,
      provider: 'password',
      admin: false,
      ...account,
    };
    this.accounts.set(created.uid, created);
    this.userDocuments.set(created.uid, this.newDocument(created));
    return created;
  }

  /** Makes the next call of `method` fail with `error` (queued: call again for several failures). */
  failNext(method: FakeMethod, error: unknown): void {
    this.failures.set(method, [...(this.failures.get(method) ?? []), error]);
  }

  /** Keeps the next calls of `method` waiting until the returned function is called (to see busy states). */
  hold(method: FakeMethod): () => void {
    let release = () => {};
    this.holds.set(
      method,
      new Promise<void>((resolve) => {
        release = resolve;
      }),
    );
    return () => {
      this.holds.delete(method);
      release();
    };
  }

  callsOf(method: FakeMethod): unknown[][] {
    return this.calls.filter((call) => call.method === method).map((call) => call.args);
  }

  /** The BackendPort as the library sees it; the functions port learns the caller from the session's token. */
  connect(getIdToken: IdTokenSource): BackendPort {
    return { auth: this.auth, functions: this.functionsFor(getIdToken), storage: this.storage };
  }

  readonly auth: AuthPort = {
    signUp: async (input) => {
      await this.enter('auth.signUp', input);
      if (this.byEmail(input.email)) throw new LmsError('auth/email-already-in-use');
      const account = this.addAccount({
        email: input.email,
        password: input.password,
        displayName: input.displayName ?? null,
      });
      return this.result(account, true);
    },
    signInWithPassword: async (input) => {
      await this.enter('auth.signInWithPassword', input);
      const account = this.byEmail(input.email);
      if (!account || account.password !== input.password) throw new LmsError('auth/invalid-credential');
      return this.result(account, false);
    },
    reauthenticate: async (input) => {
      await this.enter('auth.reauthenticate', { email: input.email, password: input.password });
      const account = this.byEmail(input.email);
      // The account is known, so the platform's back end says "wrong password" plainly here.
      if (!account || account.password !== input.password) throw new LmsError('auth/wrong-password');
      return this.result(account, false);
    },
    signInWithProvider: async (provider) => {
      await this.enter('auth.signInWithProvider', provider);
      const who = this.popupIdentities.get(provider);
      if (!who) throw new LmsError('auth/popup-closed-by-user');
      const existing = this.byEmail(who.email);
      const account = existing ?? this.addAccount({ ...who, provider: `${provider}.com` });
      return this.result(account, !existing);
    },
    signInWithEmailLink: async (input) => {
      await this.enter('auth.signInWithEmailLink', input);
      const sent = this.takeCode(input.oobCode, 'EMAIL_SIGNIN');
      if (sent.email !== input.email) throw new LmsError('auth/invalid-action-code');
      const existing = this.byEmail(input.email);
      const account = existing ?? this.addAccount({ email: input.email, provider: 'emailLink' });
      return this.result(account, !existing);
    },
    sendOobCode: async (input) => {
      await this.enter('auth.sendOobCode', input);
      this.sentCodes.push({
        requestType: input.requestType,
        email: input.email,
        code: `code-${++this.counter}`,
        continueUrl: input.continueUrl,
      });
    },
    resetPassword: async (input) => {
      await this.enter('auth.resetPassword', input);
      const sent = this.takeCode(input.oobCode, 'PASSWORD_RESET');
      const account = this.byEmail(sent.email);
      if (!account) throw new LmsError('auth/user-not-found');
      account.password = input.newPassword;
      return { email: account.email };
    },
    refresh: async (refreshToken) => {
      await this.enter('auth.refresh', refreshToken);
      const uid = refreshToken.split(':')[1] ?? '';
      return this.tokens(this.account(uid));
    },
    lookup: async (idToken) => {
      await this.enter('auth.lookup', idToken);
      return this.identity(this.account(subjectOf(idToken)));
    },
    update: async (idToken, changes) => {
      await this.enter('auth.update', idToken, changes);
      const account = this.account(subjectOf(idToken));
      if (changes.displayName !== undefined) account.displayName = changes.displayName;
      if (changes.photoURL !== undefined) account.photoURL = changes.photoURL;
      if (changes.email !== undefined) account.email = changes.email;
      if (changes.password !== undefined) account.password = changes.password;
      const credentialsChanged = changes.email !== undefined || changes.password !== undefined;
      return credentialsChanged
        ? { user: this.identity(account), tokens: this.tokens(account) }
        : { user: this.identity(account) };
    },
    deleteAccount: async (idToken) => {
      await this.enter('auth.deleteAccount', idToken);
      const uid = subjectOf(idToken);
      this.accounts.delete(uid);
      this.userDocuments.delete(uid);
    },
    revoke: async (refreshToken) => {
      await this.enter('auth.revoke', refreshToken);
    },
    getPasswordPolicy: async () => {
      await this.enter('auth.getPasswordPolicy');
      return { ...this.policy };
    },
    getProviders: async () => {
      await this.enter('auth.getProviders');
      return { ...this.providers };
    },
  };

  readonly storage: StoragePort = {
    upload: async (path, data, options) => {
      // Progress first, then the hold or queued failure: a test sees the bar mid-way, or a transfer that breaks.
      for (const step of this.uploadSteps) {
        if (options.signal?.aborted) throw new LmsError('storage/canceled');
        options.onProgress?.({ bytesTransferred: Math.round(data.size * step), totalBytes: data.size });
        // Lets the screen render each step, as a real network would.
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      await this.enter('storage.upload', path, options.contentType);
      if (options.signal?.aborted) throw new LmsError('storage/canceled');
      this.uploads.push({ path, size: data.size, contentType: options.contentType });
      return { path };
    },
    getDownloadURL: async (path) => {
      await this.enter('storage.getDownloadURL', path);
      return `https://files.example.test/${path}`;
    },
  };

  private functionsFor(getIdToken: IdTokenSource): FunctionsPort {
    const call = async (name: OperationName, data: unknown): Promise<unknown> => {
      await this.enter(`functions.${name}`, data);
      const idToken = await getIdToken();
      const callerUid = idToken === null ? null : subjectOf(idToken);
      switch (name) {
        case 'sendWelcomeEmail':
          return { sent: true };
        case 'listMyEnrollments':
          return [];
        case 'listCourses':
          return { items: [], total: 0, page: 1, pageSize: 20 };
        case 'getUserDocument': {
          const document = this.userDocuments.get((data as { uid: string }).uid);
          if (!document) throw new LmsError('functions/not-found');
          return document;
        }
        case 'updateMyUserDocument': {
          if (callerUid === null) throw new LmsError('functions/unauthenticated');
          return this.updateDocument(callerUid, data as Partial<UserDocument>);
        }
        default:
          throw new LmsError('functions/unimplemented', `The fake back end has no ${name}`);
      }
    };
    return { call: call as FunctionsPort['call'] };
  }

  private updateDocument(uid: string, update: Partial<UserDocument>): UserDocument {
    const current = this.userDocuments.get(uid);
    if (!current) throw new LmsError('functions/not-found');
    const next: UserDocument = {
      ...current,
      ...(update.displayName !== undefined ? { displayName: update.displayName } : {}),
      ...(update.photoURL !== undefined ? { photoURL: update.photoURL } : {}),
      preferences: { ...current.preferences, ...update.preferences },
      updated_at: new Date().toISOString(),
    };
    this.userDocuments.set(uid, next);
    return next;
  }

  private async enter(method: FakeMethod, ...args: unknown[]): Promise<void> {
    this.calls.push({ method, args });
    const held = this.holds.get(method);
    if (held) await held;
    const queued = this.failures.get(method);
    if (queued && queued.length > 0) throw queued.shift();
  }

  private account(uid: string): FakeAccount {
    const account = this.accounts.get(uid);
    if (!account) throw new LmsError('auth/user-not-found');
    return account;
  }

  private byEmail(email: string): FakeAccount | undefined {
    return [...this.accounts.values()].find((account) => account.email === email);
  }

  private takeCode(code: string, requestType: OobRequestType): SentCode {
    const index = this.sentCodes.findIndex((sent) => sent.code === code && sent.requestType === requestType);
    const sent = this.sentCodes[index];
    if (!sent) throw new LmsError('auth/invalid-action-code');
    this.sentCodes.splice(index, 1);
    return sent;
  }

  private result(account: FakeAccount, isNewUser: boolean): AuthResult {
    return { user: this.identity(account), tokens: this.tokens(account), isNewUser };
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
      providerData: [],
      createdAt: 0,
      lastLoginAt: null,
      disabled: false,
    };
  }

  private tokens(account: FakeAccount): AuthTokens {
    const now = Date.now();
    const claims = {
      sub: account.uid,
      email: account.email,
      email_verified: true,
      name: account.displayName,
      picture: account.photoURL,
      provider: account.provider,
      iat: Math.floor(now / 1000),
      exp: Math.floor((now + TOKEN_LIFETIME_MS) / 1000),
      ...(account.admin ? { admin: true } : {}),
    };
    const idToken = `${base64Url({ alg: 'none', typ: 'JWT' })}.${base64Url(claims)}.`;
    return {
      idToken,
      refreshToken: `refresh:${account.uid}:${++this.counter}`,
      expiresAt: now + TOKEN_LIFETIME_MS,
    };
  }

  private newDocument(account: FakeAccount): UserDocument {
    const now = new Date().toISOString();
    return {
      uid: account.uid,
      email: account.email,
      displayName: account.displayName,
      photoURL: account.photoURL,
      role: account.admin ? 'admin' : 'user',
      created_at: now,
      updated_at: now,
      last_login: null,
      provider: account.provider,
      preferences: { language: 'en-US', notifications: true },
      xapi_identifier: `mailto:${account.email}`,
    };
  }
}
