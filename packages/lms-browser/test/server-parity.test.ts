// The local server answers as lms-server does: the same requests, sent to both, get the same status and body.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, startServer, type RunningServer } from '@lms/server';
import type { LocalServer } from '../src';
import { openLocalServer } from './helpers';

interface Ask {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

interface Answer {
  status: number;
  body: unknown;
  retryAfter: string | null;
}

type Host = (ask: Ask) => Promise<Answer>;

// One stopped clock for both hosts: a Retry-After counts down from the moment each host answers, and on a busy
// machine the two answers to the same request can be a second apart.
const stoppedClock = (at: number) => () => at;
const now = stoppedClock(Date.now());

let dataDir: string;
let remote: RunningServer;
let local: LocalServer;
const hosts: Record<'server' | 'local', Host> = {
  server: async ({ method, path, body, headers }) => {
    const reply = await remote.app.inject({
      method,
      url: path,
      headers,
      ...(body === undefined ? {} : { payload: body }),
    });
    return {
      status: reply.statusCode,
      body: reply.json(),
      retryAfter: reply.headers['retry-after']?.toString() ?? null,
    };
  },
  local: async ({ method, path, body, headers }) => {
    const response = await local.fetch(`http://localhost${path}`, { method, headers, body });
    return {
      status: response.status,
      body: await response.json(),
      retryAfter: response.headers.get('retry-after'),
    };
  },
};
/** Each host's ID token of the same student account. */
const studentToken: Record<keyof typeof hosts, string> = { server: '', local: '' };

const json = (value: unknown) => ({
  body: JSON.stringify(value),
  headers: { 'content-type': 'application/json' },
});

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'lms-browser-parity-'));
  const env = {
    LMS_DATA_DIR: dataDir,
    LMS_LOG_LEVEL: 'silent',
    LMS_SEED_DEMO: 'false',
    LMS_PUBLIC_URL: 'http://localhost',
    PORT: '0',
    HOST: '127.0.0.1',
  };
  remote = await startServer(loadConfig(env), { listen: false, now });
  // The server above has no popup providers configured; neither has this one.
  local = await openLocalServer({ config: { oidc: {} }, now });
  for (const name of ['server', 'local'] as const) {
    const signUp = json({ email: 'sam@example.com', password: 'student pass' });
    const answer = await hosts[name]({ method: 'POST', path: '/api/auth/accounts:signUp', ...signUp });
    studentToken[name] = (answer.body as { idToken: string }).idToken;
  }
});

