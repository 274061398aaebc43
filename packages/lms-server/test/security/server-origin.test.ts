// Issue 25, part 3, what only the server has: a request through a reverse proxy that keeps the Host is same-site,
// and the server's own setup form refuses a POST from another site. The input and origin rules of the sign-in
// service run on every host in lms-domain's conformance suite (rules/auth/input-and-origin.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, AUTH_ENDPOINTS } from '@lms/core';
import { testDatabases } from '../helpers/databases';
import { createTestServer, type TestServer } from '../helpers/server';

const EVIL = 'https://evil.example';

describe.each(testDatabases())('origin checks of the server ($dialect)', ({ dialect }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ dialect });
  });
  afterAll(() => server.close());

  const authPost = (endpoint: string, payload: string, headers: Record<string, string>) =>
    server.app.inject({ method: 'POST', url: API_PATHS.auth(endpoint), headers, payload });
  const accountCount = async (email: string) =>
    (await server.ctx.db.selectFrom('users').select('uid').where('email', '=', email).execute()).length;

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

  it('the server-rendered setup form refuses a POST from another site', async () => {
    const answer = await authPost(AUTH_ENDPOINTS.setupAdmin, 'code=x&email=a%40b.c&password=p', {
      'content-type': 'application/x-www-form-urlencoded',
      origin: EVIL,
    });
    expect(answer.statusCode).toBe(403);
  });
});
