import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { AUTH_ENDPOINTS } from '@lms/core';
import { authenticate } from '@lms/domain';
import { REFRESH_REUSE_GRACE_MS, REFRESH_TOKEN_TTL_MS } from '@lms/domain/internal/auth/refresh-tokens';
import { openAuthHost, type AuthHost } from '../../fixtures/auth-fixtures';
import type { OpenConformanceHost } from '../../host';
import { signInTestUser } from '../../sign-in';
import type { GroupNeeds } from '../rules-types';

/** The built-in identity provider's ID and refresh tokens, their keys and its refresh grant. */
export const needs: GroupNeeds = [{ identity: 'built-in' }];

export const describeTokens = (openHost: OpenConformanceHost) =>
  describe('ID and refresh tokens', () => {
    let h: AuthHost;
    beforeAll(async () => {
      h = await openAuthHost(openHost);
    });
    afterAll(() => h?.close());

    const refresh = (token: string) =>
      h.post(AUTH_ENDPOINTS.token, { grant_type: 'refresh_token', refresh_token: token });

    it('ID tokens are ES256 JWTs with a kid, verifiable with the published JWKS, with the agreed claims', async () => {
      const session = await h.signUp('claims@example.org', undefined, 'Claire');
      const jwks = await h.get('jwks.json');
      expect(jwks.status).toBe(200);
      expect(jwks.body.keys).toHaveLength(1);
      expect(jwks.body.keys[0]).not.toHaveProperty('d');
      const header = decodeProtectedHeader(session.idToken);
      expect(header).toMatchObject({ alg: 'ES256', kid: jwks.body.keys[0].kid, typ: 'JWT' });
      const { payload } = await jwtVerify(session.idToken, createLocalJWKSet(jwks.body), {
        issuer: h.ctx.config.publicUrl,
        audience: 'lms',
        currentDate: new Date(h.ctx.now()),
      });
      expect(payload).toMatchObject({
        sub: session.user.uid,
        email: 'claims@example.org',
        email_verified: false,
        name: 'Claire',
        picture: null,
        provider: 'password',
      });
      expect(payload.admin).toBeUndefined();
      expect(payload.exp! - payload.iat!).toBe(3600);
      expect(Math.abs(Number(payload.auth_time) - payload.iat!)).toBeLessThanOrEqual(1);
    });

    it('the signing key is stored in signing_keys once and reused for every token', async () => {
      await h.signUp('key1@example.org');
      await h.signUp('key2@example.org');
      const keys = await h.ctx.db.selectFrom('signing_keys').selectAll().execute();
      expect(keys).toHaveLength(1);
      expect(keys[0]!.alg).toBe('ES256');
    });

    it('spec 4/6: admins get admin: true in the ID token', async () => {
      const admin = await signInTestUser(h.ctx, { email: 'admin-claim@example.org', admin: true });
      const { payload } = await jwtVerify(admin.idToken, createLocalJWKSet((await h.get('jwks.json')).body), {
        currentDate: new Date(h.ctx.now()),
      });
      expect(payload.admin).toBe(true);
    });

    it('refresh rotates: each use returns a new refresh token and a new ID token that authenticates', async () => {
      const session = await h.signUp('rotate@example.org');
      const first = await refresh(session.refreshToken);
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ token_type: 'Bearer', expires_in: 3600, user_id: session.user.uid });
      expect(first.body.refresh_token).not.toBe(session.refreshToken);
      const caller = await authenticate(h.ctx, `Bearer ${first.body.id_token}`);
      expect(caller).toMatchObject({
        uid: session.user.uid,
        email: 'rotate@example.org',
        admin: false,
        provider: 'password',
      });
      const second = await refresh(first.body.refresh_token);
      expect(second.status).toBe(200);
    });

    it('reuse of a rotated refresh token after the grace period revokes the whole family (the newest token stops working too)', async () => {
      const session = await h.signUp('reuse@example.org');
      const rotated = await refresh(session.refreshToken);
      h.advance(REFRESH_REUSE_GRACE_MS + 1000);
      const reuse = await refresh(session.refreshToken);
      expect(reuse.status).toBe(401);
      expect(reuse.body.error.code).toBe('auth/invalid-refresh-token');
      const newest = await refresh(rotated.body.refresh_token);
      expect(newest.body.error.code).toBe('auth/invalid-refresh-token');
    });

    it('other sign-ins of the same user are separate families and survive a reuse in one of them', async () => {
      await h.signUp('families@example.org');
      const a = await h.post(AUTH_ENDPOINTS.signInWithPassword, {
        email: 'families@example.org',
        password: 'correct horse 1',
      });
      const b = await h.post(AUTH_ENDPOINTS.signInWithPassword, {
        email: 'families@example.org',
        password: 'correct horse 1',
      });
      await refresh(a.body.refreshToken);
      h.advance(REFRESH_REUSE_GRACE_MS + 1000);
      await refresh(a.body.refreshToken);
      expect((await refresh(b.body.refreshToken)).status).toBe(200);
    });

    it('invalid-refresh-token: expired, revoked (sign-out) and unknown refresh tokens are refused', async () => {
      const expiring = await h.signUp('expire@example.org');
      h.advance(REFRESH_TOKEN_TTL_MS + 1000);
      expect((await refresh(expiring.refreshToken)).body.error.code).toBe('auth/invalid-refresh-token');

      const signedOut = await h.signUp('signout@example.org');
      const revoke = await h.post(AUTH_ENDPOINTS.revokeToken, { token: signedOut.refreshToken });
      expect(revoke.status).toBe(200);
      expect(revoke.body).toEqual({});
      expect((await refresh(signedOut.refreshToken)).body.error.code).toBe('auth/invalid-refresh-token');

      expect((await h.post(AUTH_ENDPOINTS.revokeToken, { token: 'unknown-token' })).status).toBe(200);
      expect((await refresh('unknown-token')).body.error.code).toBe('auth/invalid-refresh-token');
    });

    it('the refresh grant refuses other grant types', async () => {
      const wrongGrant = await h.post(AUTH_ENDPOINTS.token, { grant_type: 'password', refresh_token: 'x' });
      expect(wrongGrant.status).toBe(400);
      expect(wrongGrant.body.error.code).toBe('functions/invalid-argument');
    });

    it('spec 4 user-disabled: refreshing the session of a disabled account is refused', async () => {
      const session = await h.signUp('disable-refresh@example.org');
      await h.ctx.db.updateTable('users').set({ disabled: 1 }).where('uid', '=', session.user.uid).execute();
      const answer = await refresh(session.refreshToken);
      expect(answer.status).toBe(403);
      expect(answer.body.error.code).toBe('auth/user-disabled');
    });

    it('authenticate: no header is anonymous; a malformed, forged or expired token is functions/unauthenticated', async () => {
      expect(await authenticate(h.ctx, undefined)).toBeNull();
      expect(await authenticate(h.ctx, '')).toBeNull();
      await expect(authenticate(h.ctx, 'Basic abc')).rejects.toMatchObject({
        code: 'functions/unauthenticated',
      });
      await expect(authenticate(h.ctx, 'Bearer not.a.jwt')).rejects.toMatchObject({
        code: 'functions/unauthenticated',
      });
      const session = await h.signUp('authn@example.org');
      const [head, body] = session.idToken.split('.');
      const forged = `${head}.${body}.${'A'.repeat(86)}`;
      await expect(authenticate(h.ctx, `Bearer ${forged}`)).rejects.toMatchObject({
        code: 'functions/unauthenticated',
      });
      expect(await authenticate(h.ctx, `Bearer ${session.idToken}`)).toMatchObject({ uid: session.user.uid });
      h.advance(3601_000);
      await expect(authenticate(h.ctx, `Bearer ${session.idToken}`)).rejects.toMatchObject({
        code: 'functions/unauthenticated',
        message: 'The ID token has expired',
      });
    });

    it('authenticate: a deleted or disabled account loses access at once; a demotion removes admin at once', async () => {
      const admin = await signInTestUser(h.ctx, { email: 'demoted@example.org', admin: true });
      expect(await authenticate(h.ctx, `Bearer ${admin.idToken}`)).toMatchObject({ admin: true });
      await h.ctx.db.updateTable('users').set({ role: 'user' }).where('uid', '=', admin.uid).execute();
      // The token still says admin: the account's role counts, and the token is marked for the callable dispatch to
      // refuse (role-change-live.ts); a refreshed token carries the new role.
      expect(await authenticate(h.ctx, `Bearer ${admin.idToken}`)).toMatchObject({
        admin: false,
        roleChanged: true,
      });
      const refreshed = await refresh(admin.refreshToken);
      const current = await authenticate(h.ctx, `Bearer ${refreshed.body.id_token}`);
      expect(current).toMatchObject({ admin: false });
      expect(current).not.toHaveProperty('roleChanged');
      await h.ctx.db.updateTable('users').set({ disabled: 1 }).where('uid', '=', admin.uid).execute();
      await expect(authenticate(h.ctx, `Bearer ${admin.idToken}`)).rejects.toMatchObject({
        code: 'functions/unauthenticated',
        details: { reason: 'user-disabled' },
      });
      await h.ctx.db.deleteFrom('users').where('uid', '=', admin.uid).execute();
      await expect(authenticate(h.ctx, `Bearer ${admin.idToken}`)).rejects.toMatchObject({
        code: 'functions/unauthenticated',
        details: { reason: 'user-not-found' },
      });
    });
  });
