import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LmsError } from '../../errors';
import type { OperationName } from '../operations';
import type { IdTokenSource } from '../ports';
import { createCallableClient } from './callable-client';
import type { CallableClientOptions } from './callable-client';
import { deafResponder, failureOf, fakeFetch, hangingResponder, jsonResponse } from './fake-fetch.testing';
import type { Responder } from './fake-fetch.testing';

const signedOut: IdTokenSource = async () => null;
const signedIn: IdTokenSource = async () => 'id-token-123';
const welcome = { email: 'ada@example.org', displayName: 'Ada' };

function client(respond: Responder, options: Partial<CallableClientOptions> = {}) {
  const { fetch, requests } = fakeFetch(respond);
  const functions = createCallableClient({
    baseUrl: 'https://lms.test',
    getIdToken: signedIn,
    fetch,
    ...options,
  });
  return { functions, requests };
}

describe('callable client: the wire protocol (spec 7)', () => {
  it('POSTs JSON {data} to /api/fn/{name} and returns the result', async () => {
    const { functions, requests } = client(() => jsonResponse(200, { result: { sent: true } }));
    await expect(functions.call('sendWelcomeEmail', welcome)).resolves.toEqual({ sent: true });
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.url).toBe('https://lms.test/api/fn/sendWelcomeEmail');
    expect(request?.init.method).toBe('POST');
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(request?.json).toEqual({ data: welcome });
  });

  it('accepts an answer in data as well as in result (spec 7: "answer in data or result")', async () => {
    const { functions } = client(() => jsonResponse(200, { data: { sent: true } }));
    await expect(functions.call('sendWelcomeEmail', welcome)).resolves.toEqual({ sent: true });
  });

  it('ignores a trailing slash on the base URL', async () => {
    const { functions, requests } = client(() => jsonResponse(200, { result: [] }), {
      baseUrl: 'https://lms.test/prefix/',
    });
    await functions.call('listMyEnrollments', {});
    expect(requests[0]?.url).toBe('https://lms.test/prefix/api/fn/listMyEnrollments');
  });

  it('sends the raw input rather than the parsed copy, leaving defaults to the server', async () => {
    const page = { items: [], total: 0, page: 1, pageSize: 12 };
    const { functions, requests } = client(() => jsonResponse(200, { result: page }));
    await functions.call('listCourses', { search: 'react' });
    expect(requests[0]?.json).toEqual({ data: { search: 'react' } });
  });
});

describe('callable client: the ID token', () => {
  it('sends Authorization: Bearer <idToken> when signed in', async () => {
    const { functions, requests } = client(() => jsonResponse(200, { result: [] }), { getIdToken: signedIn });
    await functions.call('listMyEnrollments', {});
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer id-token-123');
  });

  it('sends no Authorization header when signed out', async () => {
    const { functions, requests } = client(() => jsonResponse(200, { result: [] }), {
      getIdToken: signedOut,
    });
    await functions.call('listMyEnrollments', {});
    expect(requests[0]?.headers.has('authorization')).toBe(false);
  });

  it("passes on the session's own LmsError when the token cannot be had, without sending", async () => {
    const expired = new LmsError('auth/user-token-expired', 'expired');
    const { functions, requests } = client(() => jsonResponse(200, { result: [] }), {
      getIdToken: () => Promise.reject(expired),
    });
    await expect(functions.call('listMyEnrollments', {})).rejects.toBe(expired);
    expect(requests).toHaveLength(0);
  });

  it('turns any other token failure into functions/unauthenticated', async () => {
    const { functions } = client(() => jsonResponse(200, { result: [] }), {
      getIdToken: () => Promise.reject(new Error('storage locked')),
    });
    const error = await failureOf(functions.call('listMyEnrollments', {}));
    expect(error.code).toBe('functions/unauthenticated');
    expect(error.details).toEqual({ cause: 'storage locked' });
  });
});

