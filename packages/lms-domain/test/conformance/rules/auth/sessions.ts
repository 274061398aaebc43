// Issue 25, part 1: the findings about sessions, reproduced. Two refreshes with one refresh token (two tabs, or a
// retry after a lost answer) must not sign the user out, and an ID token of a revoked session must stop working at
// once, on every server copy (so the check goes through the database: lms-server's
// test/security/sessions-across-copies.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { AUTH_ENDPOINTS } from '@lms/core';
import { authenticate } from '@lms/domain';
import { REFRESH_REUSE_GRACE_MS, pruneExpiredRefreshTokens } from '@lms/domain/internal/auth/refresh-tokens';
import { openAuthHost, type AuthHost } from '../../fixtures/auth-fixtures';
import type { OpenConformanceHost } from '../../host';
import type { GroupNeeds } from '../rules-types';

/** Refresh tokens, their families and the sid claim are the built-in identity provider's sessions. */
export const needs: GroupNeeds = [{ identity: 'built-in' }];

export const describeSessions = (openHost: OpenConformanceHost) =>
  describe('session hardening', () => {
    let h: AuthHost;
    beforeAll(async () => {
      h = await openAuthHost(openHost);
    });
    afterAll(() => h?.close());

    const refresh = (token: string) =>
      h.post(AUTH_ENDPOINTS.token, { grant_type: 'refresh_token', refresh_token: token });

    it('two refreshes with the same token at once both succeed with the same successor, which keeps working', async () => {
      const session = await h.signUp('two-tabs@example.org');
      const [a, b] = await Promise.all([refresh(session.refreshToken), refresh(session.refreshToken)]);
      expect(a.status).toBe(200);
      expect(b.status).toBe(200);
      expect(a.body.refresh_token).toBe(b.body.refresh_token);
      expect(await authenticate(h.ctx, `Bearer ${a.body.id_token}`)).toMatchObject({ uid: session.user.uid });
      expect(await authenticate(h.ctx, `Bearer ${b.body.id_token}`)).toMatchObject({ uid: session.user.uid });
      expect((await refresh(a.body.refresh_token)).status).toBe(200);
    });

    it('a retry after a lost answer, within the grace period, gets the same successor', async () => {
      const session = await h.signUp('retry@example.org');
      const first = await refresh(session.refreshToken);
      h.advance(REFRESH_REUSE_GRACE_MS - 5_000);
      const retry = await refresh(session.refreshToken);
      expect(retry.status).toBe(200);
      expect(retry.body.refresh_token).toBe(first.body.refresh_token);
      expect((await refresh(first.body.refresh_token)).status).toBe(200);
    });

    it('a retry that follows two rotations in the grace period gets the newest token', async () => {
      const session = await h.signUp('chain@example.org');
      const first = await refresh(session.refreshToken);
      const second = await refresh(first.body.refresh_token);
      const late = await refresh(session.refreshToken);
      expect(late.status).toBe(200);
      expect(late.body.refresh_token).toBe(second.body.refresh_token);
    });

    it('reuse after the grace period still revokes the family', async () => {
      const session = await h.signUp('late-reuse@example.org');
      const first = await refresh(session.refreshToken);
      h.advance(REFRESH_REUSE_GRACE_MS + 1_000);
      const reuse = await refresh(session.refreshToken);
      expect(reuse.status).toBe(401);
      expect(reuse.body.error.code).toBe('auth/invalid-refresh-token');
      expect((await refresh(first.body.refresh_token)).body.error.code).toBe('auth/invalid-refresh-token');
      await expect(authenticate(h.ctx, `Bearer ${first.body.id_token}`)).rejects.toMatchObject({
        code: 'functions/unauthenticated',
      });
    });

    it('ID tokens carry their session family (sid), the same across rotations, another one per sign-in', async () => {
      const session = await h.signUp('sid@example.org');
      const sid = decodeJwt(session.idToken).sid;
      expect(typeof sid).toBe('string');
      const rotated = await refresh(session.refreshToken);
      expect(decodeJwt(rotated.body.id_token).sid).toBe(sid);
      const other = await h.post(AUTH_ENDPOINTS.signInWithPassword, {
        email: 'sid@example.org',
        password: 'correct horse 1',
      });
      expect(decodeJwt(other.body.idToken).sid).not.toBe(sid);
    });

    it('an ID token of a revoked family is refused at once; other sessions of the user keep working', async () => {
      const session = await h.signUp('revoked-family@example.org');
      const other = await h.post(AUTH_ENDPOINTS.signInWithPassword, {
        email: 'revoked-family@example.org',
        password: 'correct horse 1',
      });
      expect(await authenticate(h.ctx, `Bearer ${session.idToken}`)).toMatchObject({ uid: session.user.uid });
      const signOut = await h.post(AUTH_ENDPOINTS.revokeToken, { token: session.refreshToken });
      expect(signOut.status).toBe(200);
      await expect(authenticate(h.ctx, `Bearer ${session.idToken}`)).rejects.toMatchObject({
        code: 'functions/unauthenticated',
        message: 'The ID token was revoked; sign in again',
      });
      const lookup = await h.post(AUTH_ENDPOINTS.lookup, { idToken: session.idToken });
      expect(lookup.status).toBe(401);
      expect(await authenticate(h.ctx, `Bearer ${other.body.idToken}`)).toMatchObject({
        uid: session.user.uid,
      });
    });

    it('a revoked family is remembered until its last ID token has expired, then pruned', async () => {
      const session = await h.signUp('pruned-family@example.org');
      const sid = String(decodeJwt(session.idToken).sid);
      await h.post(AUTH_ENDPOINTS.revokeToken, { token: session.refreshToken });
      const remembered = () =>
        h.ctx.db.selectFrom('revoked_sessions').select('uid').where('family_id', '=', sid).execute();
      expect(await remembered()).toEqual([{ uid: session.user.uid }]);
      h.advance(30 * 60_000);
      await pruneExpiredRefreshTokens(h.ctx);
      expect(await remembered()).toHaveLength(1);
      h.advance(32 * 60_000);
      await pruneExpiredRefreshTokens(h.ctx);
      expect(await remembered()).toHaveLength(0);
    });
  });
