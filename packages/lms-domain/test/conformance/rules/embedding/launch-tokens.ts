// Launch tokens: issued to a site's back end holding an API key (the server's endpoint for it: lms-server's
// test/embedding/launch-token-endpoint.test.ts), exchanged once, within five minutes, from a page
// on one of the key's (still allowed) origins, for a session limited to the embedded step's needs; revoking the
// key stops all of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, AUTH_ENDPOINTS, LAUNCH_TOKEN_TTL_SECONDS } from '@lms/core';
import { callFunction } from '../../fixtures/callable';
import { SCHOOL, startEmbedHost, type EmbedHarness } from '../../fixtures/embed-harness';
import { postJson, type ConformanceTraits, type OpenConformanceHost } from '../../host';
import { itNeeding } from '../test-needs';

export const describeLaunchTokens = (openHost: OpenConformanceHost, traits: ConformanceTraits) =>
  describe('launch tokens', () => {
    // A password change and a refresh of an embedded session: the built-in identity provider's endpoints.
    const builtIn = itNeeding(traits, { identity: 'built-in' });
    let h: EmbedHarness;
    beforeAll(async () => {
      h = await startEmbedHost(openHost);
    });
    afterAll(() => h?.close());

    it('exchanges a token once for a session of its student; a second exchange fails', async () => {
      const token = await h.launchToken();
      const first = await h.exchange(token);
      expect(first).toMatchObject({
        stepId: h.stepId,
        courseId: h.courseId,
        session: { user: { uid: h.student.uid } },
      });
      const view = await h.call(first.session.idToken, 'getActionPlanStep', { stepId: h.stepId });
      expect(view.progress?.state).toBe('not-started');
      expect(await h.exchangeFails(token)).toMatchObject({
        status: 403,
        details: { reason: 'launch-token-used' },
      });
      expect(await h.exchangeFails('A'.repeat(43))).toMatchObject({
        status: 403,
        details: { reason: 'launch-token-invalid' },
      });
    });

    it('lets only one of two simultaneous exchanges of a token win', async () => {
      const token = await h.launchToken();
      const attempt = () =>
        callFunction(h.host, null, 'exchangeLaunchToken', {
          launchToken: token,
          embedOrigin: SCHOOL,
          stepId: h.stepId,
        });
      const statuses = (await Promise.all([attempt(), attempt(), attempt()])).map((r) => r.status).sort();
      expect(statuses).toEqual([200, 403, 403]);
    });

    it('refuses a token after five minutes', async () => {
      const token = await h.launchToken();
      h.advance(LAUNCH_TOKEN_TTL_SECONDS * 1000 + 1);
      expect(await h.exchangeFails(token)).toMatchObject({
        status: 403,
        details: { reason: 'launch-token-expired' },
      });
    });

    it('accepts only the origins of the token’s key, while they stay allowed, and spends a misused token', async () => {
      await h.call(h.admin.idToken, 'addEmbedOrigin', { origin: 'https://other.example' });
      const misused = await h.launchToken();
      // Allowed for framing, but not an origin of this key.
      expect(await h.exchangeFails(misused, 'https://other.example')).toMatchObject({
        status: 403,
        details: { reason: 'origin-not-allowed' },
      });
      expect(await h.exchangeFails(misused)).toMatchObject({ details: { reason: 'launch-token-used' } });
      expect(await h.exchangeFails(await h.launchToken(), 'https://evil.example')).toMatchObject({
        details: { reason: 'origin-not-allowed' },
      });
      expect(await h.exchangeFails(await h.launchToken(), SCHOOL, 'another-step')).toMatchObject({
        details: { reason: 'wrong-step' },
      });

      // Removing the origin from the allow-list is a kill switch, even though the key still lists it.
      const pending = await h.launchToken();
      await h.call(h.admin.idToken, 'removeEmbedOrigin', { origin: SCHOOL });
      expect(await h.exchangeFails(pending)).toMatchObject({ details: { reason: 'origin-not-allowed' } });
      await h.call(h.admin.idToken, 'addEmbedOrigin', { origin: SCHOOL });
    });

    builtIn('keeps an embedded session to the step’s operations and away from account changes', async () => {
      const { session } = await h.exchange(await h.launchToken());
      await h.call(session.idToken, 'updateMyActionPlanStep', { stepId: h.stepId, note: 'from the frame' });
      await h.call(session.idToken, 'getMyActionPlan', { courseId: h.courseId });
      expect(await h.fail(session.idToken, 'listMyLearning', {})).toMatchObject({
        status: 403,
        details: { reason: 'embedded-session' },
      });
      expect(await h.fail(session.idToken, 'enrollInCourse', { courseId: h.courseId })).toMatchObject({
        status: 403,
      });
      const change = await h.host.fetch(
        API_PATHS.auth(AUTH_ENDPOINTS.update),
        postJson({ idToken: session.idToken, password: 'a-new-password-1' }),
      );
      expect(change.status).toBe(401);
      expect(await change.json()).toMatchObject({ error: { code: 'auth/requires-recent-login' } });
      // The student's own sign-in is not limited.
      await h.call(h.student.idToken, 'listMyLearning', {});
    });

    builtIn('never lets an embedded session act as an administrator, even after a promotion', async () => {
      const { session } = await h.exchange(await h.launchToken());
      await h.host.ctx.db
        .updateTable('users')
        .set({ role: 'admin' })
        .where('uid', '=', h.student.uid)
        .execute();
      try {
        // The token from before the promotion is refused until refreshed; the refreshed one says admin, and the
        // embedded session's limits still hold.
        expect(await h.fail(session.idToken, 'adminListCourses', {})).toMatchObject({
          status: 401,
          details: { reason: 'role-changed' },
        });
        const refreshed = await h.host.fetch(
          API_PATHS.auth(AUTH_ENDPOINTS.token),
          postJson({ grant_type: 'refresh_token', refresh_token: session.refreshToken }),
        );
        const idToken = ((await refreshed.json()) as { id_token: string }).id_token;
        expect(await h.fail(idToken, 'adminListCourses', {})).toMatchObject({
          status: 403,
          details: { reason: 'embedded-session' },
        });
        expect(await h.fail(idToken, 'getUserDocument', { uid: h.other.uid })).toMatchObject({
          status: 403,
        });
        await h.call(idToken, 'getUserDocument', { uid: h.student.uid });
      } finally {
        await h.host.ctx.db
          .updateTable('users')
          .set({ role: 'user' })
          .where('uid', '=', h.student.uid)
          .execute();
      }
    });

    builtIn(
      'revoking a key stops new tokens, unexchanged tokens and the refresh of its sessions',
      async () => {
        const { session } = await h.exchange(await h.launchToken());
        const unexchanged = await h.launchToken();
        const revoked = await h.call(h.admin.idToken, 'revokeEmbedApiKey', { id: h.keyId });
        expect(revoked.revokedAt).toEqual(expect.any(String));
        // The launch-token endpoint answers this refusal with 401 (lms-server's test/embedding/launch-token-endpoint.test.ts).
        await expect(
          h.issueLaunchToken(h.apiKey, { email: h.student.email, stepId: h.stepId }),
        ).rejects.toMatchObject({ code: 'functions/unauthenticated' });
        expect(await h.exchangeFails(unexchanged)).toMatchObject({ details: { reason: 'api-key-revoked' } });
        expect(await h.refresh(session.refreshToken)).toBe(401);
        // The student's own sessions are untouched.
        expect(await h.refresh(h.student.refreshToken)).toBe(200);
      },
    );
  });
