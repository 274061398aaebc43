import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ENDPOINTS, DEFAULT_PASSWORD_POLICY, userDocumentSchema } from '@lms/core';
import { createPasswordAccount } from '@lms/domain';
import { findUserByEmail, toUserDocument } from '@lms/domain/internal/users/user-records';
import { openAuthHost, PASSWORD, type AuthHost } from '../../fixtures/auth-fixtures';
import type { OpenConformanceHost } from '../../host';
import type { GroupNeeds } from '../rules-types';

/** Passwords are kept by the built-in identity provider (Firebase Auth keeps its own). */
export const needs: GroupNeeds = [{ identity: 'built-in' }];

// A stored hash of older parameters replaced at sign-in depends on the host's hashing (scrypt in the server):
// lms-server's test/auth/passwords.test.ts.
export const describePasswordSignIn = (openHost: OpenConformanceHost) =>
  describe('e-mail and password accounts', () => {
    let h: AuthHost;
    beforeAll(async () => {
      h = await openAuthHost(openHost, {
        config: { passwordPolicy: { ...DEFAULT_PASSWORD_POLICY, minLength: 8, requireNumeric: true } },
      });
    });
    afterAll(() => h?.close());

    it('spec 3/7: sign-up creates the user document with its defaults and signs the user in', async () => {
      const answer = await h.signUp('New.Student@Example.org', PASSWORD, 'Ada');
      expect(answer.isNewUser).toBe(true);
      expect(answer.user).toMatchObject({
        email: 'new.student@example.org',
        displayName: 'Ada',
        emailVerified: false,
      });
      expect(answer.idToken.split('.')).toHaveLength(3);
      expect(answer.refreshToken.length).toBeGreaterThan(30);
      expect(answer.expiresIn).toBe(3600);
      const row = await findUserByEmail(h.ctx, 'new.student@example.org');
      const document = userDocumentSchema.parse(toUserDocument(row!));
      expect(document).toMatchObject({
        uid: answer.user.uid,
        role: 'user',
        provider: 'password',
        preferences: { language: 'en-US', notifications: true },
        xapi_identifier: 'mailto:new.student@example.org',
      });
      expect(document.last_login).toBe(document.created_at);
    });

    it('spec 8 email-already-in-use: a second sign-up with the same address (any case) is refused', async () => {
      await h.signUp('taken@example.org');
      const again = await h.post(AUTH_ENDPOINTS.signUp, { email: ' TAKEN@example.org ', password: PASSWORD });
      expect(again.status).toBe(400);
      expect(again.body.error.code).toBe('auth/email-already-in-use');
    });

    it('invalid-email and missing-password: malformed sign-up bodies get the specific codes', async () => {
      const badEmail = await h.post(AUTH_ENDPOINTS.signUp, { email: 'not-an-address', password: PASSWORD });
      expect(badEmail.body.error.code).toBe('auth/invalid-email');
      const noPassword = await h.post(AUTH_ENDPOINTS.signUp, { email: 'nopass@example.org', password: '' });
      expect(noPassword.body.error.code).toBe('auth/missing-password');
      const extraField = await h.post(AUTH_ENDPOINTS.signUp, {
        email: 'x@example.org',
        password: PASSWORD,
        role: 'admin',
      });
      expect(extraField.status).toBe(400);
      expect(extraField.body.error.code).toBe('functions/invalid-argument');
    });

    it('spec 5 password-does-not-meet-requirements: the configured policy is enforced and each unmet rule listed', async () => {
      const answer = await h.post(AUTH_ENDPOINTS.signUp, { email: 'weak@example.org', password: 'short' });
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe('auth/password-does-not-meet-requirements');
      expect(answer.body.error.details.unmet).toEqual(['minLength', 'numeric']);
      expect(await findUserByEmail(h.ctx, 'weak@example.org')).toBeUndefined();
    });

    it('spec 7: password sign-in returns tokens and sets last_login and updated_at on the user document', async () => {
      const created = await h.signUp('login@example.org');
      h.advance(60_000);
      const answer = await h.post(AUTH_ENDPOINTS.signInWithPassword, {
        email: 'login@example.org',
        password: PASSWORD,
      });
      expect(answer.status).toBe(200);
      expect(answer.body.isNewUser).toBe(false);
      expect(answer.body.user.uid).toBe(created.user.uid);
      const row = await findUserByEmail(h.ctx, 'login@example.org');
      expect(row!.last_login).toBeGreaterThanOrEqual(created.user.createdAt + 60_000);
      expect(row!.updated_at).toBe(row!.last_login);
      expect(answer.body.user.lastLoginAt).toBe(row!.last_login);
    });

    it('invalid-credential: a wrong password and an unknown e-mail get the same answer (no account enumeration)', async () => {
      await h.signUp('enumerate@example.org');
      const wrong = await h.post(AUTH_ENDPOINTS.signInWithPassword, {
        email: 'enumerate@example.org',
        password: 'nope nope 1',
      });
      const unknown = await h.post(AUTH_ENDPOINTS.signInWithPassword, {
        email: 'nobody@example.org',
        password: PASSWORD,
      });
      expect(wrong.status).toBe(401);
      expect(wrong.body.error).toEqual(unknown.body.error);
      expect(wrong.body.error.code).toBe('auth/invalid-credential');
    });

    it('wrong-password: re-authenticating the signed-in account with a wrong password says so', async () => {
      const session = await h.signUp('reauth@example.org');
      const wrong = await h.post(AUTH_ENDPOINTS.signInWithPassword, {
        email: 'reauth@example.org',
        password: 'nope nope 1',
        idToken: session.idToken,
      });
      expect(wrong.status).toBe(401);
      expect(wrong.body.error.code).toBe('auth/wrong-password');
      const right = await h.post(AUTH_ENDPOINTS.signInWithPassword, {
        email: 'reauth@example.org',
        password: PASSWORD,
        idToken: session.idToken,
      });
      expect(right.status).toBe(200);
      const otherAccount = await h.post(AUTH_ENDPOINTS.signInWithPassword, {
        email: 'enumerate@example.org',
        password: PASSWORD,
        idToken: session.idToken,
      });
      expect(otherAccount.body.error.code).toBe('auth/invalid-credential');
    });

    it('spec 8 user-disabled: a disabled account cannot sign in, even with the right password', async () => {
      const session = await h.signUp('disabled@example.org');
      await h.ctx.db.updateTable('users').set({ disabled: 1 }).where('uid', '=', session.user.uid).execute();
      const answer = await h.post(AUTH_ENDPOINTS.signInWithPassword, {
        email: 'disabled@example.org',
        password: PASSWORD,
      });
      expect(answer.status).toBe(403);
      expect(answer.body.error.code).toBe('auth/user-disabled');
    });

    it('createPasswordAccount (CLI create-admin): validates like sign-up and can create an admin', async () => {
      const admin = await createPasswordAccount(h.ctx, {
        email: 'Boss@Example.org',
        password: 'admin pass 9',
        role: 'admin',
      });
      expect(admin).toMatchObject({ email: 'boss@example.org', role: 'admin', provider: 'password' });
      await expect(
        createPasswordAccount(h.ctx, { email: 'boss@example.org', password: 'admin pass 9' }),
      ).rejects.toMatchObject({
        code: 'auth/email-already-in-use',
      });
      await expect(
        createPasswordAccount(h.ctx, { email: 'nope', password: 'admin pass 9' }),
      ).rejects.toMatchObject({
        code: 'auth/invalid-email',
      });
      await expect(
        createPasswordAccount(h.ctx, { email: 'weak2@example.org', password: 'weak' }),
      ).rejects.toMatchObject({
        code: 'auth/password-does-not-meet-requirements',
      });
    });
  });
