// The request protocol as a fetch handler, with no host around it: what a Cloud Function or the page mounts. The
// server answers the same (lms-browser's server-parity test holds the two together); here, what only the fetch
// form does itself (the body limit before reading, paths it does not own) and the rules any host gets from it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiProtocol, createFetchHandler, handlers, type FetchHandler } from '@lms/domain';
import { createSqliteTestContext, type SqliteTestContext } from '../helpers/sqlite-context';

let test: SqliteTestContext;
let answer: FetchHandler;

beforeEach(async () => {
  test = await createSqliteTestContext();
  answer = createFetchHandler(createApiProtocol(test.ctx, { handlers }), {
    clientIp: () => '203.0.113.7',
    bodyLimitBytes: 1_000,
  });
});
afterEach(() => test.close());

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  new Request(`http://lms.test${path}`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...headers },
  });

async function read(response: Response | null) {
  expect(response).not.toBeNull();
  return { status: response!.status, headers: response!.headers, body: await response!.json() };
}

describe('the fetch handler', () => {
  it('answers a callable operation with {result} and a refusal with the callable error body', async () => {
    const listed = await read(await answer(post('/api/fn/listCourses', '{"data":{}}')));
    expect(listed.status).toBe(200);
    expect(listed.body.result).toMatchObject({ items: [], total: 0 });

    const anonymous = await read(await answer(post('/api/fn/listMyEnrollments', '{"data":{}}')));
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toMatchObject({
      status: 'UNAUTHENTICATED',
      code: 'functions/unauthenticated',
    });
  });

  it('refuses a body over its limit before reading it, in the shape of the path it was sent to', async () => {
    const big = JSON.stringify({ data: { text: 'x'.repeat(2_000) } });
    const callable = await read(await answer(post('/api/fn/listCourses', big)));
    expect(callable.status).toBe(413);
    expect(callable.body.error).toMatchObject({
      code: 'functions/invalid-argument',
      details: { reason: 'body-too-large' },
    });

    const auth = await read(await answer(post('/api/auth/accounts:signUp', big)));
    expect(auth.status).toBe(413);
    expect(auth.body.error.code).toBe('functions/invalid-argument');
  });

  it('leaves paths it does not own to the host', async () => {
    expect(await answer(new Request('http://lms.test/api/version'))).toBeNull();
    expect(await answer(new Request('http://lms.test/api/auth/constructor', { method: 'POST' }))).toBeNull();
    expect(await answer(new Request('http://lms.test/api/fn/listCourses'))).toBeNull();
  });

  it("takes the sign-in service's requests from this site and library hosts only, as JSON only", async () => {
    const body = JSON.stringify({
      email: 'a@lms.test',
      password: 'correct horse 1',
    });
    const otherSite = await read(
      await answer(post('/api/auth/accounts:signUp', body, { origin: 'https://evil.example' })),
    );
    expect(otherSite.status).toBe(403);
    expect(otherSite.headers.get('cache-control')).toBe('no-store');

    const form = await read(
      await answer(post('/api/auth/accounts:signUp', 'email=a', { 'content-type': 'text/plain' })),
    );
    expect(form.status).toBe(415);

    const poisoned = await read(
      await answer(post('/api/auth/accounts:signUp', '{"__proto__":{"admin":true},"email":"a@lms.test"}')),
    );
    expect(poisoned.status).toBe(400);

    const sameSite = await read(
      await answer(post('/api/auth/accounts:signUp', body, { origin: 'http://lms.test' })),
    );
    expect(sameSite.body.error).toBeUndefined();
    expect(sameSite.status).toBe(200);
    expect(sameSite.body.idToken).toEqual(expect.any(String));
  });

  it('publishes the signing keys with a short cache', async () => {
    const keys = await read(await answer(new Request('http://lms.test/api/auth/jwks.json')));
    expect(keys.status).toBe(200);
    expect(keys.headers.get('cache-control')).toBe('public, max-age=300');
    expect(keys.body.keys.length).toBeGreaterThan(0);
  });
});
