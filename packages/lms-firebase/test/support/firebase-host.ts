// The Firebase host as the conformance suite's host: a fresh PostgreSQL database, an Auth tenant of its own in the
// Auth emulator (the suite's groups run side by side and reuse addresses such as student@example.com), a directory
// for the bucket, and the product's callables answering on the Functions emulator. The suite's context is the one
// a function builds (src/host-ports.ts firebaseContext), opened here on the same database, tenant and clock.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type TenantAwareAuth } from 'firebase-admin/auth';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { API_PATHS, canonicalStatus, functionsCodeFromHttpStatus } from '@lms/core';
import { jobs, runJob, type DomainConfig, type DomainContext, type DomainLog } from '@lms/domain';
import type { ConformanceHost, ConformanceHostOptions } from '@lms/domain/conformance';
import { ensureTestAccount } from '@lms/domain/conformance/sign-in';
import { MEMORY_DOMAIN_CONFIG } from '@lms/domain/conformance/memory-domain';
import { createPostgresDatabase } from '@lms/domain/conformance/fixtures/postgres-databases';
import { openDatabase } from '../../src/db/connection';
import { firebaseContext } from '../../src/host-ports';
import { identityToolkitUrlFor } from '../../src/identity/auth-rest';
import { directoryBucket } from './directory-bucket';
import {
  encodeScope,
  HOST_HEADER,
  NOW_HEADER,
  PROJECT_ID,
  TEST_API_KEY,
  type TestHostScope,
} from './test-host-scope';

const silent: DomainLog = { error: () => {}, warn: () => {}, info: () => {}, debug: () => {} };
/** Every test account's password: the suite signs people in through the emulator, as the Firebase SDK would. */
const PASSWORD = 'conformance-Password-1';

let apps = 0;

export async function openFirebaseHost(options: ConformanceHostOptions = {}): Promise<ConformanceHost> {
  const emulator = inject('authEmulatorHost');
  const functionsBaseUrl = inject('functionsBaseUrl');
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator;
  const app: App = initializeApp({ projectId: PROJECT_ID }, `lms-firebase-host-${++apps}`);
  const projectAuth = getAuth(app);
  const tenant = await projectAuth.tenantManager().createTenant({
    displayName: `host-${randomBytes(4).toString('hex')}`,
    emailSignInConfig: { enabled: true, passwordRequired: true },
  });
  const auth = projectAuth.tenantManager().authForTenant(tenant.tenantId);
  const database = await createPostgresDatabase();
  const filesDir = await mkdtemp(join(tmpdir(), 'lms-firebase-files-'));
  const config: DomainConfig = { ...MEMORY_DOMAIN_CONFIG, ...options.config };
  const now = options.now ?? (() => Date.now());
  const scope: TestHostScope = { databaseUrl: database.url, tenantId: tenant.tenantId, filesDir, config };
  const toolkit = identityToolkitUrlFor(emulator);

  const opened: { close(): Promise<void> }[] = [];
  async function openContext(): Promise<DomainContext> {
    const { db, close } = await openDatabase(database.url, { maxConnections: 4 });
    opened.push({ close });
    return firebaseContext({
      db,
      config,
      now,
      auth,
      apiKey: TEST_API_KEY,
      identityToolkitUrl: toolkit,
      bucket: directoryBucket(filesDir),
      log: silent,
    });
  }

  const asHost = (ctx: DomainContext, copies: boolean): ConformanceHost => ({
    ctx,
    fetch: (path, init) => callFunction(functionsBaseUrl, scope, now, path, init),
    runJob: async (name) => {
      const job = jobs.find((candidate) => candidate.name === name);
      if (job === undefined) throw new Error(`No domain job named ${name}`);
      const outcome = await runJob(ctx, job);
      if (!outcome.ok) throw outcome.error;
      return outcome.report;
    },
    signIn: (account) => signIn(ctx, auth, toolkit, account),
    secondConnection: async () => {
      const { db, close } = await openDatabase(database.url, { maxConnections: 2 });
      return { db, close };
    },
    // Another function instance: its own pool on the same database, tenant and bucket.
    ...(copies ? { secondCopy: async () => asHost(await openContext(), false) } : {}),
    close: async () => {
      if (!copies) return;
      for (const connection of opened.splice(0)) await connection.close();
      await projectAuth.tenantManager().deleteTenant(tenant.tenantId);
      await deleteApp(app);
      await database.drop();
      await rm(filesDir, { recursive: true, force: true });
    },
  });
  return asHost(await openContext(), true);
}

