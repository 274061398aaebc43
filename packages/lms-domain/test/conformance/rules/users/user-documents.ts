import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { AUTH_ENDPOINTS, userDocumentSchema } from '@lms/core';
import type { Caller, DomainContext } from '@lms/domain';
import type { Database } from '@lms/domain/internal/db/schema';
import { usersHandlers } from '@lms/domain/internal/users/index';
import { recordLogin } from '@lms/domain/internal/users/user-records';
import { openAuthHost, PASSWORD, type AuthHost } from '../../fixtures/auth-fixtures';
import type { ConformanceTraits, OpenConformanceHost } from '../../host';
import { itNeeding } from '../test-needs';

const callerOf = (uid: string, email: string, admin = false): Caller => ({
  uid,
  email,
  admin,
  authTime: 0,
  provider: 'password',
});

export const describeUserDocuments = (openHost: OpenConformanceHost, traits: ConformanceTraits) =>
  describe('user documents', () => {
    // Password sign-in, which records the last login, is the built-in identity provider's.
    const builtIn = itNeeding(traits, { identity: 'built-in' });
    let h: AuthHost;
    let student: Caller;
    let admin: Caller;
    beforeAll(async () => {
      h = await openAuthHost(openHost);
      const s = await h.host.signIn({ email: 'student@example.org', displayName: 'Stu Dent' });
      const a = await h.host.signIn({ email: 'admin@example.org', admin: true });
      student = callerOf(s.uid, 'student@example.org');
      admin = callerOf(a.uid, 'admin@example.org', true);
    });
    afterAll(() => h?.close());

    it('getUserDocument: a user reads their own document (contract-shaped)', async () => {
      const document = await usersHandlers.getUserDocument({
        ctx: h.ctx,
        caller: student,
        input: { uid: student.uid },
      });
      expect(userDocumentSchema.parse(document)).toMatchObject({
        uid: student.uid,
        email: 'student@example.org',
        role: 'user',
      });
    });

    it('getUserDocument: the document of another user is permission-denied; admins read any; unknown uid is not-found', async () => {
      await expect(
        usersHandlers.getUserDocument({ ctx: h.ctx, caller: student, input: { uid: admin.uid } }),
      ).rejects.toMatchObject({ code: 'functions/permission-denied' });
      const read = await usersHandlers.getUserDocument({
        ctx: h.ctx,
        caller: admin,
        input: { uid: student.uid },
      });
      expect(read.uid).toBe(student.uid);
      await expect(
        usersHandlers.getUserDocument({ ctx: h.ctx, caller: admin, input: { uid: 'no-such-user' } }),
      ).rejects.toMatchObject({ code: 'functions/not-found' });
    });

    it('spec 7 updateMyUserDocument: changes name, photo and preferences of the caller only, and updated_at', async () => {
      const before = await usersHandlers.getUserDocument({
        ctx: h.ctx,
        caller: student,
        input: { uid: student.uid },
      });
      h.advance(5000);
      const after = await usersHandlers.updateMyUserDocument({
        ctx: h.ctx,
        caller: student,
        input: {
          displayName: 'Stu',
          photoURL: '/api/files/download/x.png',
          preferences: { language: 'fr-FR' },
        },
      });
      expect(after).toMatchObject({
        displayName: 'Stu',
        photoURL: '/api/files/download/x.png',
        preferences: { language: 'fr-FR', notifications: true },
      });
      expect(Date.parse(after.updated_at)).toBeGreaterThan(Date.parse(before.updated_at));
      const adminDoc = await usersHandlers.getUserDocument({
        ctx: h.ctx,
        caller: admin,
        input: { uid: admin.uid },
      });
      expect(adminDoc.displayName).toBeNull();
    });

    // The users list and role changes: admin-users.ts.

    builtIn('spec 8: a failed last-login update is logged and the sign-in still succeeds', async () => {
      await h.signUp('resilient@example.org');
      const errors: unknown[] = [];
      const brokenDb = new Proxy(h.ctx.db, {
        get(target, property) {
          if (property === 'updateTable') {
            return () => {
              throw new Error('disk I/O error');
            };
          }
          // Bound to the real instance: Kysely keeps its state in private fields a proxy cannot reach.
          const value: unknown = Reflect.get(target, property);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      }) as Kysely<Database>;
      const log = { ...h.ctx.log, error: (meta: unknown) => void errors.push(meta) } as DomainContext['log'];
      const ctx: DomainContext = { ...h.ctx, db: brokenDb, log };
      const row = await h.ctx.db
        .selectFrom('users')
        .select('uid')
        .where('email', '=', 'resilient@example.org')
        .executeTakeFirstOrThrow();
      await expect(recordLogin(ctx, row.uid)).resolves.toBeUndefined();
      expect(errors).toHaveLength(1);
      // And through the endpoint: the sign-in answers 200 although the update fails.
      const { signInWithPassword } = await import('@lms/domain/internal/auth/password-accounts');
      const answer = await signInWithPassword(
        ctx,
        { email: 'resilient@example.org', password: PASSWORD },
        '127.0.0.1',
      );
      expect(answer.idToken).toEqual(expect.any(String));
      expect(errors).toHaveLength(2);
      expect(
        (
          await h.post(AUTH_ENDPOINTS.signInWithPassword, {
            email: 'resilient@example.org',
            password: PASSWORD,
          })
        ).status,
      ).toBe(200);
    });
  });
