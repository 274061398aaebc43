// Issue 25, part 3: the findings about input, reproduced. A `javascript:` photo address was accepted and copied
// into the ID token's picture claim; accounts:signUp took a form-encoded POST from another site. (A request through
// a reverse proxy that keeps the Host, and the server's own setup form: lms-server's
// test/security/server-origin.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { API_PATHS, AUTH_ENDPOINTS } from '@lms/core';
import { answerOf } from '../../fixtures/auth-fixtures';
import { postJson, type ConformanceHost, type OpenConformanceHost } from '../../host';
import { signInTestUser } from '../../sign-in';
import type { GroupNeeds } from '../rules-types';

const EVIL = 'https://evil.example';

/** Each finding goes through the built-in identity provider: its endpoints, or its ID token's claims on refresh. */
export const needs: GroupNeeds = [{ identity: 'built-in' }];

export const describeInputAndOrigin = (openHost: OpenConformanceHost) =>
  describe('input and origin checks', () => {
    let host: ConformanceHost;
    beforeAll(async () => {
      host = await openHost({});
    });
    afterAll(() => host?.close());

    const call = async (name: string, data: unknown, idToken: string) =>
      answerOf(
        await host.fetch(
          API_PATHS.functions(name),
          postJson({ data }, { authorization: `Bearer ${idToken}` }),
        ),
      );
    const authPost = async (endpoint: string, payload: string, headers: Record<string, string>) =>
      answerOf(await host.fetch(API_PATHS.auth(endpoint), { method: 'POST', headers, body: payload }));
    const refresh = async (refreshToken: string) =>
      (
        await authPost(
          AUTH_ENDPOINTS.token,
          JSON.stringify({ grant_type: 'refresh_token', refresh_token: refreshToken }),
          { 'content-type': 'application/json' },
        )
      ).body as { id_token: string };
    const accountCount = async (email: string) =>
      (await host.ctx.db.selectFrom('users').select('uid').where('email', '=', email).execute()).length;

    it('updateMyUserDocument refuses javascript:, data: and protocol-relative photo addresses', async () => {
      const user = await signInTestUser(host.ctx, { email: 'photo@example.org' });
      for (const photoURL of [
        'javascript:alert(document.domain)',
        'data:text/html,<script>1</script>',
        '//evil.example/p.png',
      ]) {
        const answer = await call('updateMyUserDocument', { photoURL }, user.idToken);
        expect(answer.status, photoURL).toBe(400);
        expect(answer.body.error.status).toBe('INVALID_ARGUMENT');
      }
      const ok = await call('updateMyUserDocument', { photoURL: 'https://cdn.example/me.png' }, user.idToken);
      expect(ok.status).toBe(200);
      expect(decodeJwt((await refresh(user.refreshToken)).id_token).picture).toBe(
        'https://cdn.example/me.png',
      );
    });

    it('a javascript: address stored before the rule never reaches the ID token picture claim', async () => {
      const user = await signInTestUser(host.ctx, { email: 'old-photo@example.org' });
      await host.ctx.db
        .updateTable('users')
        .set({ photo_url: 'javascript:alert(1)' })
        .where('uid', '=', user.uid)
        .execute();
      expect(decodeJwt((await refresh(user.refreshToken)).id_token).picture).toBeNull();
    });

    it('accounts:update refuses a javascript: photoUrl', async () => {
      const user = await signInTestUser(host.ctx, { email: 'update-photo@example.org' });
      const answer = await authPost(
        AUTH_ENDPOINTS.update,
        JSON.stringify({ idToken: user.idToken, photoUrl: 'javascript:alert(1)' }),
        { 'content-type': 'application/json' },
      );
      expect(answer.status).toBe(400);
    });

    it('accounts:signUp refuses a form-encoded cross-site POST and creates no account', async () => {
      const answer = await authPost(
        AUTH_ENDPOINTS.signUp,
        'email=csrf%40example.org&password=correct+horse+1',
        { 'content-type': 'application/x-www-form-urlencoded', origin: EVIL },
      );
      expect(answer.status).toBe(403);
      expect(await accountCount('csrf@example.org')).toBe(0);
    });

    it('the JSON endpoints refuse form and text bodies even from this site', async () => {
      const origin = new URL(host.ctx.config.publicUrl).origin;
      const form = await authPost(
        AUTH_ENDPOINTS.signUp,
        'email=form%40example.org&password=correct+horse+1',
        {
          'content-type': 'application/x-www-form-urlencoded',
          origin,
        },
      );
      expect(form.status).toBe(415);
      expect(form.body.error.message).toMatch(/JSON/);
      const text = await authPost(
        AUTH_ENDPOINTS.signUp,
        JSON.stringify({ email: 'text@example.org', password: 'correct horse 1' }),
        { 'content-type': 'text/plain', origin },
      );
      expect(text.status).toBe(415);
      expect(await accountCount('form@example.org')).toBe(0);
      expect(await accountCount('text@example.org')).toBe(0);
    });

    it('the refresh grant takes JSON only (an OAuth form body is refused)', async () => {
      const user = await signInTestUser(host.ctx, { email: 'form-refresh@example.org' });
      const form = await authPost(
        AUTH_ENDPOINTS.token,
        `grant_type=refresh_token&refresh_token=${encodeURIComponent(user.refreshToken)}`,
        { 'content-type': 'application/x-www-form-urlencoded' },
      );
      expect(form.status).toBe(415);
    });
  });
