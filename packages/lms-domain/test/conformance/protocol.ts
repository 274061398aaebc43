// The callable protocol as every host answers it (spec section 7): `{data}` in, `{result}` or `{error: {status, code,
// message, details}}` out, with the statuses of the functions/ catalogue, the body limit and the media-type rule.
// The rules are the domain's (wire/api-protocol.ts); this proves each host routes to them without a word changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@lms/core';
import type { ConformanceHost, ConformanceTraits, OpenConformanceHost } from './host';

interface Answer {
  statusCode: number;
  json(): any; // eslint-disable-line @typescript-eslint/no-explicit-any -- a test reads any field of the body
}

export function describeProtocol(openHost: OpenConformanceHost, traits: ConformanceTraits): void {
  describe('callable protocol POST /api/fn/<name>', () => {
    // The envelope's own rules (body, media type, size, routes) are the domain's only where the domain reads it;
    // Cloud Functions reads it itself, and lms-firebase tests what its transport answers.
    const envelope = traits.envelope === 'domain' ? it : it.skip;
    let host: ConformanceHost;
    let studentToken: string;

    beforeAll(async () => {
      host = await openHost({});
      studentToken = (await host.signIn({ email: 'student@example.com' })).idToken;
    });
    afterAll(() => host?.close());

    const send = async (path: string, init: RequestInit): Promise<Answer> => {
      const response = await host.fetch(path, init);
      const text = await response.text();
      return { statusCode: response.status, json: () => JSON.parse(text) };
    };

    const call = (name: string, payload: string | object, headers: Record<string, string> = {}) =>
      send(API_PATHS.functions(name), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });

    it('answers {result} for a valid public call, with defaults from the contract applied', async () => {
      const response = await call('listCourses', { data: {} });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ result: { items: [], total: 0, page: 1, pageSize: 12 } });
    });

    it('treats {data: null} as "no argument", as Firebase callable clients send it', async () => {
      const response = await call('listCourses', { data: null });
      expect(response.statusCode).toBe(200);
    });

    envelope('answers malformed JSON with 400 invalid-argument, never 500', async () => {
      const response = await call('listCourses', '{"data": {');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: {
          status: 'INVALID_ARGUMENT',
          code: 'functions/invalid-argument',
          message: expect.stringMatching(/not valid JSON/),
        },
      });
    });

    it('answers an empty JSON body with 400 invalid-argument', async () => {
      const response = await call('listCourses', '');
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('functions/invalid-argument');
    });

    envelope('answers a body without "data" with 400 invalid-argument', async () => {
      const response = await call('listCourses', { search: 'x' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toMatch(/must be a JSON object \{"data": \.\.\.\}/);
    });

    it('answers wrong types with 400 invalid-argument naming the field', async () => {
      const response = await call('listCourses', { data: { page: 'two' } });
      expect(response.statusCode).toBe(400);
      const { error } = response.json();
      expect(error).toMatchObject({ status: 'INVALID_ARGUMENT', code: 'functions/invalid-argument' });
      expect(error.message).toMatch(/Invalid input for listCourses at "page"/);
      expect(error.details.issues[0].path).toBe('page');
    });

    it('rejects fields the contract does not know (strict input schemas)', async () => {
      const response = await call('listCourses', { data: { admin: true } });
      expect(response.statusCode).toBe(400);
    });

    envelope('answers a body over 1 MB with 413 and a clear invalid-argument code', async () => {
      const response = await call('listCourses', { data: { search: 'x'.repeat(1_100_000) } });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({
        error: {
          code: 'functions/invalid-argument',
          details: { reason: 'body-too-large', limitBytes: 1_048_576 },
        },
      });
    });

    envelope('answers an unsupported content type with 415, not 500', async () => {
      const response = await send(API_PATHS.functions('listCourses'), {
        method: 'POST',
        headers: { 'content-type': 'application/xml' },
        body: '<data/>',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().error).toMatchObject({
        code: 'functions/invalid-argument',
        message: expect.stringMatching(/application\/json/),
      });
    });

    envelope('answers a plain-text body with 400: the callable protocol needs a JSON object', async () => {
      const response = await send(API_PATHS.functions('listCourses'), {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: 'data',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toMatch(/must be a JSON object/);
    });

    envelope('answers an unknown operation with 404 functions/not-found', async () => {
      const response = await call('dropAllTables', { data: {} });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { status: 'NOT_FOUND', code: 'functions/not-found' } });
    });

    it('does not treat inherited object keys as operations', async () => {
      expect((await call('constructor', { data: {} })).statusCode).toBe(404);
      expect((await call('__proto__', { data: {} })).statusCode).toBe(404);
    });

    it("answers a 'user' operation without a token with 401 functions/unauthenticated", async () => {
      const response = await call('listMyEnrollments', { data: {} });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        error: { status: 'UNAUTHENTICATED', code: 'functions/unauthenticated' },
      });
    });

    it('answers an invalid token with 401, even on a public operation', async () => {
      for (const authorization of ['Bearer not.a.token', 'Basic dXNlcjpwYXNz', `Bearer ${studentToken}x`]) {
        const response = await call('listCourses', { data: {} }, { authorization });
        expect(response.statusCode, authorization).toBe(401);
        expect(response.json().error.code).toBe('functions/unauthenticated');
      }
    });

    it("answers an 'admin' operation from a student with 403 functions/permission-denied", async () => {
      const response = await call('listUsers', { data: {} }, { authorization: `Bearer ${studentToken}` });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        error: { status: 'PERMISSION_DENIED', code: 'functions/permission-denied' },
      });
    });

    it('checks the caller before the input, so anonymous callers learn nothing about schemas', async () => {
      const response = await call('listUsers', { data: { page: 'x' } });
      expect(response.statusCode).toBe(401);
    });

    it('lets a signed-in user call a user operation', async () => {
      const response = await call(
        'listMyEnrollments',
        { data: {} },
        { authorization: `Bearer ${studentToken}` },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ result: [] });
    });

    envelope('answers GET on the callable path with a JSON 404, not the web app', async () => {
      const response = await send(API_PATHS.functions('listCourses'), { method: 'GET' });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('functions/not-found');
    });
  });
}
