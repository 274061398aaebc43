// Sign-in does the same password work whether or not the e-mail has an account, so response times do not reveal
// which addresses are registered. Counted as scrypt runs (timed assertions would be flaky).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as crypto from 'node:crypto';
import type * as NodeCrypto from 'node:crypto';
import { AUTH_ENDPOINTS } from '@lms/core';
import { testDatabases } from '../helpers/databases';
import { createAuthHarness } from './harness';
import type { AuthHarness } from './harness';

vi.mock('node:crypto', async (importOriginal) => {
  const real = await importOriginal<typeof NodeCrypto>();
  return { ...real, scrypt: vi.fn(real.scrypt) };
});

describe.each(testDatabases())('sign-in work for unknown e-mails ($dialect)', ({ dialect }) => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await createAuthHarness(dialect);
    await h.signUp('known@example.org');
    await h.signUp('no-password@example.org');
    await h.ctx.db
      .updateTable('users')
      .set({ password_hash: null })
      .where('email', '=', 'no-password@example.org')
      .execute();
    // Warm up: the first unknown-e-mail sign-in also creates the stand-in hash once.
    await h.post(AUTH_ENDPOINTS.signInWithPassword, { email: 'warmup@example.org', password: 'x' });
  });
  afterAll(() => h.close());

  const scryptRunsFor = async (email: string) => {
    const scrypt = vi.mocked(crypto.scrypt);
    scrypt.mockClear();
    const answer = await h.post(AUTH_ENDPOINTS.signInWithPassword, { email, password: 'wrong password' });
    expect(answer.body.error.code).toBe('auth/invalid-credential');
    return scrypt.mock.calls.length;
  };

  it('a wrong password, an unknown e-mail and an account without a password each run exactly one scrypt check', async () => {
    expect(await scryptRunsFor('known@example.org')).toBe(1);
    expect(await scryptRunsFor('unknown@example.org')).toBe(1);
    expect(await scryptRunsFor('no-password@example.org')).toBe(1);
  });
});
