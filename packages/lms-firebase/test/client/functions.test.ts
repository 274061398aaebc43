// lms-core's Firebase FunctionsPort (`@lms/core/adapters/firebase`) on the real Firebase web SDK against the product's
// callables on the Functions emulator, signed in with firebase/auth against the Auth emulator.
//
// The emulated callables answer a request only in the context of the test host it names (two headers,
// support/firebase-host.ts). The adapter takes no header or fetch of its own for that: a product client has no such
// thing to send. Instead this file routes the SDK's requests to the emulator through the test host's own `fetch`,
// which adds the headers, by wrapping the global fetch the SDK calls (and that the host itself then calls, with the
// headers on: those go out unchanged). The host's `fetch` hands the emulator's answer back with its status, message
// and details as they came (it adds a `code` field, which the SDK does not read).
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, signOut, type Auth } from 'firebase/auth';
import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { API_PATHS, isLmsError, type FunctionsPort, type LmsError } from '@lms/core';
import { firebaseFunctions, firebaseIdTokenSource } from '@lms/core/adapters/firebase';
import { setUserRole, type Caller } from '@lms/domain';
import type { ConformanceHost } from '@lms/domain/conformance';
import { openFirebaseHost } from '../support/firebase-host';
import { HOST_HEADER, PROJECT_ID, TEST_API_KEY } from '../support/test-host-scope';

const STUDENT = 'student@example.com';
const PROMOTED = 'teacher@example.com';
/** Who changes a role in the last test (the domain's own setUserRole, as the admin screen's call runs it). */
const ADMINISTRATOR: Caller = {
  uid: 'test-administrator',
  email: 'admin@example.com',
  admin: true,
  authTime: 0,
  provider: 'password',
};
/** The password firebase/auth signs in with, set on the host's accounts through firebase-admin. */
const PASSWORD = 'client-test-Password-1';

let host: ConformanceHost;
let app: FirebaseApp;
let auth: Auth;
let functions: FunctionsPort;
let closeAdmin: () => Promise<void>;
/** Sets the password of an account of the host's tenant (firebase-admin, on the Auth emulator). */
let setPassword: (tenantId: string, uid: string) => Promise<void>;

/** The requests the SDK sent to the Functions emulator: callable name and whether a token went with it. */
const sent: { name: string; authorized: boolean }[] = [];
/** While set, the emulator's answer to the SDK never comes: a call only its deadline ends. */
let withholdAnswers = false;

const functionsBaseUrl = inject('functionsBaseUrl');
const emulatorUrl = new URL(functionsBaseUrl);

function urlOf(input: string | URL | Request): string {
  return typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
}

/** The SDK's fetch: its requests to the Functions emulator go through the test host, which names itself in them. */
function fetchThroughTestHost(realFetch: typeof fetch): typeof fetch {
  return async (input, init) => {
    const url = urlOf(input);
    const headers = new Headers(init?.headers);
    if (!url.startsWith(`${functionsBaseUrl}/`) || headers.has(HOST_HEADER)) return realFetch(input, init);
    const name = url.slice(functionsBaseUrl.length + 1);
    sent.push({ name, authorized: headers.has('authorization') });
    if (withholdAnswers) return new Promise<Response>(() => {});
    return host.fetch(API_PATHS.functions(name), init);
  };
}

/** The tenant an ID token of the host was issued in (the host gives each test host a tenant of its own). */
function tenantOf(idToken: string): string {
  const payload = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString('utf8')) as {
    firebase?: { tenant?: string };
  };
  if (!payload.firebase?.tenant) throw new Error('The host signed the account in without a tenant');
  return payload.firebase.tenant;
}

/** The host's account for `email` (a student unless `admin`), signed in through firebase/auth. */
async function signInAs(email: string, options: { admin?: boolean } = {}): Promise<{ uid: string }> {
  const account = await host.signIn({ email, ...options });
  const tenantId = tenantOf(account.idToken);
  await setPassword(tenantId, account.uid);
  auth.tenantId = tenantId;
  await signInWithEmailAndPassword(auth, email, PASSWORD);
  return { uid: account.uid };
}

async function failureOf(promise: Promise<unknown>): Promise<LmsError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!isLmsError(error)) throw new Error(`expected an LmsError, got ${String(error)}`);
  return error;
}

