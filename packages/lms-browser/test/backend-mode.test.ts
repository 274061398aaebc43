// Story states injected at the port: the adapters report them as they report the real network's failures.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FetchFailureDetails } from '@lms/core';
import type { LocalServer } from '../src';
import { clientOf, codeOf, openLocalServer, postJson } from './helpers';

let server: LocalServer;

beforeEach(async () => {
  server = await openLocalServer();
});
afterEach(() => server.close());

/** Whether the promise settles within `ms` of real time. */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), ms));
  return Promise.race([
    promise.then(
      () => true,
      () => true,
    ),
    timeout,
  ]);
}

describe('setMode', () => {
  it('error: answers the chosen code as the server answers it, and leaves sign-in working by default', async () => {
    const { backend } = clientOf(server);
    server.setMode({ kind: 'error', code: 'functions/unavailable', message: 'Down for a story' });
    const failure = await backend.functions.call('listCourses', {}).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'functions/unavailable', message: 'Down for a story' });
    const answer = await server.fetch('http://localhost/api/fn/listCourses', postJson({ data: {} }));
    expect(answer.status).toBe(503);
    await expect(answer.json()).resolves.toEqual({
      error: { status: 'UNAVAILABLE', code: 'functions/unavailable', message: 'Down for a story' },
    });
    await expect(
      backend.auth.signUp({ email: 'a@example.com', password: 'password' }),
    ).resolves.toBeDefined();
    expect(await codeOf(backend.storage.getDownloadURL('profile_pictures/x/a.png'))).toBe(
      'functions/unavailable',
    );
  });

  it('scopes a state to named auth methods, by AuthPort name or endpoint', async () => {
    const { backend } = clientOf(server);
    await backend.auth.signUp({ email: 'a@example.com', password: 'password' });
    server.setMode(
      { kind: 'error', code: 'auth/too-many-requests' },
      { areas: ['auth'], names: ['signInWithPassword'] },
    );
    expect(
      await codeOf(backend.auth.signInWithPassword({ email: 'a@example.com', password: 'password' })),
    ).toBe('auth/too-many-requests');
    await expect(backend.auth.getProviders()).resolves.toEqual({ google: true, microsoft: true });
    await expect(backend.functions.call('listCourses', {})).resolves.toBeDefined();
    server.setMode(
      { kind: 'error', code: 'auth/user-disabled' },
      { areas: ['auth'], names: ['v2/passwordPolicy'] },
    );
    expect(await codeOf(backend.auth.getPasswordPolicy())).toBe('auth/user-disabled');
    server.setMode({ kind: 'live' });
    await expect(
      backend.auth.signInWithPassword({ email: 'a@example.com', password: 'password' }),
    ).resolves.toBeDefined();
  });

  it('delayed: answers after the delay, not before', async () => {
    const { backend } = clientOf(server);
    server.setMode({ kind: 'delayed', ms: 300 });
    const started = performance.now();
    const call = backend.functions.call('listCourses', {});
    expect(await settlesWithin(call, 150)).toBe(false);
    await expect(call).resolves.toMatchObject({ total: 0 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('loading: never answers, until the caller gives up (an AbortError, as fetch rejects)', async () => {
    const { backend } = clientOf(server);
    server.setMode({ kind: 'loading' });
    const controller = new AbortController();
    const call = backend.functions.call('listCourses', {}, { signal: controller.signal });
    expect(await settlesWithin(call, 200)).toBe(false);
    controller.abort();
    expect(await codeOf(call)).toBe('functions/cancelled');

    const direct = new AbortController();
    const request = server.fetch('http://localhost/api/fn/listCourses', {
      ...postJson({ data: {} }),
      signal: direct.signal,
    });
    direct.abort();
    const error = await request.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(DOMException);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('offline: fetch fails with a TypeError, which the adapters report as a network failure', async () => {
    const { backend } = clientOf(server);
    server.setMode({ kind: 'offline' }, { areas: ['auth', 'functions'] });
    await expect(
      server.fetch('http://localhost/api/fn/listCourses', postJson({ data: {} })),
    ).rejects.toBeInstanceOf(TypeError);
    const call = await backend.functions.call('listCourses', {}).catch((error: unknown) => error);
    expect(call).toMatchObject({ code: 'functions/unavailable' });
    expect((call as { details: FetchFailureDetails }).details.reason).toBe('network');
    expect(await codeOf(backend.auth.getProviders())).toBe('auth/network-request-failed');
  });
});
