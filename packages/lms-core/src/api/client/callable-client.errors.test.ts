import { describe, expect, it } from 'vitest';
import { FUNCTIONS_STATUS_BY_CODE, LmsError } from '../../errors';
import type { FunctionsErrorCode } from '../../errors';
import { canonicalStatus } from '../wire';
import { createCallableClient } from './callable-client';
import { fakeFetch, jsonResponse } from './fake-fetch.testing';
import type { Responder } from './fake-fetch.testing';

const catalogue = Object.entries(FUNCTIONS_STATUS_BY_CODE) as [
  Exclude<FunctionsErrorCode, 'unknown'>,
  number,
][];

async function callFailure(respond: Responder): Promise<LmsError> {
  const { fetch } = fakeFetch(respond);
  const functions = createCallableClient({ baseUrl: 'https://lms.test', getIdToken: async () => 't', fetch });
  const error = await functions.call('listMyEnrollments', {}).then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof LmsError)) throw new Error(`expected an LmsError, got ${String(error)}`);
  return error;
}

describe('callable client: error answers map to the catalogue (spec 8)', () => {
  it.each(catalogue)(
    'maps {error: {status}} of %s (HTTP %i) to functions/<code> with message and details',
    async (code, http) => {
      const error = await callFailure(() =>
        jsonResponse(http, {
          error: { status: canonicalStatus(code), message: 'server says no', details: { why: code } },
        }),
      );
      expect(error.code).toBe(`functions/${code}`);
      expect(error.message).toBe('server says no');
      expect(error.details).toEqual({ why: code });
    },
  );

  it('maps status UNKNOWN to functions/unknown', async () => {
    const error = await callFailure(() =>
      jsonResponse(500, { error: { status: 'UNKNOWN', message: 'odd' } }),
    );
    expect(error.code).toBe('functions/unknown');
  });

  it('lets the canonical status win over the HTTP status', async () => {
    const error = await callFailure(() =>
      jsonResponse(500, { error: { status: 'NOT_FOUND', message: 'gone' } }),
    );
    expect(error.code).toBe('functions/not-found');
  });

  it('treats an error body as an error even on HTTP 200', async () => {
    const error = await callFailure(() =>
      jsonResponse(200, { error: { status: 'ABORTED', message: 'conflict' } }),
    );
    expect(error.code).toBe('functions/aborted');
  });

  it('falls back to the HTTP status for an unrecognised canonical status, with a default message', async () => {
    const error = await callFailure(() => jsonResponse(429, { error: { status: 'SLOW_DOWN' } }));
    expect(error.code).toBe('functions/resource-exhausted');
    expect(error.message).toBe('listMyEnrollments failed: resource-exhausted');
  });

  it.each(catalogue)('maps a non-JSON answer for %s (HTTP %i) from the HTTP status', async (code, http) => {
    const error = await callFailure(() => new Response('<html>Bad gateway</html>', { status: http }));
    expect(error.code).toBe(`functions/${code}`);
    expect(error.details).toEqual({ httpStatus: http, body: '<html>Bad gateway</html>' });
  });

  it('maps a JSON answer without an error object from the HTTP status', async () => {
    const error = await callFailure(() => jsonResponse(403, { message: 'forbidden' }));
    expect(error.code).toBe('functions/permission-denied');
  });

  it('maps an HTTP status outside the catalogue to functions/unknown (spec 8: "otherwise unknown")', async () => {
    const error = await callFailure(() => new Response('bad gateway', { status: 502 }));
    expect(error.code).toBe('functions/unknown');
  });

  it('maps a successful HTTP status without a JSON object to functions/internal', async () => {
    expect((await callFailure(() => new Response('ok', { status: 200 }))).code).toBe('functions/internal');
    expect((await callFailure(() => jsonResponse(200, [1, 2]))).code).toBe('functions/internal');
  });

  it('maps a successful answer without result or data to functions/internal', async () => {
    const error = await callFailure(() => jsonResponse(200, { value: [] }));
    expect(error.code).toBe('functions/internal');
    expect(error.message).toContain('without a result');
  });

  it('maps a fetch failure to functions/unavailable and says it was the network', async () => {
    const error = await callFailure(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(error.code).toBe('functions/unavailable');
    expect(error.details).toMatchObject({ reason: 'network', cause: 'Failed to fetch' });
  });
});