beforeAll(async () => {
  host = await openFirebaseHost();
  // openFirebaseHost pointed firebase-admin at the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST).
  const adminApp = initializeAdminApp({ projectId: PROJECT_ID }, 'lms-client-test-admin');
  closeAdmin = () => deleteAdminApp(adminApp);
  setPassword = async (tenantId, uid) => {
    await getAdminAuth(adminApp)
      .tenantManager()
      .authForTenant(tenantId)
      .updateUser(uid, { password: PASSWORD });
  };
  vi.stubGlobal('fetch', fetchThroughTestHost(globalThis.fetch));

  app = initializeApp({ apiKey: TEST_API_KEY, projectId: PROJECT_ID }, 'lms-client-test');
  auth = getAuth(app);
  connectAuthEmulator(auth, `http://${inject('authEmulatorHost')}`, { disableWarnings: true });
  functions = firebaseFunctions({
    app,
    emulator: { host: emulatorUrl.hostname, port: Number(emulatorUrl.port) },
    getIdToken: firebaseIdTokenSource(auth),
  });
});

afterAll(async () => {
  vi.unstubAllGlobals();
  if (app) await deleteApp(app);
  await closeAdmin?.();
  await host?.close();
});

describe('the Firebase FunctionsPort on the Functions emulator', () => {
  it('calls a public operation signed out: the callable of its name in us-central1', async () => {
    sent.length = 0;
    const page = await functions.call('listCourses', {});
    expect(page).toMatchObject({ items: [], total: 0, page: 1, pageSize: 12 });
    expect(sent).toEqual([{ name: 'listCourses', authorized: false }]);
    expect(functionsBaseUrl).toMatch(new RegExp(`/${PROJECT_ID}/us-central1$`));
  });

  it("refuses a user's operation signed out with functions/unauthenticated", async () => {
    const error = await failureOf(functions.call('listMyEnrollments', {}));
    expect(error.code).toBe('functions/unauthenticated');
    // The SDK's " [401]" is not part of the message.
    expect(error.message).not.toMatch(/\[\d+\]$/);
  });

  it('answers a user’s operation signed in through firebase/auth, with the token the SDK attached', async () => {
    await signInAs(STUDENT);
    sent.length = 0;
    await expect(functions.call('listMyEnrollments', {})).resolves.toEqual([]);
    expect(sent).toEqual([{ name: 'listMyEnrollments', authorized: true }]);
  });

  it('refuses an administrator’s operation to a student with functions/permission-denied', async () => {
    const error = await failureOf(functions.call('listUsers', {}));
    expect(error.code).toBe('functions/permission-denied');
    expect(error.message).not.toMatch(/\[\d+\]$/);
  });

  it('refuses invalid input before sending it, naming the field (the contract’s check)', async () => {
    sent.length = 0;
    const error = await failureOf(functions.call('sendWelcomeEmail', { email: 'not-an-address' }));
    expect(error.code).toBe('functions/invalid-argument');
    expect(error.message).toMatch(/^Invalid input for sendWelcomeEmail: email: /);
    expect(sent).toEqual([]);
  });

  it('hands on the back end’s own invalid-argument with its details (a return address it does not list)', async () => {
    const error = await failureOf(
      functions.call('sendWelcomeEmail', { email: STUDENT, appUrl: 'https://elsewhere.example/learn' }),
    );
    expect(error).toMatchObject({
      code: 'functions/invalid-argument',
      details: { reason: 'return-address-not-allowed', field: 'appUrl' },
    });
    expect(error.message).toMatch(/^appUrl is on https:\/\/elsewhere\.example, which is neither/);
    expect(error.message).not.toMatch(/\[\d+\]$/);
  });

  it('honours a call’s timeoutMs: an answer that does not come ends at the SDK’s deadline', async () => {
    withholdAnswers = true;
    try {
      const error = await failureOf(functions.call('listMyEnrollments', {}, { timeoutMs: 200 }));
      expect(error).toMatchObject({
        code: 'functions/deadline-exceeded',
        details: { reason: 'timeout', timeoutMs: 200 },
      });
    } finally {
      withholdAnswers = false;
    }
  });

  it('sends a call whose token the back end refused (a role changed since) once more with a refreshed token', async () => {
    await signOut(auth);
    const { uid } = await signInAs(PROMOTED);
    // An administrator makes them one: the platform's role and the admin claim change, the token they hold does not.
    await setUserRole(host.ctx, ADMINISTRATOR, uid, 'admin');
    sent.length = 0;
    const page = await functions.call('listUsers', {});
    expect(page.items.map((user) => user.email)).toContain(PROMOTED);
    expect(sent).toEqual([
      { name: 'listUsers', authorized: true },
      { name: 'listUsers', authorized: true },
    ]);
  });
});
