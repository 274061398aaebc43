// A domain context whose identity provider is Firebase Auth in the emulator, on a fresh in-memory database
// (lms-domain's memory-domain.ts), and what a client of Firebase does over its REST API: sign in with a password,
// refresh a session, set a new password with a mailed code.
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { inject } from 'vitest';
import { insertUser, type Caller, type DomainContext } from '@lms/domain';
import { openMemoryDomain } from '@lms/domain/conformance/memory-domain';
import { firebaseIdentity } from '../../src/identity/firebase-identity';
import { identityToolkitUrlFor } from '../../src/identity/auth-rest';
import { PROJECT_ID, TEST_API_KEY } from './test-host-scope';

export const API_KEY = TEST_API_KEY;

export interface FirebaseTestContext {
  ctx: DomainContext;
  auth: Auth;
  /** A platform account and its Firebase account under the same uid, signed in with `password`. */
  account(email: string, options?: { admin?: boolean }): Promise<{ uid: string; caller: Caller }>;
  signIn(email: string, password: string): Promise<{ idToken: string; refreshToken: string }>;
  refresh(refreshToken: string): Promise<{ idToken: string; refreshToken: string }>;
  resetPassword(oobCode: string, newPassword: string): Promise<void>;
  close(): Promise<void>;
}

let apps = 0;

export async function createFirebaseTestContext(): Promise<FirebaseTestContext> {
  const host = inject('authEmulatorHost');
  // firebase-admin talks to the emulator, and accepts its unsigned tokens, when this variable names it.
  process.env.FIREBASE_AUTH_EMULATOR_HOST = host;
  const app: App = initializeApp({ projectId: PROJECT_ID }, `lms-firebase-test-${++apps}`);
  const auth = getAuth(app);
  const toolkit = identityToolkitUrlFor(host);
  const { ctx, close } = await openMemoryDomain({
    identity: firebaseIdentity({ auth, apiKey: API_KEY, identityToolkitUrl: toolkit }),
  });

  async function post(url: string, body: unknown) {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as Record<string, unknown>;
    if (!response.ok) throw new Error(`${url}: ${JSON.stringify(answer)}`);
    return answer;
  }
  const tokensOf = (answer: Record<string, unknown>) => ({
    idToken: String(answer.idToken ?? answer.id_token),
    refreshToken: String(answer.refreshToken ?? answer.refresh_token),
  });
  const signIn = async (email: string, password: string) =>
    tokensOf(
      await post(`${toolkit}/v1/accounts:signInWithPassword?key=${API_KEY}`, {
        email,
        password,
        returnSecureToken: true,
      }),
    );

  return {
    ctx,
    auth,
    async account(email, options = {}) {
      const row = await insertUser(ctx, {
        email,
        provider: 'password',
        emailVerified: true,
        ...(options.admin ? { role: 'admin' as const } : {}),
      });
      await auth.createUser({ uid: row.uid, email, password: 'first-Password-1', emailVerified: true });
      if (options.admin) await auth.setCustomUserClaims(row.uid, { admin: true });
      return {
        uid: row.uid,
        caller: { uid: row.uid, email, admin: options.admin === true, authTime: 0, provider: 'password' },
      };
    },
    signIn,
    refresh: async (refreshToken) =>
      tokensOf(
        await post(`http://${host}/securetoken.googleapis.com/v1/token?key=${API_KEY}`, {
          grant_type: 'refresh_token',
          refresh_token: refreshToken,
        }),
      ),
    async resetPassword(oobCode, newPassword) {
      await post(`${toolkit}/v1/accounts:resetPassword?key=${API_KEY}`, { oobCode, newPassword });
    },
    async close() {
      await close();
      await deleteApp(app);
    },
  };
}
