import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ENDPOINTS } from '@lms/core';
import { findUserByEmail } from '@lms/domain/internal/users/user-records';
import { CURRENT_SCRYPT_PARAMS, hashPassword, needsRehash, verifyPassword } from '../../src/auth/passwords';
import { testDatabases } from '../helpers/databases';
import { createAuthHarness, PASSWORD, type AuthHarness } from './harness';

describe('scrypt password hashes', () => {
  it('are self-describing ($scrypt$ln=..,r=..,p=..$salt$hash) and salted (same password, different hashes)', async () => {
    const a = await hashPassword('pa55word');
    const b = await hashPassword('pa55word');
    expect(a).toMatch(/^\$scrypt\$ln=14,r=8,p=1\$[A-Za-z0-9+/]+={0,2}\$[A-Za-z0-9+/]+={0,2}$/);
    expect(a).not.toBe(b);
  });

  it('verify the right password and refuse a wrong one', async () => {
    const stored = await hashPassword('pa55word');
    expect(await verifyPassword('pa55word', stored)).toBe(true);
    expect(await verifyPassword('pa55worD', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('treat canonically equivalent Unicode spellings as the same password (NFC)', async () => {
    const stored = await hashPassword('caf\u00e9-latte');
    expect(await verifyPassword('cafe\u0301-latte', stored)).toBe(true);
  });

  it('never match an unreadable or tampered hash (including absurd cost parameters)', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', '$scrypt$ln=30,r=8,p=1$AAAA$AAAA')).toBe(false);
    const stored = await hashPassword('pa55word');
    expect(await verifyPassword('pa55word', stored.replace(/.{4}$/, 'AAA='))).toBe(false);
  });

  it('older parameters still verify and are flagged for an upgrade; current ones are not', async () => {
    const old = await hashPassword('pa55word', { ln: 12, r: 8, p: 1 });
    expect(await verifyPassword('pa55word', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(await hashPassword('pa55word'))).toBe(false);
    expect(CURRENT_SCRYPT_PARAMS).toEqual({ ln: 14, r: 8, p: 1 });
  });
});

describe.each(testDatabases())('scrypt hashes at sign-in ($dialect)', ({ dialect }) => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await createAuthHarness(dialect);
  });
  afterAll(() => h.close());

  it('scrypt: a hash made with older parameters is replaced by a current one at sign-in', async () => {
    const session = await h.signUp('oldhash@example.org');
    const oldHash = await hashPassword(PASSWORD, { ln: 12, r: 8, p: 1 });
    await h.ctx.db
      .updateTable('users')
      .set({ password_hash: oldHash })
      .where('uid', '=', session.user.uid)
      .execute();
    const answer = await h.post(AUTH_ENDPOINTS.signInWithPassword, {
      email: 'oldhash@example.org',
      password: PASSWORD,
    });
    expect(answer.status).toBe(200);
    const row = await findUserByEmail(h.ctx, 'oldhash@example.org');
    expect(row!.password_hash).toMatch(/^\$scrypt\$ln=14,r=8,p=1\$/);
  });
});