describe('callable client: the contract is checked on both sides', () => {
  it('rejects invalid input with functions/invalid-argument before sending, naming the field', async () => {
    const { functions, requests } = client(() => jsonResponse(200, { result: { sent: true } }));
    const error = await failureOf(functions.call('sendWelcomeEmail', { email: 'not-an-address' }));
    expect(error.code).toBe('functions/invalid-argument');
    expect(error.message).toContain('email');
    expect(error.details).toEqual([expect.objectContaining({ path: ['email'] })]);
    expect(requests).toHaveLength(0);
  });

  it('rejects keys the strict input schema does not know, before sending', async () => {
    const { functions, requests } = client(() => jsonResponse(200, { result: { sent: true } }));
    const input = { ...welcome, isAdmin: true } as unknown as typeof welcome;
    const error = await failureOf(functions.call('sendWelcomeEmail', input));
    expect(error.code).toBe('functions/invalid-argument');
    expect(error.message).toContain('isAdmin');
    expect(requests).toHaveLength(0);
  });

  it('names a nested field and counts the other problems', async () => {
    const { functions } = client(() => jsonResponse(200, { result: {} }));
    const input = { page: 0, pageSize: 1000 };
    const error = await failureOf(functions.call('listCourses', input));
    expect(error.message).toMatch(/^Invalid input for listCourses: page: .+ \(and 1 more\)$/);
    expect(error.details).toHaveLength(2);
  });

  it('rejects an answer that breaks the output schema with functions/internal', async () => {
    const { functions } = client(() => jsonResponse(200, { result: { sent: 'yes' } }));
    const error = await failureOf(functions.call('sendWelcomeEmail', welcome));
    expect(error.code).toBe('functions/internal');
    expect(error.message).toContain('sent');
    expect(error.details).toEqual([expect.objectContaining({ path: ['sent'] })]);
  });

  it('rejects an unknown operation name from untyped callers with functions/not-found, without sending', async () => {
    const { functions, requests } = client(() => jsonResponse(200, { result: {} }));
    const error = await failureOf(functions.call('dropDatabase' as OperationName, {} as never));
    expect(error.code).toBe('functions/not-found');
    expect(requests).toHaveLength(0);
  });
});

describe('callable client: deadline and cancel (spec 7 and 9: call timeout 70 s)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fails with functions/deadline-exceeded after 70 s, not before', async () => {
    const { functions } = client(hangingResponder());
    let outcome: unknown;
    void functions.call('listMyEnrollments', {}).catch((error: unknown) => (outcome = error));
    await vi.advanceTimersByTimeAsync(69_999);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toMatchObject({ code: 'functions/deadline-exceeded', details: { reason: 'timeout' } });
  });

  it('keeps 70 s on a mobile connection: the 60 s network timeout does not apply to callables', async () => {
    const { functions } = client(hangingResponder(), { network: { isMobile: true, isOnline: true } });
    let outcome: unknown;
    void functions.call('listMyEnrollments', {}).catch((error: unknown) => (outcome = error));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(outcome).toMatchObject({ code: 'functions/deadline-exceeded' });
  });

  it('gives up after 5 s while the device is offline', async () => {
    const { functions } = client(hangingResponder(), { network: { isMobile: false, isOnline: false } });
    const pending = failureOf(functions.call('listMyEnrollments', {}));
    await vi.advanceTimersByTimeAsync(5_000);
    expect((await pending).code).toBe('functions/deadline-exceeded');
  });

  it('honours a timeoutMs call option, even when fetch ignores its signal', async () => {
    const { functions } = client(deafResponder);
    const pending = failureOf(functions.call('listMyEnrollments', {}, { timeoutMs: 250 }));
    await vi.advanceTimersByTimeAsync(250);
    expect((await pending).details).toMatchObject({ reason: 'timeout', timeoutMs: 250 });
  });

  it('fails with functions/cancelled when the AbortSignal fires during the call', async () => {
    const { functions, requests } = client(hangingResponder());
    const controller = new AbortController();
    const pending = failureOf(functions.call('listMyEnrollments', {}, { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    expect((await pending).code).toBe('functions/cancelled');
    expect(requests[0]?.init.signal?.aborted).toBe(true);
  });

  it('fails with functions/cancelled without sending when the signal is already aborted', async () => {
    const { functions, requests } = client(() => jsonResponse(200, { result: [] }));
    const error = await failureOf(functions.call('listMyEnrollments', {}, { signal: AbortSignal.abort() }));
    expect(error.code).toBe('functions/cancelled');
    expect(requests).toHaveLength(0);
  });
});