/**
 * A request of the suite as a client of Cloud Functions makes it: POST /api/fn/<name> goes to the callable of that
 * name (what httpsCallable does), and its answer comes back in the self-hosted protocol's words (the error's `code`
 * is the canonical status as the SDK names it). The Firebase host has no other API route: Firebase Auth answers the
 * sign-in endpoints and Storage the files, so asking for one is the test's mistake.
 */
async function callFunction(
  baseUrl: string,
  scope: TestHostScope,
  now: () => number,
  path: string,
  init: (RequestInit & { clientIp?: string }) | undefined = {},
): Promise<Response> {
  const { clientIp, ...request } = init;
  const prefix = API_PATHS.functions('');
  if (!path.startsWith(prefix) || path.includes('/', prefix.length) || (request.method ?? 'GET') !== 'POST') {
    throw new Error(`The Firebase host has no route ${request.method ?? 'GET'} ${path}: only callables.`);
  }
  const headers = new Headers(request.headers);
  headers.set(HOST_HEADER, encodeScope(scope));
  headers.set(NOW_HEADER, String(now()));
  if (clientIp !== undefined) headers.set('x-forwarded-for', clientIp);
  // Through the router of the test entry (functions-entry.ts), which hands the request to the callable of that name.
  const response = await fetch(`${baseUrl}/lms/${path.slice(prefix.length)}`, { ...request, headers });
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new Response(text, { status: response.status, headers: response.headers });
  }
  const error = (body as { error?: { status?: string; message?: string; details?: unknown } }).error;
  if (typeof error === 'object' && error !== null) {
    const status = error.status ?? canonicalStatus(functionsCodeFromHttpStatus(response.status));
    const code = `functions/${status.toLowerCase().replace(/_/g, '-')}`;
    body = { error: { ...error, status, code } };
  }
  return new Response(JSON.stringify(body), {
    status: response.status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

/** The platform's account and its Firebase account under one uid, signed in with a password through the emulator. */
async function signIn(
  ctx: DomainContext,
  auth: TenantAwareAuth,
  toolkit: string,
  options: { email: string; admin?: boolean; displayName?: string },
): Promise<{ uid: string; idToken: string; refreshToken: string }> {
  const email = options.email.trim().toLowerCase();
  const user = await ensureTestAccount(ctx, options);
  // The Firebase account under the same uid, made once: a second sign-in of the address reuses both.
  const existing = await auth.getUser(user.uid).catch((error: unknown) => {
    if ((error as { code?: unknown }).code === 'auth/user-not-found') return undefined;
    throw error;
  });
  if (existing === undefined) {
    await auth.createUser({
      uid: user.uid,
      email,
      password: PASSWORD,
      emailVerified: true,
      ...(options.displayName === undefined ? {} : { displayName: options.displayName }),
    });
  }
  await auth.setCustomUserClaims(user.uid, { admin: user.role === 'admin' });
  const response = await fetch(`${toolkit}/v1/accounts:signInWithPassword?key=${TEST_API_KEY}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true, tenantId: auth.tenantId }),
  });
  const answer = (await response.json()) as { idToken?: string; refreshToken?: string };
  if (!response.ok || answer.idToken === undefined || answer.refreshToken === undefined) {
    throw new Error(`The Auth emulator refused the sign-in of ${email}: ${JSON.stringify(answer)}`);
  }
  return { uid: user.uid, idToken: answer.idToken, refreshToken: answer.refreshToken };
}
