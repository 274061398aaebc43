import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ENDPOINTS } from '@lms/core';
import { authenticate } from '@lms/domain';
import { findUserByUid } from '@lms/domain/internal/users/user-records';
import { openAuthHost, PASSWORD, type AuthHost } from '../../fixtures/auth-fixtures';
import type { OpenConformanceHost } from '../../host';
import { signInTestUser } from '../../sign-in';
import type { GroupNeeds } from '../rules-types';

/** accounts:lookup, :update and :delete are the built-in identity provider's endpoints. */
export const needs: GroupNeeds = [{ identity: 'built-in' }];

export const describeAccountChanges = (openHost: OpenConformanceHost) =>
  describe('accounts:lookup, accounts:update, accounts:delete', () => {
    let h: AuthHost;
    beforeAll(async () => {
      h = await openAuthHost(openHost);
    });
    afterAll(() => h?.close());

    const refresh = (token: string) =>
      h.post(AUTH_ENDPOINTS.token, { grant_type: 'refresh_token', refresh_token: token });

    it('lookup returns the identity-provider user of spec 3 for the ID token', async () => {
      const session = await h.signUp('lookup@example.org', PASSWORD, 'Lou');
      const answer = await h.post(AUTH_ENDPOINTS.lookup, { idToken: session.idToken });
      expect(answer.status).toBe(200);
      expect(answer.body.user).toEqual({
        uid: session.user.uid,
        email: 'lookup@example.org',
        emailVerified: false,
        displayName: 'Lou',
        photoURL: null,
        phoneNumber: null,
        tenantId: null,
        isAnonymous: false,
        providerData: [
          {
            providerId: 'password',
            uid: 'lookup@example.org',
            email: 'lookup@example.org',
            displayName: 'Lou',
            photoURL: null,
          },
        ],
        createdAt: session.user.createdAt,
        lastLoginAt: session.user.lastLoginAt,
        disabled: false,
      });
      const garbage = await h.post(AUTH_ENDPOINTS.lookup, { idToken: 'garbage' });
      expect(garbage.status).toBe(401);
      expect(garbage.body.error.code).toBe('auth/user-token-expired');
    });

    it('spec 7: a profile update changes name and photo on the user document (updated_at) without new tokens', async () => {
      const session = await h.signUp('profile@example.org');
      h.advance(10 * 60_000);
      const answer = await h.post(AUTH_ENDPOINTS.update, {
        idToken: session.idToken,
        displayName: 'Pat',
        photoUrl: 'https://cdn.example.org/pat.png',
      });
      expect(answer.status).toBe(200);
      expect(answer.body.user).toMatchObject({
        displayName: 'Pat',
        photoURL: 'https://cdn.example.org/pat.png',
      });
      expect(answer.body.tokens).toBeUndefined();
      const row = await findUserByUid(h.ctx, session.user.uid);
      expect(row!.updated_at).toBeGreaterThanOrEqual(session.user.createdAt + 10 * 60_000);
      const cleared = await h.post(AUTH_ENDPOINTS.update, {
        idToken: session.idToken,
        displayName: null,
        photoUrl: null,
      });
      expect(cleared.body.user).toMatchObject({ displayName: null, photoURL: null });
      const script = await h.post(AUTH_ENDPOINTS.update, {
        idToken: session.idToken,
        photoUrl: 'javascript:alert(1)',
      });
      expect(script.body.error.code).toBe('functions/invalid-argument');
    });

    it('spec 5 requires-recent-login: e-mail and password changes need a sign-in within 5 minutes', async () => {
      const session = await h.signUp('stale@example.org');
      h.advance(5 * 60_000 + 1000);
      const email = await h.post(AUTH_ENDPOINTS.update, {
        idToken: session.idToken,
        email: 'fresh@example.org',
      });
      expect(email.status).toBe(401);
      expect(email.body.error.code).toBe('auth/requires-recent-login');
      const password = await h.post(AUTH_ENDPOINTS.update, {
        idToken: session.idToken,
        password: 'another pass 2',
      });
      expect(password.body.error.code).toBe('auth/requires-recent-login');
      const remove = await h.post(AUTH_ENDPOINTS.delete, { idToken: session.idToken });
      expect(remove.body.error.code).toBe('auth/requires-recent-login');
      expect((await findUserByUid(h.ctx, session.user.uid))!.email).toBe('stale@example.org');
    });

    it('spec 7: an e-mail change updates the user document, unverifies the address and returns fresh tokens', async () => {
      const session = await h.signUp('before@example.org');
      await h.ctx.db
        .updateTable('users')
        .set({ email_verified: 1 })
        .where('uid', '=', session.user.uid)
        .execute();
      const answer = await h.post(AUTH_ENDPOINTS.update, {
        idToken: session.idToken,
        email: 'After@Example.org',
      });
      expect(answer.status).toBe(200);
      expect(answer.body.user).toMatchObject({ email: 'after@example.org', emailVerified: false });
      expect(answer.body.tokens.idToken).toEqual(expect.any(String));
      const row = await findUserByUid(h.ctx, session.user.uid);
      expect(row).toMatchObject({ email: 'after@example.org', xapi_identifier: 'mailto:after@example.org' });
      expect((await refresh(session.refreshToken)).body.error.code).toBe('auth/invalid-refresh-token');
      expect((await refresh(answer.body.tokens.refreshToken)).status).toBe(200);
      const signIn = await h.post(AUTH_ENDPOINTS.signInWithPassword, {
        email: 'after@example.org',
        password: PASSWORD,
      });
      expect(signIn.status).toBe(200);
    });

    it('email-already-in-use: changing to an address another account has is refused', async () => {
      await h.signUp('owner@example.org');
      const session = await h.signUp('wants@example.org');
      const answer = await h.post(AUTH_ENDPOINTS.update, {
        idToken: session.idToken,
        email: 'owner@example.org',
      });
      expect(answer.body.error.code).toBe('auth/email-already-in-use');
    });

    it('a password change revokes other sessions (tokens_valid_after) and returns fresh tokens', async () => {
      const session = await h.signUp('changer@example.org');
      const otherDevice = await h.post(AUTH_ENDPOINTS.signInWithPassword, {
        email: 'changer@example.org',
        password: PASSWORD,
      });
      // ID tokens carry whole seconds: the change must happen in a later second than the tokens it revokes.
      h.advance(1000);
      const weak = await h.post(AUTH_ENDPOINTS.update, { idToken: session.idToken, password: '123' });
      expect(weak.body.error.code).toBe('auth/password-does-not-meet-requirements');
      const answer = await h.post(AUTH_ENDPOINTS.update, {
        idToken: session.idToken,
        password: 'brand new pass 3',
      });
      expect(answer.status).toBe(200);
      const fresh = answer.body.tokens;
      await expect(authenticate(h.ctx, `Bearer ${otherDevice.body.idToken}`)).rejects.toMatchObject({
        code: 'functions/unauthenticated',
        message: 'The ID token was revoked; sign in again',
      });
      await expect(authenticate(h.ctx, `Bearer ${session.idToken}`)).rejects.toMatchObject({
        code: 'functions/unauthenticated',
      });
      expect(await authenticate(h.ctx, `Bearer ${fresh.idToken}`)).toMatchObject({ uid: session.user.uid });
      expect((await refresh(otherDevice.body.refreshToken)).body.error.code).toBe(
        'auth/invalid-refresh-token',
      );
      expect((await refresh(fresh.refreshToken)).status).toBe(200);
      const oldPassword = await h.post(AUTH_ENDPOINTS.signInWithPassword, {
        email: 'changer@example.org',
        password: PASSWORD,
      });
      expect(oldPassword.body.error.code).toBe('auth/invalid-credential');
      const newPassword = await h.post(AUTH_ENDPOINTS.signInWithPassword, {
        email: 'changer@example.org',
        password: 'brand new pass 3',
      });
      expect(newPassword.status).toBe(200);
    });

    it('accounts:delete removes the account and its sessions; its token then answers user-not-found', async () => {
      const session = await h.signUp('leaver@example.org');
      const answer = await h.post(AUTH_ENDPOINTS.delete, { idToken: session.idToken });
      expect(answer.status).toBe(200);
      expect(await findUserByUid(h.ctx, session.user.uid)).toBeUndefined();
      const tokens = await h.ctx.db
        .selectFrom('refresh_tokens')
        .select('id')
        .where('uid', '=', session.user.uid)
        .execute();
      expect(tokens).toHaveLength(0);
      const lookup = await h.post(AUTH_ENDPOINTS.lookup, { idToken: session.idToken });
      expect(lookup.status).toBe(400);
      expect(lookup.body.error.code).toBe('auth/user-not-found');
    });

    it('the last administrator cannot delete their account; with a second admin they can', async () => {
      const only = await signInTestUser(h.ctx, { email: 'only-admin@example.org', admin: true });
      const refused = await h.post(AUTH_ENDPOINTS.delete, { idToken: only.idToken });
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('auth/operation-not-allowed');
      await signInTestUser(h.ctx, { email: 'second-admin@example.org', admin: true });
      expect((await h.post(AUTH_ENDPOINTS.delete, { idToken: only.idToken })).status).toBe(200);
    });

    it('user-disabled: account endpoints refuse the token of a disabled account', async () => {
      const session = await h.signUp('off@example.org');
      await h.ctx.db.updateTable('users').set({ disabled: 1 }).where('uid', '=', session.user.uid).execute();
      const answer = await h.post(AUTH_ENDPOINTS.update, { idToken: session.idToken, displayName: 'x' });
      expect(answer.status).toBe(403);
      expect(answer.body.error.code).toBe('auth/user-disabled');
    });
  });
