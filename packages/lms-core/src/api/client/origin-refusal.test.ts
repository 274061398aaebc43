import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchWithTimeout, type FetchFunction } from './fetch-with-timeout';
import { failureOf } from './fake-fetch.testing';
import { refusedOriginOf } from './origin-refusal';

const API = 'https://lms.test/api/fn/listCourses';

/** A browser's fetch as a page on `pageOrigin` sees it: the API refuses CORS; `serverUp` says whether a no-cors request gets an (opaque) answer. */
function browserFetch(serverUp: boolean): { fetch: FetchFunction; probes: RequestInit[] } {
  const probes: RequestInit[] = [];
  const fetch: FetchFunction = (_url, init) => {
    if (init.mode === 'no-cors') {
      probes.push(init);
      return serverUp
        ? Promise.resolve(new Response(null, { status: 200 }))
        : Promise.reject(new TypeError('Failed to fetch'));
    }
    return Promise.reject(new TypeError('Failed to fetch'));
  };
  return { fetch, probes };
}

describe('a request the server refuses to a page on an origin it does not list', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says so, naming the page’s origin, when the server answers a no-cors request', async () => {
    vi.stubGlobal('location', { origin: 'https://partner.example' });
    const { fetch, probes } = browserFetch(true);
    const error = await failureOf(
      fetchWithTimeout(fetch, API, { method: 'POST' }, 30_000, undefined, {
        networkCode: 'functions/unavailable',
      }),
    );
    expect(error.code).toBe('functions/unavailable');
    expect(error.details).toMatchObject({
      reason: 'origin-not-allowed',
      pageOrigin: 'https://partner.example',
    });
    expect(error.message).toContain("add https://partner.example to the server's LMS_LIBRARY_ORIGINS");
    expect(refusedOriginOf(error)).toBe('https://partner.example');
    expect(probes).toHaveLength(1);
  });

  it('stays a network failure when the server cannot be reached at all', async () => {
    vi.stubGlobal('location', { origin: 'https://partner.example' });
    const error = await failureOf(fetchWithTimeout(browserFetch(false).fetch, API, {}, 30_000));
    expect(error.details).toMatchObject({ reason: 'network' });
    expect(refusedOriginOf(error)).toBeNull();
  });

  it('does not look again for a page on the server’s own origin, where CORS plays no part', async () => {
    vi.stubGlobal('location', { origin: 'https://lms.test' });
    const { fetch, probes } = browserFetch(true);
    const error = await failureOf(fetchWithTimeout(fetch, API, {}, 30_000));
    expect(error.details).toMatchObject({ reason: 'network' });
    expect(probes).toHaveLength(0);
  });
});
