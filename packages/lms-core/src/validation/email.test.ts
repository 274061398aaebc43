import { describe, expect, it } from 'vitest';
import { email } from './email';

describe('email rule', () => {
  it.each([
    'ada@example.com',
    'ada.lovelace+lms@mail.example.co.uk',
    "o'brien@example.ie",
    'user_1@sub-domain.example.org',
    'x@xn--p1ai.xn--p1ai',
    'A@EXAMPLE.COM',
  ])('accepts %s', (value) => expect(email(value)).toEqual({ ok: true }));

  it.each([
    ['no at sign', 'ada.example.com'],
    ['empty local part', '@example.com'],
    ['empty domain', 'ada@'],
    ['bare host without a dot', 'ada@localhost'],
    ['two at signs', 'ada@lovelace@example.com'],
    ['leading dot', '.ada@example.com'],
    ['doubled dot', 'ada..lovelace@example.com'],
    ['trailing dot in local part', 'ada.@example.com'],
    ['domain label starting with a hyphen', 'ada@-example.com'],
    ['empty domain label', 'ada@example..com'],
    ['numeric top-level label', 'ada@1.2.3.4'],
    ['space', 'ada lovelace@example.com'],
    ['non-ASCII', 'adà@example.com'],
    ['local part over 64 characters', `${'a'.repeat(65)}@example.com`],
    ['address over 254 characters', `ada@${Array(4).fill('a'.repeat(63)).join('.')}.com`],
    ['empty text', ''],
    ['not text', 42],
  ])('rejects %s', (_label, value) =>
    expect(email(value)).toEqual({
      ok: false,
      rule: 'email',
      message: 'Enter a valid email address, for example name@example.com.',
    }),
  );
});
