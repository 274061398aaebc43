// Contract operations through lms-core's callable client, answered by lms-domain's dispatch in-process.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EMBED_SESSION_PROVIDER, LmsError } from '@lms/core';
import { createPasswordAccount, findUserByUid, issueSession } from '@lms/domain';
import type { LocalServer } from '../src';
import { clientOf, codeOf, openLocalServer, postJson, type Client } from './helpers';

let server: LocalServer;
let client: Client;

beforeEach(async () => {
  server = await openLocalServer();
  client = clientOf(server);
});
afterEach(() => server.close());

async function signUpStudent() {
  return client.signedIn(
    await client.backend.auth.signUp({ email: 'sam@example.com', password: 'student pass' }),
  );
}

async function signInAdmin() {
  const admin = await createPasswordAccount(server.context, {
    email: 'ada@example.com',
    password: 'admin password',
    displayName: 'Ada Admin',
    role: 'admin',
  });
  return client.signedIn(await server.sessionFor(admin.uid));
}

describe('operations', () => {
  it('answers a public operation to a visitor', async () => {
    await expect(client.backend.functions.call('listCourses', {})).resolves.toMatchObject({
      items: [],
      total: 0,
    });
  });

  it("answers a user operation with the caller's own data, and refuses a visitor", async () => {
    expect(await codeOf(client.backend.functions.call('getUserDocument', { uid: 'anyone' }))).toBe(
      'functions/unauthenticated',
    );
    const { user } = await signUpStudent();
    await expect(client.backend.functions.call('getUserDocument', { uid: user.uid })).resolves.toMatchObject({
      uid: user.uid,
      email: 'sam@example.com',
    });
  });

  it('answers an admin operation to an administrator only', async () => {
    await signUpStudent();
    const denied = await client.backend.functions.call('listUsers', {}).catch((error: unknown) => error);
    expect(denied).toBeInstanceOf(LmsError);
    expect(denied).toMatchObject({
      code: 'functions/permission-denied',
      message: 'Only administrators may call listUsers.',
    });

    await signInAdmin();
    const users = await client.backend.functions.call('listUsers', {});
    expect(users.items.map((user) => user.email).sort()).toEqual(['ada@example.com', 'sam@example.com']);
  });

  it('refuses input the contract rejects, naming the field, even when a client skips its own check', async () => {
    const answer = await server.fetch('http://localhost/api/fn/listCourses', postJson({ data: { page: 0 } }));
    expect(answer.status).toBe(400);
    const body = (await answer.json()) as { error: { code: string; message: string; details: unknown } };
    expect(body.error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      code: 'functions/invalid-argument',
      details: { issues: [{ path: 'page' }] },
    });
    expect(body.error.message).toMatch(/^Invalid input for listCourses at "page": /);
  });

  it('keeps an embedded session to the operations a framed step needs, without admin powers', async () => {
    const admin = await createPasswordAccount(server.context, {
      email: 'ada@example.com',
      password: 'admin password',
      role: 'admin',
    });
    const row = (await findUserByUid(server.context, admin.uid))!;
    const tokens = await issueSession(server.context, row, { provider: EMBED_SESSION_PROVIDER });
    client.signedIn({
      user: {} as never,
      tokens: { ...tokens, expiresAt: Date.now() + 60_000 },
      isNewUser: false,
    });

    await expect(client.backend.functions.call('getUserDocument', { uid: admin.uid })).resolves.toMatchObject(
      {
        uid: admin.uid,
      },
    );
    for (const name of ['listUsers', 'listCourses'] as const) {
      const refusal = await client.backend.functions.call(name, {}).catch((error: unknown) => error);
      expect(refusal, name).toMatchObject({
        code: 'functions/permission-denied',
        details: { reason: 'embedded-session' },
      });
    }
  });
});
