// The administrators' users operations over the callable route: the list's search, filters, order and pages, the
// CSV export, the user page, and the account actions with their refusals (yourself, the last active administrator,
// a mistyped confirmation).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, AUTH_ENDPOINTS } from '@lms/core';
import { insertCourse } from '@lms/domain/conformance/fixtures/catalogue';
import { deleteUser, setUserDisabled, setUserRole } from '@lms/domain/internal/users/account-admin';
import { answerOf } from '../../fixtures/auth-fixtures';
import { postJson, type ConformanceHost, type ConformanceTraits, type OpenConformanceHost } from '../../host';
import type { TestUserSession } from '../../sign-in';
import { itNeeding } from '../test-needs';

export const describeAdminUsers = (openHost: OpenConformanceHost, traits: ConformanceTraits) =>
  describe('admin users', () => {
    // A session's refresh through the built-in identity provider's token endpoint.
    const builtIn = itNeeding(traits, { identity: 'built-in' });
    let host: ConformanceHost;
    let admin: TestUserSession;
    let student: TestUserSession;
    let clock = Date.parse('2026-03-02T09:00:00Z');

    async function call(
      token: string | null,
      name: string,
      data: unknown,
      // Tests read whatever the route answered; each assertion says what it expects.
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
    ): Promise<{ status: number; body: any }> {
      return answerOf(
        await host.fetch(
          API_PATHS.functions(name),
          postJson({ data }, token ? { authorization: `Bearer ${token}` } : {}),
        ),
      );
    }
    const refreshWith = async (refreshToken: string) =>
      answerOf(
        await host.fetch(
          API_PATHS.auth(AUTH_ENDPOINTS.token),
          postJson({ grant_type: 'refresh_token', refresh_token: refreshToken }),
        ),
      );
    const ok = async (name: string, data: unknown, token = admin.idToken) => {
      const answer = await call(token, name, data);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.result;
    };
    const newUser = async (email: string, options: { admin?: boolean; displayName?: string } = {}) => {
      clock += 60_000;
      return host.signIn({ email, ...options });
    };

    beforeAll(async () => {
      host = await openHost({ now: () => clock });
      admin = await newUser('admin@school.example', { admin: true, displayName: 'Ada Admin' });
      student = await newUser('stu@school.example', { displayName: 'Stu Dent' });
      for (let i = 0; i < 4; i++)
        await newUser(`learner${i}@school.example`, { displayName: `Learner ${i}` });
      await newUser('percent_50%@school.example');
    });
    afterAll(() => host?.close());

    it('lists newest first with a total, searches e-mail and name (wildcards literal), filters role and status', async () => {
      const page1 = await ok('listUsers', { search: 'school', pageSize: 2 });
      expect(page1.total).toBe(7);
      expect(page1.items.map((u: { email: string }) => u.email)).toEqual([
        'percent_50%@school.example',
        'learner3@school.example',
      ]);
      expect(page1.items[0]).toMatchObject({ disabled: false, emailVerified: true, role: 'user' });
      const page4 = await ok('listUsers', { search: 'school', page: 4, pageSize: 2 });
      expect(page4.items.map((u: { email: string }) => u.email)).toEqual(['admin@school.example']);
      expect((await ok('listUsers', { search: 'LEARNER 2' })).items).toHaveLength(1);
      expect((await ok('listUsers', { search: '_50%' })).total).toBe(1);
      const admins = await ok('listUsers', { role: 'admin' });
      expect(admins.items.map((u: { uid: string }) => u.uid)).toEqual([admin.uid]);
      expect((await ok('listUsers', { status: 'disabled' })).total).toBe(0);
      const oldest = await ok('listUsers', { direction: 'asc', pageSize: 1 });
      expect(oldest.items[0].uid).toBe(admin.uid);
    });

    it('sorts by last sign-in, accounts that never signed in last either way', async () => {
      const never = await newUser('never@school.example');
      await host.ctx.db.updateTable('users').set({ last_login: null }).where('uid', '=', never.uid).execute();
      await host.ctx.db
        .updateTable('users')
        .set({ last_login: clock + 1 })
        .where('uid', '=', student.uid)
        .execute();
      const recent = await ok('listUsers', { sort: 'lastLogin', pageSize: 100 });
      expect(recent.items[0].uid).toBe(student.uid);
      expect(recent.items.at(-1).uid).toBe(never.uid);
      const earliest = await ok('listUsers', { sort: 'lastLogin', direction: 'asc', pageSize: 100 });
      expect(earliest.items[0].uid).toBe(admin.uid);
      expect(earliest.items.at(-1).uid).toBe(never.uid);
    });

    it('refuses unknown filters and sorts with invalid-argument, not a 500', async () => {
      expect((await call(admin.idToken, 'listUsers', { sort: 'email' })).status).toBe(400);
      expect((await call(admin.idToken, 'listUsers', { role: 'teacher' })).status).toBe(400);
      expect((await call(admin.idToken, 'exportUsersCsv', { page: 2 })).status).toBe(400);
    });

    it('exports the filtered users as CSV, quoted and with formulas defused', async () => {
      const tricky = await newUser('tricky@school.example', { displayName: '=HYPERLINK("x"), "quoted"' });
      const exported = await ok('exportUsersCsv', { search: 'tricky' });
      expect(exported.rows).toBe(1);
      expect(exported.filename).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
      const lines = (exported.csv as string).replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toBe(
        'uid,email,display_name,role,status,email_verified,provider,language,created_at,last_login',
      );
      expect(lines[1]).toContain(
        `${tricky.uid},tricky@school.example,"'=HYPERLINK(""x""), ""quoted""",student,active`,
      );
      expect(lines[2]).toBe('');
      const everyone = await ok('exportUsersCsv', {});
      expect(everyone.rows).toBe((await ok('listUsers', {})).total);
    });

    it("shows a user's enrolments with progress and their orders; an unknown user is not-found", async () => {
      const courseId = await insertCourse(host.ctx.db, { slug: 'detail-course' });
      await host.ctx.db
        .insertInto('enrollments')
        .values({
          id: 'detail-enrolment',
          user_id: student.uid,
          course_id: courseId,
          progress: 40,
          completed: 0,
          created_at: clock,
          updated_at: clock,
        })
        .execute();
      const detail = await ok('getUserDetail', { uid: student.uid });
      expect(detail.user).toMatchObject({ uid: student.uid, displayName: 'Stu Dent', disabled: false });
      expect(detail.enrollments).toEqual([
        expect.objectContaining({ courseId, progress: 40, completed: false, source: 'free', endedAt: null }),
      ]);
      expect(detail.orders).toEqual([]);
      expect(detail.ordersTotal).toBe(0);
      expect((await call(admin.idToken, 'getUserDetail', { uid: 'nobody' })).status).toBe(404);
    });

    builtIn(
      'disables a student (refused at their next token refresh, and on their next call), then enables them',
      async () => {
        const session = await newUser('disable-me@school.example');
        const disabled = await ok('setUserDisabled', { uid: session.uid, disabled: true });
        expect(disabled.disabled).toBe(true);
        expect(
          (await ok('listUsers', { status: 'disabled' })).items.map((u: { uid: string }) => u.uid),
        ).toEqual([session.uid]);
        const refresh = await refreshWith(session.refreshToken);
        expect(refresh.body.error.code).toBe('auth/user-disabled');
        expect((await call(session.idToken, 'getUserDocument', { uid: session.uid })).status).toBe(401);
        const enabled = await ok('setUserDisabled', { uid: session.uid, disabled: false });
        expect(enabled.disabled).toBe(false);
        const again = await refreshWith(session.refreshToken);
        expect(again.status).toBe(200);
      },
    );

    it('refuses to disable, demote or delete yourself, with the reason', async () => {
      for (const [name, data] of [
        ['setUserDisabled', { uid: admin.uid, disabled: true }],
        ['setUserRole', { uid: admin.uid, role: 'user' }],
        ['deleteUser', { uid: admin.uid, confirmEmail: 'admin@school.example' }],
      ] as const) {
        const answer = await call(admin.idToken, name, data);
        expect(answer.status, name).toBe(403);
        expect(answer.body.error.details).toEqual({ reason: 'self' });
        expect(answer.body.error.message).toMatch(/your own account/);
      }
      expect((await ok('getUserDetail', { uid: admin.uid })).user).toMatchObject({
        role: 'admin',
        disabled: false,
      });
    });

    it('keeps one active administrator when two admins act on each other at once', async () => {
      const second = await newUser('second-admin@school.example');
      expect((await ok('setUserRole', { uid: second.uid, role: 'admin' })).role).toBe('admin');
      // The second admin disables the first...
      const secondToken = (await host.signIn({ email: 'second-admin@school.example', admin: true })).idToken;
      await ok('setUserDisabled', { uid: admin.uid, disabled: true }, secondToken);
      // ...while the first admin's requests, authenticated a moment before, act on the second. The check inside each
      // statement sees that nobody else active would be left.
      const racing = {
        uid: admin.uid,
        email: 'admin@school.example',
        admin: true,
        authTime: 0,
        provider: 'password',
      };
      const attempts = [
        () => setUserDisabled(host.ctx, racing, second.uid, true),
        () => setUserRole(host.ctx, racing, second.uid, 'user'),
        () => deleteUser(host.ctx, racing, second.uid, 'second-admin@school.example'),
      ];
      for (const attempt of attempts) {
        await expect(attempt()).rejects.toMatchObject({
          code: 'functions/permission-denied',
          details: { reason: 'last-admin' },
        });
      }
      expect((await ok('getUserDetail', { uid: second.uid }, secondToken)).user).toMatchObject({
        role: 'admin',
        disabled: false,
      });
      await ok('setUserDisabled', { uid: admin.uid, disabled: false }, secondToken);
      // Disabling ended the first admin's sessions where the identity provider revokes them then (Firebase Auth):
      // they sign in again, as they would after being enabled.
      admin = await host.signIn({ email: 'admin@school.example', admin: true });
    });

    builtIn('makes a student an admin and back (their next call sees it)', async () => {
      const refreshed = async (refreshToken: string) => {
        const response = await refreshWith(refreshToken);
        const body = response.body as { id_token: string; refresh_token: string };
        return { idToken: body.id_token, refreshToken: body.refresh_token };
      };
      const promoted = await ok('setUserRole', { uid: student.uid, role: 'admin' });
      expect(promoted.role).toBe('admin');
      // The token issued before says "student": refused with the reason lms-core's client refreshes on, and the
      // refreshed token (no new sign-in) carries the new role.
      const stale = await call(student.idToken, 'listUsers', {});
      expect(stale.status).toBe(401);
      expect(stale.body.error.details).toEqual({ reason: 'role-changed' });
      const asAdmin = await refreshed(student.refreshToken);
      expect((await call(asAdmin.idToken, 'listUsers', {})).status).toBe(200);
      expect((await ok('setUserRole', { uid: student.uid, role: 'user' })).role).toBe('user');
      expect((await call(asAdmin.idToken, 'listUsers', {})).body.error.details).toEqual({
        reason: 'role-changed',
      });
      const asStudent = await refreshed(asAdmin.refreshToken);
      expect((await call(asStudent.idToken, 'listUsers', {})).status).toBe(403);
    });

    it('mails a password-reset link to the user; a disabled account gets none', async () => {
      const sent = await ok('sendUserPasswordReset', { uid: student.uid });
      expect(sent).toEqual({ sent: true, email: 'stu@school.example' });
      const mails = await host.ctx.db
        .selectFrom('outbox')
        .select(['subject', 'text_body'])
        .where('to_address', '=', 'stu@school.example')
        .execute();
      expect(mails.at(-1)?.subject).toBe('Reset your password');
      expect(mails.at(-1)?.text_body).toMatch(/reset-password\?oobCode=/);
      const off = await newUser('off@school.example');
      await ok('setUserDisabled', { uid: off.uid, disabled: true });
      const refused = await call(admin.idToken, 'sendUserPasswordReset', { uid: off.uid });
      expect(refused.status).toBe(403);
      expect(refused.body.error.details).toEqual({ reason: 'disabled' });
    });

    it('limits the reset e-mails administrators send to one account, and says when to try again', async () => {
      const target = await newUser('reset-often@school.example');
      for (let i = 0; i < 3; i++) await ok('sendUserPasswordReset', { uid: target.uid });
      const fourth = await call(admin.idToken, 'sendUserPasswordReset', { uid: target.uid });
      expect(fourth.status).toBe(429);
      expect(fourth.body.error.status).toBe('RESOURCE_EXHAUSTED');
      expect(fourth.body.error.details.retryAfterSeconds).toBeGreaterThan(0);
      const sent = await host.ctx.db
        .selectFrom('outbox')
        .select('id')
        .where('to_address', '=', 'reset-often@school.example')
        .execute();
      expect(sent).toHaveLength(3);
      // Another account is not held back by this one's limit.
      await ok('sendUserPasswordReset', { uid: student.uid });
    });

    it('deletes an account only when its e-mail is typed to confirm; its orders would stay', async () => {
      const gone = await newUser('gone@school.example');
      const mistyped = await call(admin.idToken, 'deleteUser', {
        uid: gone.uid,
        confirmEmail: 'gone@school.exampl',
      });
      expect(mistyped.status).toBe(403);
      expect(mistyped.body.error.details).toEqual({ reason: 'confirm-mismatch' });
      expect(await ok('deleteUser', { uid: gone.uid, confirmEmail: ' GONE@school.example ' })).toEqual({
        deleted: true,
      });
      expect((await call(admin.idToken, 'getUserDetail', { uid: gone.uid })).status).toBe(404);
      expect((await call(admin.idToken, 'deleteUser', { uid: gone.uid, confirmEmail: 'x' })).status).toBe(
        404,
      );
    });
  });
