import { describe, expect, it } from 'vitest';
import {
  chargeSandboxCard,
  DECLINED_MESSAGE,
  expiryIsInFuture,
  passesLuhn,
} from '@lms/domain/internal/payments/providers/sandbox-cards';

const NOW = Date.UTC(2026, 5, 15);
const card = (cardNumber: string, expiry = '12/30', cvc = '123') =>
  chargeSandboxCard({ cardNumber, expiry, cvc }, NOW);

describe('sandbox test cards', () => {
  it('4242 4242 4242 4242 succeeds, with or without spaces or dashes', () => {
    expect(card('4242 4242 4242 4242')).toEqual({ outcome: 'succeeded' });
    expect(card('4242-4242-4242-4242')).toEqual({ outcome: 'succeeded' });
  });

  it('4000 0000 0000 0002 is declined with a clear message', () => {
    expect(card('4000 0000 0000 0002')).toEqual({ outcome: 'declined', message: DECLINED_MESSAGE });
  });

  it('another real-looking number is refused with the test cards to use', () => {
    expect(card('5555 5555 5555 4444')).toMatchObject({ outcome: 'invalid', field: 'cardNumber' });
  });

  it('a mistyped number (Luhn), a bad expiry or CVC is reported on its field', () => {
    expect(card('4242 4242 4242 4241')).toMatchObject({ outcome: 'invalid', field: 'cardNumber' });
    expect(card('4242424242424242', '13/30')).toMatchObject({ outcome: 'invalid', field: 'expiry' });
    expect(card('4242424242424242', '05/26')).toMatchObject({
      outcome: 'invalid',
      field: 'expiry',
      message: 'This card has expired.',
    });
    expect(card('4242424242424242', '12/30', '12')).toMatchObject({ outcome: 'invalid', field: 'cvc' });
  });

  it('a card is valid until the end of its expiry month', () => {
    expect(expiryIsInFuture('06/26', NOW)).toBe(true);
    expect(expiryIsInFuture('6/2026', NOW)).toBe(true);
    expect(expiryIsInFuture('05/26', NOW)).toBe(false);
    expect(expiryIsInFuture('june', NOW)).toBeNull();
  });

  it('checks the Luhn sum', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });
});
