import { describe, expect, it } from 'vitest';
import { fakeFetch, jsonResponse } from '../../api/client/fake-fetch.testing';
import { resolveAppUrl } from './app-url';
import { createServerBackend } from './backend';

const BASE = 'https://lms.example.org';
const PAGE = 'https://partner.example';

describe('resolveAppUrl (the app address a library host tells the server)', () => {
  it("is the page's origin when the library is at the root, and a mount path on it otherwise", () => {
    expect(resolveAppUrl(undefined, PAGE)).toBe(PAGE);
    expect(resolveAppUrl('/learn', PAGE)).toBe(`${PAGE}/learn`);
    expect(resolveAppUrl('/learn/', PAGE)).toBe(`${PAGE}/learn`);
    expect(resolveAppUrl('https://app.partner.example/learn/?x=1#top', PAGE)).toBe(
      'https://app.partner.example/learn',
    );
  });

  it('is null without a page origin or an address, and refuses what is not a web address', () => {
    expect(resolveAppUrl(undefined, null)).toBeNull();
    expect(() => resolveAppUrl('/learn', null)).toThrow(/neither an absolute URL nor a path/);
    expect(() => resolveAppUrl('javascript:alert(1)', PAGE)).toThrow(/http or https/);
  });
});

describe("createServerBackend's app address", () => {
  const bodies = (requests: { json: unknown }[]) => requests.map((request) => request.json);

  it('goes with every mailed-code request and is offered to the screens (the checkout)', async () => {
    const { fetch, requests } = fakeFetch(() => jsonResponse(200, {}));
    const backend = createServerBackend({
      baseUrl: BASE,
      appUrl: `${PAGE}/learn/`,
      fetch: fetch as typeof globalThis.fetch,
    })(async () => null);
    await backend.auth.sendOobCode({
      requestType: 'EMAIL_SIGNIN',
      email: 'ann@example.org',
      continueUrl: `${PAGE}/courses`,
    });
    await backend.auth.sendOobCode({ requestType: 'PASSWORD_RESET', email: 'ann@example.org' });
    expect(bodies(requests)).toEqual([
      {
        requestType: 'EMAIL_SIGNIN',
        email: 'ann@example.org',
        continueUrl: `${PAGE}/courses`,
        appUrl: `${PAGE}/learn`,
      },
      { requestType: 'PASSWORD_RESET', email: 'ann@example.org', appUrl: `${PAGE}/learn` },
    ]);
    expect(backend.appUrl).toBe(`${PAGE}/learn`);
  });

  it('is left out where there is no page origin and none was given (the server then uses its own site)', async () => {
    const { fetch, requests } = fakeFetch(() => jsonResponse(200, {}));
    const backend = createServerBackend({ baseUrl: BASE, fetch: fetch as typeof globalThis.fetch })(
      async () => null,
    );
    await backend.auth.sendOobCode({ requestType: 'PASSWORD_RESET', email: 'ann@example.org' });
    expect(bodies(requests)).toEqual([{ requestType: 'PASSWORD_RESET', email: 'ann@example.org' }]);
    expect(backend.appUrl).toBeUndefined();
  });
});
