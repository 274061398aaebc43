// The sandbox's test cards, as in Stripe's test mode: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.
// Any other well-formed number is refused with a hint, so nobody mistakes the sandbox for a real checkout.

export const SANDBOX_SUCCESS_CARD = '4242424242424242';
export const SANDBOX_DECLINED_CARD = '4000000000000002';

export interface SandboxCardForm {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

export type SandboxField = keyof SandboxCardForm;

export interface SandboxProblem {
  field: SandboxField;
  message: string;
}

export type SandboxCharge =
  | { outcome: 'succeeded' }
  | { outcome: 'declined'; message: string }
  /** Every field's problem at once, in the form's order, so one submission shows them all. */
  | { outcome: 'invalid'; problems: SandboxProblem[] };

export const DECLINED_MESSAGE = 'Your card was declined. No money was taken. Try again with another card.';
export const UNKNOWN_TEST_CARD_MESSAGE =
  'This card number is not a test card. In test mode, use 4242 4242 4242 4242 (the payment succeeds) or 4000 0000 0000 0002 (the card is declined).';

/** The Luhn checksum every real card number satisfies; catches most typing mistakes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** "MM/YY" or "MM/YYYY"; a card is valid until the end of its expiry month (UTC). */
export function expiryIsInFuture(expiry: string, now: number): boolean | null {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  if (match === null) return null;
  const month = Number(match[1]);
  const yearText = match[2] ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (month < 1 || month > 12) return null;
  return now < Date.UTC(year, month, 1);
}

/** The form's problems, each on its field; none when every field is well formed. */
export function sandboxCardProblems(form: SandboxCardForm, now: number): SandboxProblem[] {
  const problems: SandboxProblem[] = [];
  const digits = form.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits) || !passesLuhn(digits))
    problems.push({ field: 'cardNumber', message: 'Enter a valid card number.' });
  const future = expiryIsInFuture(form.expiry, now);
  if (future === null) problems.push({ field: 'expiry', message: 'Enter the expiry date as MM/YY.' });
  else if (!future) problems.push({ field: 'expiry', message: 'This card has expired.' });
  const cvcDigits = expectedCvcDigits(digits);
  if (form.cvc.trim().length !== cvcDigits || !/^\d+$/.test(form.cvc.trim()))
    problems.push({ field: 'cvc', message: CVC_MESSAGES[cvcDigits] });
  return problems;
}

/** American Express numbers (34, 37) carry a 4-digit code on the front; every other network a 3-digit one. */
export function expectedCvcDigits(cardDigits: string): 3 | 4 {
  return /^3[47]/.test(cardDigits) ? 4 : 3;
}

const CVC_MESSAGES: Record<3 | 4, string> = {
  3: 'Enter the 3-digit security code from the back of the card.',
  4: 'Enter the 4-digit security code from the front of the card.',
};

export function chargeSandboxCard(form: SandboxCardForm, now: number): SandboxCharge {
  const problems = sandboxCardProblems(form, now);
  if (problems.length > 0) return { outcome: 'invalid', problems };
  const digits = form.cardNumber.replace(/[\s-]/g, '');
  if (digits === SANDBOX_SUCCESS_CARD) return { outcome: 'succeeded' };
  if (digits === SANDBOX_DECLINED_CARD) return { outcome: 'declined', message: DECLINED_MESSAGE };
  return { outcome: 'invalid', problems: [{ field: 'cardNumber', message: UNKNOWN_TEST_CARD_MESSAGE }] };
}