afterAll(async () => {
  await local?.close();
  await remote?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** The request both hosts are sent; `student` adds each host's own token of the same account. */
async function expectSameAnswer(ask: Ask & { student?: boolean }, expected?: { status: number }) {
  const answers = await Promise.all(
    (['server', 'local'] as const).map((name) =>
      hosts[name]({
        ...ask,
        headers: {
          ...ask.headers,
          ...(ask.student ? { authorization: `Bearer ${studentToken[name]}` } : {}),
        },
      }),
    ),
  );
  const [server, local] = answers as [Answer, Answer];
  expect(local).toEqual(server);
  if (expected !== undefined) expect(server.status).toBe(expected.status);
  return server;
}

describe('the same answers as lms-server', () => {
  it.each<[string, Ask & { student?: boolean }, number]>([
    [
      'permission-denied: a student calls an admin operation',
      { method: 'POST', path: '/api/fn/listUsers', student: true, ...json({ data: {} }) },
      403,
    ],
    [
      'invalid-argument: input the contract rejects',
      { method: 'POST', path: '/api/fn/listCourses', ...json({ data: { page: 0, sort: 'x' } }) },
      400,
    ],
    [
      'invalid-argument: a body without data',
      { method: 'POST', path: '/api/fn/listCourses', ...json({ page: 1 }) },
      400,
    ],
    [
      'invalid-argument: malformed JSON',
      {
        method: 'POST',
        path: '/api/fn/listCourses',
        body: '{"data":',
        headers: { 'content-type': 'application/json' },
      },
      400,
    ],
    [
      'invalid-argument: an empty JSON body',
      {
        method: 'POST',
        path: '/api/fn/listCourses',
        body: '',
        headers: { 'content-type': 'application/json' },
      },
      400,
    ],
    [
      'invalid-argument: another media type',
      {
        method: 'POST',
        path: '/api/fn/listCourses',
        body: '<data/>',
        headers: { 'content-type': 'application/xml' },
      },
      415,
    ],
    [
      'unauthenticated: no token for a user operation',
      { method: 'POST', path: '/api/fn/getUserDocument', ...json({ data: { uid: 'x' } }) },
      401,
    ],
    [
      'unauthenticated: a token that is not one',
      {
        method: 'POST',
        path: '/api/fn/listCourses',
        body: '{"data":{}}',
        headers: { 'content-type': 'application/json', authorization: 'Bearer abc.def.ghi' },
      },
      401,
    ],
    [
      'not-found: no such operation',
      { method: 'POST', path: '/api/fn/noSuchOperation', ...json({ data: {} }) },
      404,
    ],
    ['a public operation', { method: 'POST', path: '/api/fn/listCourses', ...json({ data: {} }) }, 200],
    [
      'auth: a wrong password',
      {
        method: 'POST',
        path: '/api/auth/accounts:signInWithPassword',
        ...json({ email: 'sam@example.com', password: 'nope' }),
      },
      401,
    ],
    [
      'auth: an address taken',
      {
        method: 'POST',
        path: '/api/auth/accounts:signUp',
        ...json({ email: 'sam@example.com', password: 'student pass' }),
      },
      400,
    ],
    [
      'auth: a malformed address',
      {
        method: 'POST',
        path: '/api/auth/accounts:signUp',
        ...json({ email: 'sam', password: 'student pass' }),
      },
      400,
    ],
    [
      'auth: an unknown field',
      {
        method: 'POST',
        path: '/api/auth/accounts:signUp',
        ...json({ email: 'x@example.com', password: 'student pass', admin: true }),
      },
      400,
    ],
    [
      'auth: a refresh token nobody issued',
      {
        method: 'POST',
        path: '/api/auth/v1/token',
        ...json({ grant_type: 'refresh_token', refresh_token: 'nope' }),
      },
      401,
    ],
    [
      'auth: malformed JSON',
      {
        method: 'POST',
        path: '/api/auth/accounts:lookup',
        body: '{',
        headers: { 'content-type': 'application/json' },
      },
      400,
    ],
    ['auth: the password policy', { method: 'GET', path: '/api/auth/v2/passwordPolicy' }, 200],
    ['auth: the popup providers', { method: 'GET', path: '/api/auth/providers' }, 200],
    ['a route that does not exist', { method: 'POST', path: '/api/nothing-here?x=1', ...json({}) }, 404],
    [
      'an auth endpoint that does not exist',
      { method: 'POST', path: '/api/auth/accounts:nothing', ...json({}) },
      404,
    ],
    [
      'an inherited property is no endpoint',
      { method: 'POST', path: '/api/auth/constructor', ...json({}) },
      404,
    ],
    ['a callable asked with GET', { method: 'GET', path: '/api/fn/listCourses' }, 404],
  ])('%s', async (_name, ask, status) => {
    await expectSameAnswer(ask, { status });
  });

  it('answers a rate-limited sign-in with the same body and Retry-After', async () => {
    const wrong = {
      method: 'POST' as const,
      path: '/api/auth/accounts:signInWithPassword',
      ...json({ email: 'sam@example.com', password: 'bad' }),
    };
    for (let attempt = 1; attempt <= 15; attempt++) {
      const answer = await expectSameAnswer(wrong);
      if (answer.status === 429) {
        expect(answer.retryAfter).toMatch(/^\d+$/);
        return;
      }
      expect(answer.status).toBe(401);
    }
    throw new Error('Neither host limited the sign-ins.');
  });
});
