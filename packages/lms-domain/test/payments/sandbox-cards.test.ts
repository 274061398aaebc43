import { describe, expect, it } from 'vitest';
import {
  chargeSandboxCard,
  DECLINED_MESSAGE,
  expectedCvcDigits,
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
    expect(card('5555 5555 5555 4444')).toMatchObject({
      outcome: 'invalid',
      problems: [{ field: 'cardNumber' }],
    });
  });

  it('a mistyped number (Luhn), a bad expiry or CVC is reported on its field', () => {
    const fields = (charge: ReturnType<typeof card>) =>
      charge.outcome === 'invalid' ? charge.problems.map((problem) => problem.field) : charge.outcome;
    expect(fields(card('4242 4242 4242 4241'))).toEqual(['cardNumber']);
    expect(fields(card('4242424242424242', '13/30'))).toEqual(['expiry']);
    expect(card('4242424242424242', '05/26')).toEqual({
      outcome: 'invalid',
      problems: [{ field: 'expiry', message: 'This card has expired.' }],
    });
    expect(fields(card('4242424242424242', '12/30', '12'))).toEqual(['cvc']);
  });

  it('reports every field at once: a wrong number does not hide an expired date or a one-digit CVC', () => {
    expect(card('1234', '01/20', '1')).toEqual({
      outcome: 'invalid',
      problems: [
        { field: 'cardNumber', message: 'Enter a valid card number.' },
        { field: 'expiry', message: 'This card has expired.' },
        { field: 'cvc', message: 'Enter the 3-digit security code from the back of the card.' },
      ],
    });
  });

  it('a CVC has 3 digits, 4 on an American Express number (34, 37), each with its own message', () => {
    const cvcProblem = (cardNumber: string, cvc: string) => {
      const charge = card(cardNumber, '12/30', cvc);
      return charge.outcome === 'invalid'
        ? charge.problems.find((problem) => problem.field === 'cvc')?.message
        : undefined;
    };
    const AMEX = '3782 822463 10005';
    expect(cvcProblem('4242424242424242', '1234')).toBe(
      'Enter the 3-digit security code from the back of the card.',
    );
    expect(cvcProblem('4242424242424242', '12a')).toBe(
      'Enter the 3-digit security code from the back of the card.',
    );
    expect(cvcProblem(AMEX, '123')).toBe('Enter the 4-digit security code from the front of the card.');
    expect(cvcProblem(AMEX, '1234')).toBeUndefined();
    expect(expectedCvcDigits('371449635398431')).toBe(4);
    expect(expectedCvcDigits('4242424242424242')).toBe(3);
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
