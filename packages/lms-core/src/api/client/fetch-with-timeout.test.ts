import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Clock } from '../../platform/clock';
import { fetchWithTimeout } from './fetch-with-timeout';
import { deafResponder, failureOf, fakeFetch, hangingResponder, jsonResponse } from './fake-fetch.testing';

const URL_ = 'https://lms.test/api/auth/token';

describe('fetchWithTimeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves with status, headers and a readable body, and leaves no timer behind', async () => {
    const { fetch, requests } = fakeFetch(() => jsonResponse(201, { ok: 1 }));
    const response = await fetchWithTimeout(fetch, URL_, { method: 'POST', body: '{}' }, 30_000);
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({ ok: 1 });
    expect(requests[0]?.init.method).toBe('POST');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('answers a body-less 204 without failing', async () => {
    const { fetch } = fakeFetch(() => new Response(null, { status: 204 }));
    const response = await fetchWithTimeout(fetch, URL_, {}, 30_000);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
  });

  it('maps a timeout to auth/network-request-failed by default, with reason timeout', async () => {
    const { fetch } = fakeFetch(hangingResponder());
    const pending = failureOf(fetchWithTimeout(fetch, URL_, {}, 30_000));
    await vi.advanceTimersByTimeAsync(29_999);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error.code).toBe('auth/network-request-failed');
    expect(error.details).toEqual({ reason: 'timeout', url: URL_, timeoutMs: 30_000 });
  });

  it('does not time out before the deadline', async () => {
    const { fetch } = fakeFetch(hangingResponder());
    let settled = false;
    void fetchWithTimeout(fetch, URL_, {}, 30_000).catch(() => (settled = true));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });

  it('aborts the request signal when the deadline passes', async () => {
    const { fetch, requests } = fakeFetch(hangingResponder());
    const pending = failureOf(fetchWithTimeout(fetch, URL_, {}, 1_000));
    await vi.advanceTimersByTimeAsync(1_000);
    await pending;
    expect(requests[0]?.init.signal?.aborted).toBe(true);
  });

  it('counts a body that never finishes against the deadline, not only the headers', async () => {
    const stalledBody = new ReadableStream<Uint8Array>({ start: () => {} });
    const { fetch } = fakeFetch(() => new Response(stalledBody, { status: 200 }));
    const pending = failureOf(fetchWithTimeout(fetch, URL_, {}, 5_000));
    await vi.advanceTimersByTimeAsync(5_000);
    expect((await pending).details).toMatchObject({ reason: 'timeout' });
  });

  it('times out even when the fetch implementation ignores its signal', async () => {
    const { fetch } = fakeFetch(deafResponder);
    const pending = failureOf(fetchWithTimeout(fetch, URL_, {}, 5_000));
    await vi.advanceTimersByTimeAsync(5_000);
    expect((await pending).details).toMatchObject({ reason: 'timeout' });
  });

  it('uses the caller-chosen codes for timeout, cancel and network failure', async () => {
    const codes = {
      timeoutCode: 'storage/retry-limit-exceeded',
      cancelledCode: 'storage/canceled',
      networkCode: 'storage/unknown',
    } as const;
    const timedOut = failureOf(
      fetchWithTimeout(fakeFetch(hangingResponder()).fetch, URL_, {}, 10, undefined, codes),
    );
    await vi.advanceTimersByTimeAsync(10);
    expect((await timedOut).code).toBe('storage/retry-limit-exceeded');

    const controller = new AbortController();
    const cancelled = failureOf(
      fetchWithTimeout(fakeFetch(hangingResponder()).fetch, URL_, {}, 10_000, controller.signal, codes),
    );
    controller.abort();
    expect((await cancelled).code).toBe('storage/canceled');

    const offline = fakeFetch(() => Promise.reject(new TypeError('fetch failed'))).fetch;
    expect((await failureOf(fetchWithTimeout(offline, URL_, {}, 10_000, undefined, codes))).code).toBe(
      'storage/unknown',
    );
  });

  it('reports a network failure distinctly, with the platform message as cause', async () => {
    const { fetch } = fakeFetch(() => Promise.reject(new TypeError('getaddrinfo ENOTFOUND lms.test')));
    const error = await failureOf(fetchWithTimeout(fetch, URL_, {}, 30_000));
    expect(error.code).toBe('auth/network-request-failed');
    expect(error.details).toEqual({
      reason: 'network',
      url: URL_,
      timeoutMs: 30_000,
      cause: 'getaddrinfo ENOTFOUND lms.test',
    });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reports a cancel by the caller with reason cancelled and aborts the request', async () => {
    const { fetch, requests } = fakeFetch(hangingResponder());
    const controller = new AbortController();
    const pending = failureOf(fetchWithTimeout(fetch, URL_, {}, 30_000, controller.signal));
    controller.abort();
    const error = await pending;
    expect(error.details).toMatchObject({ reason: 'cancelled' });
    expect(requests[0]?.init.signal?.aborted).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not send anything when the signal is already aborted', async () => {
    const { fetch, requests } = fakeFetch(() => jsonResponse(200, {}));
    const error = await failureOf(fetchWithTimeout(fetch, URL_, {}, 30_000, AbortSignal.abort()));
    expect(error.details).toMatchObject({ reason: 'cancelled' });
    expect(requests).toHaveLength(0);
  });

  it('arms its deadline on the injected clock', async () => {
    vi.useRealTimers();
    const armed: { callback: () => void; ms: number }[] = [];
    const clock: Clock = {
      now: () => 0,
      setTimeout: (callback, ms) => armed.push({ callback, ms }),
      clearTimeout: () => {},
    };
    const { fetch } = fakeFetch(hangingResponder());
    const pending = failureOf(fetchWithTimeout(fetch, URL_, {}, 60_000, undefined, { clock }));
    expect(armed.map((timer) => timer.ms)).toEqual([60_000]);
    armed[0]?.callback();
    expect((await pending).details).toMatchObject({ reason: 'timeout', timeoutMs: 60_000 });
  });
});
