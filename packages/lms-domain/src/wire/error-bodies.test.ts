import { describe, expect, it } from 'vitest';
import { LmsError } from '@lms/core';
import {
  authClientError,
  authErrorAnswer,
  callableClientError,
  callableErrorAnswer,
  callableErrorFromHttpStatus,
  requestBodyErrors,
} from './error-bodies';

describe('callable error answers', () => {
  it('answers a functions/ code with its catalogue status and canonical name, details kept', () => {
    expect(
      callableErrorAnswer(new LmsError('functions/permission-denied', 'No.', { reason: 'self' })),
    ).toEqual({
      statusCode: 403,
      serverFault: false,
      body: {
        error: {
          status: 'PERMISSION_DENIED',
          code: 'functions/permission-denied',
          message: 'No.',
          details: { reason: 'self' },
        },
      },
    });
  });

  it('hides what an internal error or a stray exception says', () => {
    const hidden = { status: 'INTERNAL', code: 'functions/internal', message: 'Internal error.' };
    expect(callableErrorAnswer(new LmsError('functions/internal', 'SELECT failed', { sql: 'x' }))).toEqual({
      statusCode: 500,
      serverFault: true,
      body: { error: hidden },
    });
    const stray = callableErrorAnswer(new TypeError('postgres://user:secret@db'));
    expect(stray).toEqual({ statusCode: 500, serverFault: true, body: { error: hidden } });
  });

  it('gives auth/ and storage/ codes a status a client can act on, never a 5xx for its mistake', () => {
    expect(callableErrorAnswer(new LmsError('auth/wrong-password')).statusCode).toBe(400);
    expect(
      callableErrorAnswer(new LmsError('auth/account-exists-with-different-credential')).statusCode,
    ).toBe(409);
    expect(callableErrorAnswer(new LmsError('storage/object-not-found')).body.error.status).toBe('NOT_FOUND');
    expect(callableErrorAnswer(new LmsError('storage/invalid-format')).body.error.status).toBe(
      'INVALID_ARGUMENT',
    );
  });

  it('answers a host layer status and a body it could not read as client errors', () => {
    expect(callableErrorFromHttpStatus(418, 'teapot')).toMatchObject({
      statusCode: 418,
      body: { error: { code: 'functions/invalid-argument' } },
    });
    expect(requestBodyErrors.malformedJson('Unexpected token')).toEqual(
      callableClientError(400, 'invalid-argument', 'The request body is not valid JSON: Unexpected token', {
        reason: 'malformed-json',
      }),
    );
    expect(requestBodyErrors.tooLarge(2 * 1_048_576).body.error.message).toContain('2 MB');
  });
});

describe('auth error answers', () => {
  it("answers an auth/ code with lms-core's AUTH_HTTP_STATUS and passes Retry-After on", () => {
    const limited = authErrorAnswer(
      new LmsError('auth/too-many-requests', 'Slow down', { retryAfterSeconds: 7 }),
    );
    expect(limited).toEqual({
      statusCode: 429,
      serverFault: false,
      retryAfterSeconds: 7,
      body: {
        error: { code: 'auth/too-many-requests', message: 'Slow down', details: { retryAfterSeconds: 7 } },
      },
    });
    expect(authErrorAnswer(new LmsError('auth/wrong-password')).statusCode).toBe(401);
    expect(authErrorAnswer(new LmsError('functions/invalid-argument')).statusCode).toBe(400);
  });

  it('answers a stray exception with a bare 500 and a host 4xx as invalid-argument', () => {
    expect(authErrorAnswer(new Error('secret'))).toEqual({
      statusCode: 500,
      serverFault: true,
      body: { error: { code: 'auth/internal-error', message: 'Something went wrong on the server' } },
    });
    expect(authClientError(415, 'Unsupported')).toEqual({
      statusCode: 415,
      serverFault: false,
      body: { error: { code: 'functions/invalid-argument', message: 'Unsupported' } },
    });
  });
});
