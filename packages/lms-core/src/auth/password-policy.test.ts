import { describe, expect, it } from 'vitest';
import type { PasswordPolicy } from '../api/ports';
import { checkPassword, DEFAULT_PASSWORD_POLICY } from './password-policy';

const strict: PasswordPolicy = {
  minLength: 8,
  maxLength: 12,
  requireLowercase: true,
  requireUppercase: true,
  requireNumeric: true,
  requireNonAlphanumeric: true,
};

describe('checkPassword', () => {
  it('spec 5/9: the default policy asks for at least 6 characters and nothing else', () => {
    expect(DEFAULT_PASSWORD_POLICY.minLength).toBe(6);
    expect(checkPassword('abcde')).toEqual({ ok: false, unmet: ['minLength'] });
    expect(checkPassword('abcdef')).toEqual({ ok: true, unmet: [] });
  });

  it('spec 5: reports a too-long password when the policy sets a maximum length', () => {
    expect(checkPassword('Abcdefgh1!xyz', strict).unmet).toEqual(['maxLength']);
  });

  it('spec 5: reports each missing character class', () => {
    expect(checkPassword('ABCDEFG1!', strict).unmet).toEqual(['lowercase']);
    expect(checkPassword('abcdefg1!', strict).unmet).toEqual(['uppercase']);
    expect(checkPassword('Abcdefgh!', strict).unmet).toEqual(['numeric']);
    expect(checkPassword('Abcdefgh1', strict).unmet).toEqual(['nonAlphanumeric']);
  });

  it('spec 5: reports every unmet requirement at once, in a stable order', () => {
    expect(checkPassword('', strict)).toEqual({
      ok: false,
      unmet: ['minLength', 'lowercase', 'uppercase', 'numeric', 'nonAlphanumeric'],
    });
  });

  it('spec 5: a password meeting every requirement passes', () => {
    expect(checkPassword('Abcdefg1!', strict)).toEqual({ ok: true, unmet: [] });
  });

  it('counts characters, not UTF-16 units: five emoji are five characters', () => {
    expect(checkPassword('😀😀😀😀😀').unmet).toEqual(['minLength']);
  });

  it('treats letters and digits of any script as letters and digits, and spaces as non-alphanumeric', () => {
    expect(checkPassword('éÉ٣ xyzA', strict).unmet).toEqual([]);
  });
});
