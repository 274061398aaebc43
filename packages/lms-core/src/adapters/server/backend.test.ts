import { describe, expect, it } from 'vitest';
import { fakeFetch, jsonResponse } from '../../api/client/fake-fetch.testing';
import { createServerBackend } from './backend';

const BASE = 'https://lms.example.org';

describe('createServerBackend (the self-hosted back end from its base URL)', () => {
  it('sends sign-in and operations to the server, the ID token in a header and no cookies', async () => {
    const { fetch, requests } = fakeFetch((request) =>
      request.url.endsWith('/api/fn/listMyEnrollments')
        ? jsonResponse(200, { result: [] })
        : jsonResponse(200, { minLength: 6 }),
    );
    const backend = createServerBackend({ baseUrl: `${BASE}/`, fetch: fetch as typeof globalThis.fetch })(
      async () => 'id-token',
    );
    await backend.functions.call('listMyEnrollments', {});
    await backend.auth.getPasswordPolicy().catch(() => undefined);
    expect(requests.map((request) => request.url)).toEqual([
      `${BASE}/api/fn/listMyEnrollments`,
      expect.stringMatching(new RegExp(`^${BASE}/api/auth/`)),
    ]);
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer id-token');
    for (const request of requests) expect(request.init.credentials ?? 'same-origin').not.toBe('include');
  });

  it("resolves the server's media paths against it, and keeps absolute addresses", () => {
    const backend = createServerBackend({ baseUrl: BASE })(async () => null);
    expect(backend.mediaUrl?.('/assets/demo/budgeting.svg')).toBe(`${BASE}/assets/demo/budgeting.svg`);
    expect(backend.mediaUrl?.('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
  });
});
