// Test doubles of lms-core's back-end port for component tests: functions answer from per-operation handlers, the
// identity provider only refreshes and revokes (tests sign in through the session with tokens made here).
import {
  LmsError,
  type AuthPort,
  type AuthResult,
  type BackendPort,
  type Clock,
  type ExchangeLaunchTokenResult,
  type FunctionsPort,
  type IdentityUser,
  type OperationInput,
  type OperationName,
  type OperationOutput,
  type StoragePort,
} from '@lms/core';

export type OperationHandlers = {
  [N in OperationName]?: (data: OperationInput<N>) => OperationOutput<N> | Promise<OperationOutput<N>>;
};

export interface FakeBackend extends BackendPort {
  /** Every functions call, in order. */
  calls: Array<{ name: OperationName; data: unknown }>;
  handlers: OperationHandlers;
}

function encode(value: object): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/** An unsigned JWT carrying the claims lms-core reads; the client never checks signatures. */
export function idTokenFor(
  user: { uid: string; email: string; name?: string; admin?: boolean },
  nowMs = Date.now(),
): string {
  const iat = Math.floor(nowMs / 1000);
  const claims = {
    sub: user.uid,
    email: user.email,
    name: user.name,
    iat,
    exp: iat + 3600,
    provider: 'password',
    admin: user.admin,
  };
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`;
}

function identityUser(user: { uid: string; email: string; name?: string | null }): IdentityUser {
  return {
    uid: user.uid,
    email: user.email,
    emailVerified: true,
    displayName: user.name ?? null,
    photoURL: null,
    phoneNumber: null,
    tenantId: null,
    isAnonymous: false,
    providerData: [],
    createdAt: 0,
    lastLoginAt: null,
    disabled: false,
  };
}

export function signInResult(user: {
  uid: string;
  email: string;
  name?: string;
  admin?: boolean;
}): AuthResult {
  return {
    user: identityUser(user),
    tokens: {
      idToken: idTokenFor(user),
      refreshToken: `refresh-${user.uid}`,
      expiresAt: Date.now() + 3_600_000,
    },
    isNewUser: false,
  };
}

function unsupported(method: string): never {
  throw new LmsError('auth/operation-not-allowed', `The component-test identity provider does not ${method}`);
}

function fakeAuth(): AuthPort {
  return {
    signUp: async () => unsupported('sign up'),
    signInWithPassword: async () => unsupported('sign in with a password'),
    reauthenticate: async () => unsupported('re-authenticate'),
    signInWithProvider: async () => unsupported('open popups'),
    signInWithEmailLink: async () => unsupported('sign in with e-mail links'),
    sendOobCode: async () => unsupported('send codes'),
    resetPassword: async () => unsupported('reset passwords'),
    refresh: async () => unsupported('refresh tokens'),
    // Start-up confirms a saved session: answer with the user the token names.
    lookup: async (idToken) => {
      const claims = JSON.parse(atob(idToken.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as {
        sub: string;
        email: string;
        name?: string;
      };
      return identityUser({ uid: claims.sub, email: claims.email, name: claims.name ?? null });
    },
    update: async () => unsupported('update accounts'),
    deleteAccount: async () => unsupported('delete accounts'),
    revoke: async () => undefined,
    getPasswordPolicy: async () => unsupported('read the password policy'),
    getProviders: async () => ({ google: false, microsoft: false }),
  };
}

const fakeStorage: StoragePort = {
  upload: async () => unsupported('store files'),
  getDownloadURL: async () => unsupported('serve files'),
};

/** The session a launch token or the frame's sign-in popup hands a framed step (step s1 of course c1). */
export function frameSessionFor(user: { uid: string; email: string }): ExchangeLaunchTokenResult {
  return {
    session: {
      user: signInResult(user).user,
      idToken: idTokenFor(user),
      refreshToken: 'frame-refresh',
      expiresIn: 3600,
    },
    stepId: 's1',
    courseId: 'c1',
  };
}

export function createFakeBackend(handlers: OperationHandlers = {}): FakeBackend {
  const calls: FakeBackend['calls'] = [];
  const functions: FunctionsPort = {
    async call(name, data) {
      calls.push({ name, data });
      const handler = handlers[name] as ((input: unknown) => unknown) | undefined;
      if (!handler) throw new LmsError('functions/unimplemented', `No test handler for ${name}`);
      return (await handler(data)) as never;
    },
  };
  return { auth: fakeAuth(), functions, storage: fakeStorage, calls, handlers };
}

/** Real time, but timers never fire: keeps the session's background refresh out of component tests. */
export const frozenTimersClock: Clock = {
  now: () => Date.now(),
  setTimeout: () => 0,
  clearTimeout: () => undefined,
};
