import { describe, expect, it } from 'vitest';
import { fakeFetch, jsonResponse } from '../../api/client/fake-fetch.testing';
import { LmsError } from '../../errors';
import { serverFunctions } from './functions';

describe('serverFunctions (self-hosted FunctionsPort)', () => {
  it("calls the server's /api/fn/{name} with the signed-in user's bearer token", async () => {
    const { fetch, requests } = fakeFetch(() => jsonResponse(200, { result: { sent: true } }));
    const functions = serverFunctions({ baseUrl: 'https://lms.test', getIdToken: async () => 'tok', fetch });
    await expect(functions.call('sendWelcomeEmail', { email: 'ada@example.org' })).resolves.toEqual({
      sent: true,
    });
    expect(requests[0]?.url).toBe('https://lms.test/api/fn/sendWelcomeEmail');
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer tok');
    expect(requests[0]?.json).toEqual({ data: { email: 'ada@example.org' } });
  });

  it('uses a relative path when the base URL is empty, for a browser served by the same server', async () => {
    const { fetch, requests } = fakeFetch(() => jsonResponse(200, { result: [] }));
    const functions = serverFunctions({ baseUrl: '', getIdToken: async () => null, fetch });
    await functions.call('listMyEnrollments', {});
    expect(requests[0]?.url).toBe('/api/fn/listMyEnrollments');
  });

  it("surfaces the server's catalogue errors as LmsError functions/<code>", async () => {
    const { fetch } = fakeFetch(() =>
      jsonResponse(403, { error: { status: 'PERMISSION_DENIED', message: 'Only admins may do this' } }),
    );
    const functions = serverFunctions({ baseUrl: 'https://lms.test', getIdToken: async () => 'tok', fetch });
    const error = await functions
      .call('setUserRole', { uid: 'u2', role: 'admin' })
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(LmsError);
    expect(error).toMatchObject({ code: 'functions/permission-denied', message: 'Only admins may do this' });
  });
});
