// Issue 24, part 4: the React library in another team's app on another origin calls this server directly. The
// origins in LMS_LIBRARY_ORIGINS get CORS (preflight included, never with credentials); every other origin gets
// no CORS header and still cannot use the sign-in endpoints.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_PATHS, AUTH_ENDPOINTS } from '@lms/core';
import { testDatabases } from '../helpers/databases';
import { signInTestUser } from '../helpers/auth';
import { createTestServer, type TestServer } from '../helpers/server';

const LIBRARY_HOST = 'http://app.school.example:5173';
const OTHER = 'https://evil.example';

describe.each(testDatabases())('CORS for library host origins ($dialect)', ({ dialect }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({
      dialect,
      env: { LMS_LIBRARY_ORIGINS: `${LIBRARY_HOST}, https://second.example` },
    });
  });
  afterAll(() => server.close());

  const preflight = (origin: string, url: string, headers = 'authorization,content-type') =>
    server.app.inject({
      method: 'OPTIONS',
      url,
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': headers,
      },
    });
  const signUp = (origin: string) =>
    server.app.inject({
      method: 'POST',
      url: API_PATHS.auth(AUTH_ENDPOINTS.signUp),
      headers: { origin, 'content-type': 'application/json' },
      payload: { email: `new-${origin.length}@example.org`, password: 'a-long-password-1' },
    });

  it('grants an allowed origin the preflight of an operation: its origin, POST, the token header, no credentials', async () => {
    const answer = await preflight(LIBRARY_HOST, '/api/fn/listCourses');
    expect(answer.statusCode).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBe(LIBRARY_HOST);
    expect(String(answer.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(answer.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
    expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
    expect(String(answer.headers.vary)).toMatch(/origin/i);
  });

  it('answers an allowed origin’s operation with its origin, the ID token in the Authorization header', async () => {
    const user = await signInTestUser(server.ctx, { email: 'cors@example.org' });
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/fn/listMyEnrollments',
      headers: { origin: LIBRARY_HOST, authorization: `Bearer ${user.idToken}` },
      payload: { data: {} },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe(LIBRARY_HOST);
    expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('gives any other origin no CORS header, on the preflight and on the request', async () => {
    const answer = await preflight(OTHER, '/api/fn/listCourses');
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    const get = await server.app.inject({ method: 'GET', url: '/api/version', headers: { origin: OTHER } });
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
    // An origin only differing by its port is another origin.
    const port = await preflight('http://app.school.example:5174', '/api/fn/listCourses');
    expect(port.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets an allowed origin use the sign-in endpoints, and still refuses any other origin', async () => {
    expect(
      (await preflight(LIBRARY_HOST, API_PATHS.auth(AUTH_ENDPOINTS.signUp), 'content-type')).headers[
        'access-control-allow-origin'
      ],
    ).toBe(LIBRARY_HOST);
    const allowed = await signUp(LIBRARY_HOST);
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.headers['access-control-allow-origin']).toBe(LIBRARY_HOST);
    expect(allowed.headers['set-cookie']).toBeUndefined();
    const refused = await signUp(OTHER);
    expect(refused.statusCode).toBe(403);
  });
});

describe('CORS without library host origins', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ dialect: 'sqlite' });
  });
  afterAll(() => server.close());

  it('sends no CORS header to any origin', async () => {
    const answer = await server.app.inject({
      method: 'GET',
      url: '/api/version',
      headers: { origin: LIBRARY_HOST },
    });
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('says once in the log which unlisted origin called the API and where to add it', async () => {
    // Another origin than the other tests', which the log has named already.
    const UNLISTED = 'https://partner.example';
    const warn = vi.spyOn(server.app.log, 'warn');
    try {
      for (let i = 0; i < 3; i++)
        await server.app.inject({
          method: 'POST',
          url: '/api/fn/listCourses',
          headers: { origin: UNLISTED },
        });
      await server.app.inject({
        method: 'GET',
        url: '/api/version',
        headers: { origin: server.ctx.config.publicUrl },
      });
      await server.app.inject({ method: 'GET', url: '/api/version' });
      const named = warn.mock.calls.filter((call) => String(call[1]).includes(UNLISTED));
      expect(named).toHaveLength(1);
      expect(String(named[0]?.[1])).toContain(`${UNLISTED} is not in LMS_LIBRARY_ORIGINS`);
      expect(warn.mock.calls.filter((call) => String(call[1]).includes('LMS_LIBRARY_ORIGINS'))).toHaveLength(
        1,
      );
    } finally {
      warn.mockRestore();
    }
  });
});
