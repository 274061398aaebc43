// The audit log through the host's routes: admin operations recorded by the dispatch (ok and refused, with actor,
// address and browser), students' own operations not, the sign-in rules' security events, no secret in any entry,
// the search, CSV and retention, and a deleted actor's entries kept without the link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, AUTH_ENDPOINTS } from '@lms/core';
import { REFRESH_REUSE_GRACE_MS } from '@lms/domain/internal/auth/refresh-tokens';
import { answerOf } from '../../fixtures/auth-fixtures';
import { postJson, type ConformanceHost, type ConformanceTraits, type OpenConformanceHost } from '../../host';
import type { TestUserSession } from '../../sign-in';
import { itNeeding } from '../test-needs';

const ADMIN_IP = '203.0.113.7';
const BROWSER = 'Mozilla/5.0 (audit test)';
const PASSWORD = 'correct horse 1';
const DAY = 24 * 60 * 60_000;

export const describeAuditLog = (openHost: OpenConformanceHost, traits: ConformanceTraits) =>
  describe('audit log', () => {
    // The security events are the built-in identity provider's (its sign-ins, sessions and password changes).
    const builtIn = itNeeding(traits, { identity: 'built-in' });
    let host: ConformanceHost;
    let admin: TestUserSession;
    let student: TestUserSession;
    let clock = Date.parse('2026-05-04T09:00:00Z');

    async function inject(url: string, payload: unknown, token?: string, ip = ADMIN_IP) {
      const headers = { 'user-agent': BROWSER, ...(token ? { authorization: `Bearer ${token}` } : {}) };
      return answerOf(await host.fetch(url, { ...postJson(payload, headers), clientIp: ip }));
    }
    const call = (name: string, data: unknown, token = admin.idToken) =>
      inject(API_PATHS.functions(name), { data }, token);
    const ok = async (name: string, data: unknown, token = admin.idToken) => {
      const answer = await call(name, data, token);
      expect(answer.status, answer.text).toBe(200);
      return answer.body.result;
    };
    const entries = (where: { action?: string } = {}) => {
      let query = host.ctx.db.selectFrom('audit_log').selectAll().orderBy('created_at').orderBy('id');
      if (where.action) query = query.where('action', '=', where.action);
      return query.execute();
    };

    /** Moves the clock; the admin signs in again (ID tokens last an hour). */
    const advance = async (ms: number) => {
      clock += ms;
      admin = await host.signIn({ email: 'ada@school.example', admin: true });
    };

    beforeAll(async () => {
      host = await openHost({ now: () => clock });
      admin = await host.signIn({ email: 'ada@school.example', admin: true });
      student = await host.signIn({ email: 'stu@school.example' });
    });
    afterAll(() => host?.close());

    it('records an admin action with who, what, outcome, when and from where', async () => {
      const coupon = await ok('createCoupon', { code: 'AUDIT-10', kind: 'percent', percentOff: 10 });
      const [entry] = await entries({ action: 'createCoupon' });
      expect(entry).toMatchObject({
        kind: 'admin',
        actor_uid: admin.uid,
        actor_email: 'ada@school.example',
        outcome: 'ok',
        error_code: null,
        client_ip: ADMIN_IP,
        user_agent: BROWSER,
      });
      expect(Number(entry?.created_at)).toBe(clock);
      expect(JSON.parse(entry?.targets ?? '[]')).toEqual(expect.arrayContaining(['AUDIT-10', coupon.id]));
      expect(JSON.parse(entry?.summary ?? '{}')).toMatchObject({ code: 'AUDIT-10', percentOff: 10 });
    });

    it('records a refused admin operation (a student, a refusal of the rules) with its error code', async () => {
      const denied = await call('setUserRole', { uid: student.uid, role: 'admin' }, student.idToken);
      expect(denied.status).toBe(403);
      const self = await call('setUserDisabled', { uid: admin.uid, disabled: true });
      expect(self.body.error.details.reason).toBe('self');
      const [byStudent] = await entries({ action: 'setUserRole' });
      expect(byStudent).toMatchObject({
        actor_uid: student.uid,
        outcome: 'refused',
        error_code: 'functions/permission-denied',
      });
      const [selfDisable] = await entries({ action: 'setUserDisabled' });
      expect(selfDisable).toMatchObject({
        actor_uid: admin.uid,
        outcome: 'refused',
        error_code: 'functions/permission-denied',
      });
    });

    it('names the actor and what an action was about, as they are now, keeping the ids', async () => {
      await ok('updateMyUserDocument', { displayName: 'Ada Lovelace' });
      const coupons = await ok('listAuditLog', { search: 'AUDIT-10', kind: 'admin', outcome: 'ok' });
      const created = coupons.items.find((item: { action: string }) => item.action === 'createCoupon');
      const couponId = created.targets.find((target: string) => target !== 'AUDIT-10');
      expect(created).toMatchObject({ actorUid: admin.uid, actorName: 'Ada Lovelace' });
      expect(created.named).toEqual([{ id: couponId, kind: 'coupon', name: 'AUDIT-10' }]);
      // A target that is a person is named; one without a display name by their e-mail address.
      const self = (await ok('listAuditLog', { search: 'setUserDisabled', outcome: 'refused' })).items[0];
      expect(self.named).toEqual([{ id: admin.uid, kind: 'user', name: 'Ada Lovelace' }]);
      const byStudent = (await ok('listAuditLog', { search: 'stu@school', outcome: 'refused' })).items[0];
      expect(byStudent).toMatchObject({ actorUid: student.uid, actorName: 'stu@school.example' });
      const one = await ok('getAuditEntry', { id: created.id });
      expect(one).toMatchObject({
        actorName: 'Ada Lovelace',
        named: created.named,
        targets: created.targets,
      });
    });

    it("records role changes but neither a student's own operations nor admins' successful reads", async () => {
      await ok('setUserRole', { uid: student.uid, role: 'user' });
      const before = (await entries()).length;
      await ok('updateMyUserDocument', { displayName: 'Stu' }, student.idToken);
      await ok('listUsers', {});
      await ok('listAuditLog', {});
      expect((await entries()).length).toBe(before);
      expect(await entries({ action: 'setUserRole' })).toHaveLength(2);
    });

    builtIn(
      'records sign-in failures, the pause they start, disabled accounts and a revoked session family',
      async () => {
        const signUp = await inject(API_PATHS.auth(AUTH_ENDPOINTS.signUp), {
          email: 'pat@school.example',
          password: PASSWORD,
        });
        expect(signUp.status).toBe(200);
        const wrong = await inject(
          API_PATHS.auth(AUTH_ENDPOINTS.signInWithPassword),
          { email: 'pat@school.example', password: 'not the password' },
          undefined,
          '198.51.100.9',
        );
        expect(wrong.body.error.code).toBe('auth/invalid-credential');
        const [failure] = await entries({ action: 'auth.sign-in-failed' });
        expect(failure).toMatchObject({
          kind: 'security',
          actor_uid: signUp.body.user.uid,
          actor_email: 'pat@school.example',
          outcome: 'refused',
          error_code: 'auth/invalid-credential',
          client_ip: '198.51.100.9',
          user_agent: BROWSER,
        });

        // A rotated token presented again after the grace period ends its family: a security event.
        const rotated = await inject(API_PATHS.auth(AUTH_ENDPOINTS.token), {
          grant_type: 'refresh_token',
          refresh_token: signUp.body.refreshToken,
        });
        expect(rotated.status).toBe(200);
        await advance(REFRESH_REUSE_GRACE_MS + 1000);
        const reuse = await inject(API_PATHS.auth(AUTH_ENDPOINTS.token), {
          grant_type: 'refresh_token',
          refresh_token: signUp.body.refreshToken,
        });
        expect(reuse.status).toBe(401);
        const [revoked] = await entries({ action: 'auth.session-revoked-on-reuse' });
        expect(revoked).toMatchObject({
          actor_uid: signUp.body.user.uid,
          error_code: 'auth/invalid-refresh-token',
        });

        await host.ctx.db
          .updateTable('users')
          .set({ disabled: 1 })
          .where('uid', '=', signUp.body.user.uid)
          .execute();
        const disabled = await inject(API_PATHS.auth(AUTH_ENDPOINTS.signInWithPassword), {
          email: 'pat@school.example',
          password: PASSWORD,
        });
        expect(disabled.body.error.code).toBe('auth/user-disabled');
        expect(await entries({ action: 'auth.disabled-account-sign-in' })).toHaveLength(1);
      },
    );

    builtIn('records a pause once, when the failure that starts it happens', async () => {
      await advance(DAY);
      for (let i = 0; i < 12; i++) {
        await inject(
          API_PATHS.auth(AUTH_ENDPOINTS.signInWithPassword),
          { email: 'nobody@school.example', password: 'guess' },
          undefined,
          '192.0.2.44',
        );
      }
      const pauses = await entries({ action: 'auth.sign-in-paused' });
      expect(pauses).toHaveLength(1);
      expect(JSON.parse(pauses[0]?.summary ?? '{}')).toEqual({ reason: 'sign-in-paused-for-address' });
      // Ten failures, then refusals of the paused address without an entry each.
      expect(
        (await entries({ action: 'auth.sign-in-failed' })).filter((e) => e.client_ip === '192.0.2.44'),
      ).toHaveLength(10);
    });

    builtIn('never stores a secret: a password change, an API key, sign-in attempts', async () => {
      const account = await inject(API_PATHS.auth(AUTH_ENDPOINTS.signUp), {
        email: 'kim@school.example',
        password: PASSWORD,
      });
      const changed = await inject(API_PATHS.auth(AUTH_ENDPOINTS.update), {
        idToken: account.body.idToken,
        password: 'a brand new secret 9',
      });
      expect(changed.status, changed.text).toBe(200);
      expect(await entries({ action: 'auth.password-changed' })).toHaveLength(1);
      await ok('addEmbedOrigin', { origin: 'https://partner.example' });
      const key = await ok('createEmbedApiKey', { name: 'Partner', origins: ['https://partner.example'] });
      const [keyEntry] = await entries({ action: 'createEmbedApiKey' });
      expect(JSON.parse(keyEntry?.targets ?? '[]')).toContain(key.key.id);

      const everything = JSON.stringify(await entries());
      for (const secret of [
        key.secret,
        PASSWORD,
        'a brand new secret 9',
        'not the password',
        'guess',
        account.body.idToken,
        account.body.refreshToken,
        admin.idToken,
      ]) {
        expect(everything).not.toContain(secret);
      }
    });

    // It reads the entries of the tests above: the sign-ins' security events and the API key's.
    builtIn(
      'searches by actor, action and target, filters, pages, shows one entry and exports CSV',
      async () => {
        const byEmail = await ok('listAuditLog', { search: 'ADA@school', kind: 'admin', outcome: 'ok' });
        expect(byEmail.items.length).toBeGreaterThan(0);
        expect(
          byEmail.items.every((e: { actorEmail: string }) => e.actorEmail === 'ada@school.example'),
        ).toBe(true);
        expect(byEmail.retentionDays).toBe(365);
        const byTarget = await ok('listAuditLog', { search: 'audit-10' });
        expect(byTarget.items.map((e: { action: string }) => e.action)).toEqual(['createCoupon']);
        const security = await ok('listAuditLog', {
          kind: 'security',
          outcome: 'refused',
          pageSize: 2,
          page: 2,
        });
        expect(security.items).toHaveLength(2);
        expect(security.total).toBeGreaterThan(4);
        const inRange = await ok('listAuditLog', {
          from: clock - 1,
          to: clock + 1,
          search: 'createEmbedApiKey',
        });
        expect(inRange.total).toBe(1);
        expect((await ok('listAuditLog', { to: clock - 10 * DAY })).total).toBe(0);
        const one = await ok('getAuditEntry', { id: inRange.items[0].id });
        expect(one).toMatchObject({ action: 'createEmbedApiKey', clientIp: ADMIN_IP, userAgent: BROWSER });
        expect((await call('getAuditEntry', { id: 'missing' })).body.error.status).toBe('NOT_FOUND');
        const csv = await ok('exportAuditLogCsv', { search: 'audit-10' });
        expect(csv.rows).toBe(1);
        expect(csv.csv.split('\r\n')[0]).toBe(
          '\uFEFFtime,kind,action,outcome,error_code,actor_email,actor_uid,targets,summary,client_ip,user_agent',
        );
        expect(csv.filename).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
      },
    );

    it("deletes entries past the retention the admin chose, and keeps a deleted actor's entries unlinked", async () => {
      const saved = await ok('saveAuditRetention', { days: 30 });
      expect(saved).toEqual({ retentionDays: 30 });
      expect((await call('saveAuditRetention', { days: 1 })).status).toBe(400);
      const total = (await entries()).length;
      await advance(31 * DAY);
      await ok('createCoupon', { code: 'AUDIT-LATER', kind: 'percent', percentOff: 5 });
      await host.runJob('audit.prune-past-retention');
      const kept = await entries();
      expect(kept.map((e) => e.action)).toEqual(['createCoupon']);
      expect(total).toBeGreaterThan(1);

      const other = await host.signIn({ email: 'other@school.example', admin: true });
      await ok('createCoupon', { code: 'AUDIT-OTHER', kind: 'percent', percentOff: 5 }, other.idToken);
      const exported = await ok('exportMyData', {}, other.idToken);
      expect(exported.areas.audit.entries).toEqual([
        expect.objectContaining({ action: 'createCoupon', actor_email: 'other@school.example' }),
      ]);
      await ok('deleteUser', { uid: other.uid, confirmEmail: 'other@school.example' });
      const [unlinked] = (await entries({ action: 'createCoupon' })).filter((e) =>
        e.summary.includes('AUDIT-OTHER'),
      );
      expect(unlinked).toMatchObject({ actor_uid: null, actor_email: 'other@school.example' });
    });
  });
