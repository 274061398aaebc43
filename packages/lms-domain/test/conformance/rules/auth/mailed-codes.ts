import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ENDPOINTS } from '@lms/core';
import { findUserByEmail } from '@lms/domain/internal/users/user-records';
import { openAuthHost, PASSWORD, type AuthHost } from '../../fixtures/auth-fixtures';
import type { OpenConformanceHost } from '../../host';
import type { GroupNeeds } from '../rules-types';

/** Reset, sign-in and verification codes are the built-in identity provider's. */
export const needs: GroupNeeds = [{ identity: 'built-in' }];

// The link of VERIFY_EMAIL opens the server's own confirmation page: lms-server's test/auth/verify-email-page.test.ts.
export const describeMailedCodes = (openHost: OpenConformanceHost) =>
  describe('password reset, e-mail links and verification', () => {
    let h: AuthHost;
    beforeAll(async () => {
      h = await openAuthHost(openHost, { config: { publicUrl: 'https://learn.example.org' } });
    });
    afterAll(() => h?.close());

    const sendCode = (body: Record<string, unknown>) => h.post(AUTH_ENDPOINTS.sendOobCode, body);

    it('PASSWORD_RESET mails a link to the host app page /reset-password?oobCode=...', async () => {
      await h.signUp('forgot@example.org');
      const answer = await sendCode({ requestType: 'PASSWORD_RESET', email: 'Forgot@example.org' });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({});
      const [mail] = await h.outbox('forgot@example.org');
      expect(mail!.subject).toBe('Reset your password');
      expect(mail!.text_body).toMatch(
        /https:\/\/learn\.example\.org\/reset-password\?oobCode=[A-Za-z0-9_-]{40,}/,
      );
      expect(mail!.html_body).toContain('href="https://learn.example.org/reset-password?oobCode=');
    });

    it('PASSWORD_RESET for an unknown address answers exactly the same and sends nothing (no enumeration)', async () => {
      const answer = await sendCode({ requestType: 'PASSWORD_RESET', email: 'ghost@example.org' });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({});
      expect(await h.outbox('ghost@example.org')).toEqual([]);
    });

    it('resetPassword sets the new password, verifies the address, ends other sessions, and works once', async () => {
      const session = await h.signUp('reset@example.org');
      await sendCode({ requestType: 'PASSWORD_RESET', email: 'reset@example.org' });
      const oobCode = await h.lastMailedCode('reset@example.org');
      const weak = await h.post(AUTH_ENDPOINTS.resetPassword, { oobCode, newPassword: '123' });
      expect(weak.body.error.code).toBe('auth/password-does-not-meet-requirements');
      const done = await h.post(AUTH_ENDPOINTS.resetPassword, { oobCode, newPassword: 'reset pass 4' });
      expect(done.status).toBe(200);
      expect(done.body).toEqual({ email: 'reset@example.org' });
      expect((await findUserByEmail(h.ctx, 'reset@example.org'))!.email_verified).toBe(1);
      const oldSession = await h.post(AUTH_ENDPOINTS.token, {
        grant_type: 'refresh_token',
        refresh_token: session.refreshToken,
      });
      expect(oldSession.body.error.code).toBe('auth/invalid-refresh-token');
      const signIn = await h.post(AUTH_ENDPOINTS.signInWithPassword, {
        email: 'reset@example.org',
        password: 'reset pass 4',
      });
      expect(signIn.status).toBe(200);
      const again = await h.post(AUTH_ENDPOINTS.resetPassword, { oobCode, newPassword: 'reset pass 5' });
      expect(again.status).toBe(400);
      expect(again.body.error.code).toBe('auth/invalid-action-code');
    });

    it('expired-action-code: a reset link older than one hour is refused; an unknown code is invalid-action-code', async () => {
      await h.signUp('late@example.org');
      await sendCode({ requestType: 'PASSWORD_RESET', email: 'late@example.org' });
      const oobCode = await h.lastMailedCode('late@example.org');
      h.advance(60 * 60_000 + 1000);
      const late = await h.post(AUTH_ENDPOINTS.resetPassword, { oobCode, newPassword: 'late pass 6' });
      expect(late.status).toBe(400);
      expect(late.body.error.code).toBe('auth/expired-action-code');
      const unknown = await h.post(AUTH_ENDPOINTS.resetPassword, {
        oobCode: 'made-up',
        newPassword: 'late pass 6',
      });
      expect(unknown.body.error.code).toBe('auth/invalid-action-code');
    });

    it('a reset code cannot be used as a sign-in link (codes are bound to their kind)', async () => {
      await h.signUp('kind@example.org');
      await sendCode({ requestType: 'PASSWORD_RESET', email: 'kind@example.org' });
      const oobCode = await h.lastMailedCode('kind@example.org');
      const answer = await h.post(AUTH_ENDPOINTS.signInWithEmailLink, { email: 'kind@example.org', oobCode });
      expect(answer.body.error.code).toBe('auth/invalid-action-code');
    });

    it('EMAIL_SIGNIN mails /email-link?oobCode=...&email=...; the link signs in once and creates a new account', async () => {
      const answer = await sendCode({ requestType: 'EMAIL_SIGNIN', email: 'linker@example.org' });
      expect(answer.status).toBe(200);
      const [mail] = await h.outbox('linker@example.org');
      expect(mail!.text_body).toMatch(
        /https:\/\/learn\.example\.org\/email-link\?oobCode=[\w-]+&email=linker%40example\.org/,
      );
      const oobCode = await h.lastMailedCode('linker@example.org');
      const wrongAddress = await h.post(AUTH_ENDPOINTS.signInWithEmailLink, {
        email: 'other@example.org',
        oobCode,
      });
      expect(wrongAddress.body.error.code).toBe('auth/invalid-action-code');
      const signIn = await h.post(AUTH_ENDPOINTS.signInWithEmailLink, {
        email: 'linker@example.org',
        oobCode,
      });
      expect(signIn.status).toBe(200);
      expect(signIn.body.isNewUser).toBe(true);
      expect(signIn.body.user).toMatchObject({ email: 'linker@example.org', emailVerified: true });
      const reuse = await h.post(AUTH_ENDPOINTS.signInWithEmailLink, {
        email: 'linker@example.org',
        oobCode,
      });
      expect(reuse.body.error.code).toBe('auth/invalid-action-code');
    });

    it('an e-mail link to an unverified password account drops the password a stranger may have set', async () => {
      const squatter = await h.signUp('victim@example.org');
      await sendCode({ requestType: 'EMAIL_SIGNIN', email: 'victim@example.org' });
      const oobCode = await h.lastMailedCode('victim@example.org');
      const signIn = await h.post(AUTH_ENDPOINTS.signInWithEmailLink, {
        email: 'victim@example.org',
        oobCode,
      });
      expect(signIn.body).toMatchObject({
        isNewUser: false,
        user: { uid: squatter.user.uid, emailVerified: true },
      });
      const squatterPassword = await h.post(AUTH_ENDPOINTS.signInWithPassword, {
        email: 'victim@example.org',
        password: PASSWORD,
      });
      expect(squatterPassword.body.error.code).toBe('auth/invalid-credential');
      const squatterSession = await h.post(AUTH_ENDPOINTS.token, {
        grant_type: 'refresh_token',
        refresh_token: squatter.refreshToken,
      });
      expect(squatterSession.body.error.code).toBe('auth/invalid-refresh-token');
    });

    it('continueUrl is carried in the link only when it stays on this site (no open redirect)', async () => {
      await h.signUp('continue@example.org');
      const offSite = await sendCode({
        requestType: 'PASSWORD_RESET',
        email: 'continue@example.org',
        continueUrl: 'https://evil.example.com/',
      });
      expect(offSite.status).toBe(400);
      expect(offSite.body.error.code).toBe('functions/invalid-argument');
      await sendCode({
        requestType: 'PASSWORD_RESET',
        email: 'continue@example.org',
        continueUrl: '/student/dashboard',
      });
      const [mail] = await h.outbox('continue@example.org');
      expect(mail!.text_body).toContain('continueUrl=https%3A%2F%2Flearn.example.org%2Fstudent%2Fdashboard');
    });
  });
