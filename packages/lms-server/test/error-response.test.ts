import { describe, expect, it } from 'vitest';
import { LmsError } from '@lms/core';
import { errorResponse } from '../src/http/error-response';

describe('errorResponse', () => {
  it('sends a functions/ code with the catalogue HTTP status and canonical status (spec section 8)', () => {
    const cases: [string, number, string][] = [
      ['invalid-argument', 400, 'INVALID_ARGUMENT'],
      ['unauthenticated', 401, 'UNAUTHENTICATED'],
      ['permission-denied', 403, 'PERMISSION_DENIED'],
      ['not-found', 404, 'NOT_FOUND'],
      ['aborted', 409, 'ABORTED'],
      ['resource-exhausted', 429, 'RESOURCE_EXHAUSTED'],
      ['unimplemented', 501, 'UNIMPLEMENTED'],
      ['unavailable', 503, 'UNAVAILABLE'],
    ];
    for (const [code, status, canonical] of cases) {
      const response = errorResponse(
        new LmsError(`functions/${code}` as 'functions/not-found', 'msg', { a: 1 }),
      );
      expect(response.statusCode, code).toBe(status);
      expect(response.body.error, code).toEqual({
        status: canonical,
        code: `functions/${code}`,
        message: 'msg',
        details: { a: 1 },
      });
    }
  });

  it('hides the detail of an internal error from the caller', () => {
    const response = errorResponse(
      new LmsError('functions/internal', 'SELECT failed on table users', { sql: 'x' }),
    );
    expect(response).toEqual({
      statusCode: 500,
      serverFault: true,
      body: { error: { status: 'INTERNAL', code: 'functions/internal', message: 'Internal error.' } },
    });
  });

  it('maps auth/ codes to HTTP statuses a client can act on', () => {
    expect(errorResponse(new LmsError('auth/too-many-requests')).statusCode).toBe(429);
    expect(errorResponse(new LmsError('auth/user-disabled')).statusCode).toBe(403);
    const wrong = errorResponse(new LmsError('auth/wrong-password', 'Wrong password'));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body.error).toMatchObject({ status: 'INVALID_ARGUMENT', code: 'auth/wrong-password' });
  });

  it('maps storage/ codes, for example a missing object to 404', () => {
    expect(errorResponse(new LmsError('storage/object-not-found')).body.error).toMatchObject({
      status: 'NOT_FOUND',
    });
  });

  it('turns an unexpected exception into a 500 without leaking its message', () => {
    const response = errorResponse(new Error('connection string postgres://user:secret@db'));
    expect(response.statusCode).toBe(500);
    expect(JSON.stringify(response.body)).not.toContain('secret');
  });

  it('keeps a client 4xx from Fastify (for example prototype poisoning) a 4xx', () => {
    const poisoned = Object.assign(new SyntaxError('Object contains forbidden prototype property'), {
      statusCode: 400,
    });
    expect(errorResponse(poisoned)).toMatchObject({ statusCode: 400, serverFault: false });
  });
});
