// What the in-process fetch does besides the domain's answers (those are compared with the server's in
// server-parity.test.ts): addresses, the version, form bodies and cancellation.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_SERVER_VERSION, type LocalServer } from '../src';
import { openLocalServer, postJson } from './helpers';

let server: LocalServer;

beforeEach(async () => {
  server = await openLocalServer({ version: '9.9.9', config: { publicUrl: 'https://lms.example.org/' } });
});
afterEach(() => server.close());

describe('the local fetch', () => {
  it('answers on the public origin, for absolute and relative addresses alike', async () => {
    const absolute = await server.fetch('https://lms.example.org/api/version', { method: 'GET' });
    await expect(absolute.json()).resolves.toEqual({ version: '9.9.9' });
    const relative = await server.fetch('/api/version', { method: 'GET' });
    expect(relative.status).toBe(200);
    expect(relative.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('reaches nothing on another origin, as a host that does not resolve', async () => {
    await expect(
      server.fetch('https://elsewhere.example/api/version', { method: 'GET' }),
    ).rejects.toBeInstanceOf(TypeError);
  });

  it("answers this package's version unless told otherwise", async () => {
    const plain = await openLocalServer();
    try {
      const answer = await plain.fetch('http://localhost/api/version', { method: 'GET' });
      await expect(answer.json()).resolves.toEqual({ version: LOCAL_SERVER_VERSION });
      expect(LOCAL_SERVER_VERSION).toMatch(/^\d+\.\d+\.\d+/);
    } finally {
      await plain.close();
    }
  });

  it('takes JSON only on the auth and callable endpoints, as the server does (issue 25)', async () => {
    const signUp = await server.fetch(
      '/api/auth/accounts:signUp',
      postJson({ email: 'a@example.com', password: 'password' }),
    );
    const { refreshToken } = (await signUp.json()) as { refreshToken: string };
    const answer = await server.fetch('/api/auth/v1/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    });
    expect(answer.status).toBe(415);
    const json = await server.fetch(
      '/api/auth/v1/token',
      postJson({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    );
    expect(json.status).toBe(200);
    expect(json.headers.get('cache-control')).toBe('no-store');
    await expect(json.json()).resolves.toMatchObject({ token_type: 'Bearer' });
    const form = await server.fetch('/api/fn/listCourses', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'data=1',
    });
    expect(form.status).toBe(415);
  });

  it('rejects a request whose signal has already aborted, with the reason fetch gives', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      server.fetch('/api/fn/listCourses', { ...postJson({ data: {} }), signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });
});
