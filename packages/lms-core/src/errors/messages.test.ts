import { describe, expect, it } from 'vitest';
import { AUTH_ERROR_CODES, FUNCTIONS_STATUS_BY_CODE, STORAGE_ERROR_CODES } from './codes';
import { LmsError } from './lms-error';
import { ERROR_MESSAGES, GENERIC_ERROR_MESSAGE, isKnownErrorCode, messageFor } from './messages';

const ALL_CODES = [
  ...AUTH_ERROR_CODES.map((code) => `auth/${code}`),
  ...[...Object.keys(FUNCTIONS_STATUS_BY_CODE), 'unknown'].map((code) => `functions/${code}`),
  ...STORAGE_ERROR_CODES.map((code) => `storage/${code}`),
];

describe('error messages (spec 8)', () => {
  it.each(ALL_CODES)('has a sentence for %s', (code) => {
    const message = messageFor(code);
    expect(isKnownErrorCode(code)).toBe(true);
    expect(message).toMatch(/^[A-Z].*\.$/);
    expect(message).not.toContain(code);
  });

  it('has no message for a code that is not in the catalogue', () => {
    expect(Object.keys(ERROR_MESSAGES).sort()).toEqual([...ALL_CODES].sort());
  });

  it('uses the exact sentence of the spec for account-exists-with-different-credential', () => {
    expect(messageFor('auth/account-exists-with-different-credential')).toBe(
      'An account already exists with the same email address but different sign-in credentials. Sign in using the provider associated with this email address.',
    );
  });

  it('reads the code of an LmsError, not its developer message', () => {
    const error = new LmsError('auth/wrong-password', 'scrypt mismatch for uid 42');
    expect(messageFor(error)).toBe(ERROR_MESSAGES['auth/wrong-password']);
  });

  it('reads the code of any error-like object, such as a FirebaseError', () => {
    expect(messageFor({ name: 'FirebaseError', code: 'storage/quota-exceeded' })).toBe(
      ERROR_MESSAGES['storage/quota-exceeded'],
    );
  });

  it.each([
    ['an unknown code', 'auth/brand-new-code'],
    ['a plain Error', new Error('boom')],
    ['an object with a non-string code', { code: 42 }],
    ['an inherited property name', 'toString'],
    ['undefined', undefined],
    ['null', null],
  ])('gives the generic sentence for %s', (_label, input) => {
    expect(messageFor(input)).toBe(GENERIC_ERROR_MESSAGE);
  });
});
