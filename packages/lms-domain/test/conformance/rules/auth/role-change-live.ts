// A role changed by an administrator reaches the person's open session at their next action, without a new
// sign-in: lms-core's session and callable client against the host's transport. The host refuses the token whose
// admin claim is stale ("role-changed"); the client refreshes it once and sends the request again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSession,
  memoryStore,
  serverAuth,
  serverFunctions,
  silentLogger,
  systemClock,
  type FetchFunction,
  type FunctionsPort,
  type Session,
} from '@lms/core';
import type { ConformanceHost, OpenConformanceHost } from '../../host';
import type { GroupNeeds } from '../rules-types';

const PASSWORD = 'role pass 1';

/** The devices sign in with lms-core's client of the built-in identity provider (serverAuth). */
export const needs: GroupNeeds = [{ identity: 'built-in' }];

export const describeRoleChangeLive = (openHost: OpenConformanceHost) =>
  describe('a changed role reaches an open session', () => {
    let host: ConformanceHost;
    let baseUrl: string;
    /** lms-core's adapters address the host's public URL; the host answers the path. */
    const fetch: FetchFunction = (url, init) => {
      const { pathname, search } = new URL(url);
      return host.fetch(`${pathname}${search}`, init);
    };
    beforeAll(async () => {
      host = await openHost({});
      baseUrl = host.ctx.config.publicUrl;
    });
    afterAll(() => host?.close());

    /** A device: lms-core's session signed in with a password, and the callable client using its tokens. */
    async function device(
      email: string,
    ): Promise<{ session: Session; functions: FunctionsPort; uid: string }> {
      const auth = serverAuth({ baseUrl, fetch });
      const session = createSession({
        auth,
        clock: systemClock,
        logger: silentLogger,
        localStore: memoryStore(),
        sessionStore: memoryStore(),
      });
      const signedIn = await auth.signInWithPassword({ email, password: PASSWORD });
      session.begin(signedIn, true);
      const functions = serverFunctions({
        baseUrl,
        fetch,
        getIdToken: (options) => session.getIdToken(options),
      });
      return { session, functions, uid: signedIn.user.uid };
    }

    async function account(email: string, role: 'admin' | 'user') {
      const auth = serverAuth({ baseUrl, fetch });
      const { user } = await auth.signUp({ email, password: PASSWORD });
      if (role === 'admin') {
        await host.ctx.db.updateTable('users').set({ role }).where('uid', '=', user.uid).execute();
      }
    }

    it("a promoted student's next call acts as an admin, and their session says admin, without signing in again", async () => {
      await account('boss@example.org', 'admin');
      await account('promoted@example.org', 'user');
      const admin = await device('boss@example.org');
      const student = await device('promoted@example.org');
      expect(student.session.getSnapshot().isAdmin).toBe(false);
      await expect(student.functions.call('listUsers', {})).rejects.toMatchObject({
        code: 'functions/permission-denied',
      });

      await admin.functions.call('setUserRole', { uid: student.uid, role: 'admin' });

      // Same session, same (unexpired) tokens until now: the next call is refused as role-changed, refreshed, sent again.
      const page = await student.functions.call('listUsers', {});
      expect(page.total).toBeGreaterThanOrEqual(2);
      expect(student.session.getSnapshot().isAdmin).toBe(true);
      expect(student.session.getClaims()?.admin).toBe(true);
      student.session.dispose();
      admin.session.dispose();
    });

    it('a demoted admin loses the admin screens at the next call, and a disabled one is signed out', async () => {
      await account('lead@example.org', 'admin');
      await account('former@example.org', 'admin');
      const lead = await device('lead@example.org');
      const former = await device('former@example.org');
      expect(former.session.getSnapshot().isAdmin).toBe(true);

      await lead.functions.call('setUserRole', { uid: former.uid, role: 'user' });
      await expect(former.functions.call('listUsers', {})).rejects.toMatchObject({
        code: 'functions/permission-denied',
      });
      expect(former.session.getSnapshot().isAdmin).toBe(false);
      // Their own calls still work with the refreshed token.
      expect(await former.functions.call('getUserDocument', { uid: former.uid })).toMatchObject({
        role: 'user',
      });

      await lead.functions.call('setUserDisabled', { uid: former.uid, disabled: true });
      await expect(former.functions.call('getUserDocument', { uid: former.uid })).rejects.toMatchObject({
        code: 'auth/user-disabled',
      });
      expect(former.session.getSnapshot().user).toBeNull();
      lead.session.dispose();
      former.session.dispose();
    });
  });
