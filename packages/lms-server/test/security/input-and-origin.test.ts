// Issue 25, part 3: the findings about input, reproduced. A `javascript:` photo address was accepted and copied
// into the ID token's picture claim; accounts:signUp took a form-encoded POST from another site.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { API_PATHS, AUTH_ENDPOINTS } from '@lms/core';
import { testDatabases } from '../helpers/databases';
import { signInTestUser } from '../helpers/auth';
import { createTestServer, type TestServer } from '../helpers/server';

const EVIL = 'https://evil.example';

describe.each(testDatabases())('input and origin checks ($dialect)', ({ dialect }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ dialect });
  });
  afterAll(() => server.close());

  const call = (name: string, data: unknown, idToken: string) =>
    server.app.inject({
      method: 'POST',
      url: `/api/fn/${name}`,
      headers: { authorization: `Bearer ${idToken}` },
      payload: { data },
    });
  const authPost = (endpoint: string, payload: string, headers: Record<string, string>) =>
    server.app.inject({ method: 'POST', url: API_PATHS.auth(endpoint), headers, payload });
  const refresh = async (refreshToken: string) =>
    (
      await authPost(
        AUTH_ENDPOINTS.token,
        JSON.stringify({ grant_type: 'refresh_token', refresh_token: refreshToken }),
        { 'content-type': 'application/json' },
      )
    ).json() as { id_token: string };
  const accountCount = async (email: string) =>
    (await server.ctx.db.selectFrom('users').select('uid').where('email', '=', email).execute()).length;

  it('updateMyUserDocument refuses javascript:, data: and protocol-relative photo addresses', async () => {
    const user = await signInTestUser(server.ctx, { email: 'photo@example.org' });
    for (const photoURL of [
      'javascript:alert(document.domain)',
      'data:text/html,<script>1</script>',
      '//evil.example/p.png',
    ]) {
      const answer = await call('updateMyUserDocument', { photoURL }, user.idToken);
      expect(answer.statusCode, photoURL).toBe(400);
      expect(answer.json().error.status).toBe('INVALID_ARGUMENT');
    }
    const ok = await call('updateMyUserDocument', { photoURL: 'https://cdn.example/me.png' }, user.idToken);
    expect(ok.statusCode).toBe(200);
    expect(decodeJwt((await refresh(user.refreshToken)).id_token).picture).toBe('https://cdn.example/me.png');
  });

  it('a javascript: address stored before the rule never reaches the ID token picture claim', async () => {
    const user = await signInTestUser(server.ctx, { email: 'old-photo@example.org' });
    await server.ctx.db
      .updateTable('users')
      .set({ photo_url: 'javascript:alert(1)' })
      .where('uid', '=', user.uid)
      .execute();
    expect(decodeJwt((await refresh(user.refreshToken)).id_token).picture).toBeNull();
  });

  it('accounts:update refuses a javascript: photoUrl', async () => {
    const user = await signInTestUser(server.ctx, { email: 'update-photo@example.org' });
    const answer = await authPost(
      AUTH_ENDPOINTS.update,
      JSON.stringify({ idToken: user.idToken, photoUrl: 'javascript:alert(1)' }),
      { 'content-type': 'application/json' },
    );
    expect(answer.statusCode).toBe(400);
  });

  it('accounts:signUp refuses a form-encoded cross-site POST and creates no account', async () => {
    const answer = await authPost(
      AUTH_ENDPOINTS.signUp,
      'email=csrf%40example.org&password=correct+horse+1',
      { 'content-type': 'application/x-www-form-urlencoded', origin: EVIL },
    );
    expect(answer.statusCode).toBe(403);
    expect(await accountCount('csrf@example.org')).toBe(0);
  });

  it('the JSON endpoints refuse form and text bodies even from this site', async () => {
    const origin = new URL(server.ctx.config.publicUrl).origin;
    const form = await authPost(AUTH_ENDPOINTS.signUp, 'email=form%40example.org&password=correct+horse+1', {
      'content-type': 'application/x-www-form-urlencoded',
      origin,
    });
    expect(form.statusCode).toBe(415);
    expect(form.json().error.message).toMatch(/JSON/);
    const text = await authPost(
      AUTH_ENDPOINTS.signUp,
      JSON.stringify({ email: 'text@example.org', password: 'correct horse 1' }),
      { 'content-type': 'text/plain', origin },
    );
    expect(text.statusCode).toBe(415);
    expect(await accountCount('form@example.org')).toBe(0);
    expect(await accountCount('text@example.org')).toBe(0);
  });

  it('a JSON POST from another origin is refused; from this site or without Origin it is served', async () => {
    const body = (email: string) => JSON.stringify({ email, password: 'correct horse 1' });
    const json = { 'content-type': 'application/json' };
    const crossSite = await authPost(AUTH_ENDPOINTS.signUp, body('cross@example.org'), {
      ...json,
      origin: EVIL,
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().error.code).toBe('functions/permission-denied');
    const nullOrigin = await authPost(AUTH_ENDPOINTS.signUp, body('null@example.org'), {
      ...json,
      origin: 'null',
    });
    expect(nullOrigin.statusCode).toBe(403);
    const publicOrigin = new URL(server.ctx.config.publicUrl).origin;
    expect(
      (await authPost(AUTH_ENDPOINTS.signUp, body('same@example.org'), { ...json, origin: publicOrigin }))
        .statusCode,
    ).toBe(200);
    const viaHost = await authPost(AUTH_ENDPOINTS.signUp, body('proxied@example.org'), {
      ...json,
      host: 'lms.school.example',
      origin: 'http://lms.school.example',
    });
    expect(viaHost.statusCode).toBe(200);
    expect((await authPost(AUTH_ENDPOINTS.signUp, body('cli@example.org'), json)).statusCode).toBe(200);
    expect(await accountCount('cross@example.org')).toBe(0);
  });

  it('the refresh grant takes JSON only (an OAuth form body is refused)', async () => {
    const user = await signInTestUser(server.ctx, { email: 'form-refresh@example.org' });
    const form = await authPost(
      AUTH_ENDPOINTS.token,
      `grant_type=refresh_token&refresh_token=${encodeURIComponent(user.refreshToken)}`,
      { 'content-type': 'application/x-www-form-urlencoded' },
    );
    expect(form.statusCode).toBe(415);
  });

  it('the server-rendered setup form refuses a POST from another site', async () => {
    const answer = await authPost(AUTH_ENDPOINTS.setupAdmin, 'code=x&email=a%40b.c&password=p', {
      'content-type': 'application/x-www-form-urlencoded',
      origin: EVIL,
    });
    expect(answer.statusCode).toBe(403);
  });
});
