import { describe, expect, it } from 'vitest';
import { createCallableClient } from './callable-client';
import { fakeFetch, jsonResponse } from './fake-fetch.testing';

const refusal = (reason: string) =>
  jsonResponse(401, { error: { status: 'UNAUTHENTICATED', message: 'token refused', details: { reason } } });

const ENROLLMENTS: unknown[] = [];

/** A session's token source: 'old' until a forced refresh, then 'new' (or what `refreshed` says). */
function tokens(refreshed: () => Promise<string | null> = async () => 'new') {
  const asked: unknown[] = [];
  let current = 'old';
  const getIdToken = async (options?: { forceRefresh?: boolean }) => {
    asked.push(options);
    if (options?.forceRefresh) {
      const next = await refreshed();
      if (next !== null) current = next;
      return next;
    }
    return current;
  };
  return { getIdToken, asked };
}

describe('callable client: a refused ID token is refreshed once and the request sent again', () => {
  it('a token refused as role-changed: forced refresh, then the same request with the new token', async () => {
    const { fetch, requests } = fakeFetch(({ headers }) =>
      headers.get('Authorization') === 'Bearer old'
        ? refusal('role-changed')
        : jsonResponse(200, { result: ENROLLMENTS }),
    );
    const source = tokens();
    const functions = createCallableClient({
      baseUrl: 'https://lms.test',
      getIdToken: source.getIdToken,
      fetch,
    });

    await expect(functions.call('listMyEnrollments', {})).resolves.toEqual(ENROLLMENTS);
    expect(requests.map((request) => request.headers.get('Authorization'))).toEqual([
      'Bearer old',
      'Bearer new',
    ]);
    expect(requests[1]!.json).toEqual(requests[0]!.json);
    expect(source.asked).toEqual([undefined, { forceRefresh: true }]);
  });

  it('sends again only once: a second refusal is the answer', async () => {
    const { fetch, requests } = fakeFetch(() => refusal('role-changed'));
    const functions = createCallableClient({
      baseUrl: 'https://lms.test',
      getIdToken: tokens().getIdToken,
      fetch,
    });

    await expect(functions.call('listMyEnrollments', {})).rejects.toMatchObject({
      code: 'functions/unauthenticated',
      details: { reason: 'role-changed' },
    });
    expect(requests).toHaveLength(2);
  });

  it('a refresh that ends the session (disabled account) fails the call with the session’s error', async () => {
    const { fetch, requests } = fakeFetch(() => refusal('user-disabled'));
    const disabled = Object.assign(new Error('disabled'), {});
    const source = tokens(async () => {
      throw disabled;
    });
    const functions = createCallableClient({
      baseUrl: 'https://lms.test',
      getIdToken: source.getIdToken,
      fetch,
    });

    await expect(functions.call('listMyEnrollments', {})).rejects.toMatchObject({
      code: 'functions/unauthenticated',
      message: 'Could not get an ID token to call listMyEnrollments',
    });
    expect(requests).toHaveLength(1);
  });

  it('does not send again for any other refusal, nor when no token was sent', async () => {
    const other = fakeFetch(() =>
      jsonResponse(401, { error: { status: 'UNAUTHENTICATED', message: 'Sign in first' } }),
    );
    const source = tokens();
    const signedIn = createCallableClient({
      baseUrl: 'https://lms.test',
      getIdToken: source.getIdToken,
      fetch: other.fetch,
    });
    await expect(signedIn.call('listMyEnrollments', {})).rejects.toMatchObject({
      code: 'functions/unauthenticated',
    });
    expect(other.requests).toHaveLength(1);
    expect(source.asked).toEqual([undefined]);

    const anonymous = fakeFetch(() => refusal('role-changed'));
    const signedOut = createCallableClient({
      baseUrl: 'https://lms.test',
      getIdToken: async () => null,
      fetch: anonymous.fetch,
    });
    await expect(signedOut.call('listMyEnrollments', {})).rejects.toMatchObject({
      code: 'functions/unauthenticated',
    });
    expect(anonymous.requests).toHaveLength(1);
  });
});
