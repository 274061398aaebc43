// Amounts are integers in the currency's minor unit (cents for EUR, yen for JPY): no floating-point money anywhere.
// Intl knows how many decimals each ISO 4217 currency has, so formatting and parsing follow the currency.

/** ISO 4217 code in capitals, as stored on courses and coupons. */
export const CURRENCY_CODE_PATTERN = /^[A-Z]{3}$/;

const supportedCurrencies: ReadonlySet<string> = new Set(
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : [],
);

/** True for a three-letter code Intl can format (unknown codes would print as bare numbers). */
export function isSupportedCurrency(code: string): boolean {
  if (!CURRENCY_CODE_PATTERN.test(code)) return false;
  return supportedCurrencies.size === 0 || supportedCurrencies.has(code);
}

/**
 * Decimals of the currency's minor unit: 2 for EUR and USD, 0 for JPY, 3 for KWD; 2 for a code that is not ISO 4217
 * (a half-typed one in a form), where Intl would throw.
 */
export function currencyMinorDigits(currency: string): number {
  if (!isSupportedCurrency(currency)) return 2;
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits as number;
}

/** `formatPrice(1999, 'EUR', 'de-DE')` is "19,99 €"; `formatPrice(500, 'JPY')` is "¥500". */
export function formatPrice(amountMinor: number, currency: string, locale = 'en-US'): string {
  const digits = currencyMinorDigits(currency);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amountMinor / 10 ** digits);
}

/**
 * Minor units as a plain decimal in major units, exact (digits moved as text, never divided as floats), no grouping:
 * `majorAmountText(1999, 'EUR')` is "19.99", `(500, 'JPY')` "500", `(1234, 'KWD')` "1.234". For files a program reads.
 */
export function majorAmountText(amountMinor: number, currency: string): string {
  const digits = currencyMinorDigits(currency);
  const sign = amountMinor < 0 ? '-' : '';
  const text = String(Math.abs(amountMinor)).padStart(digits + 1, '0');
  return digits === 0 ? `${sign}${text}` : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/**
 * Reads an amount typed in major units ("12.50", "12,5", "1 000") into minor units, or null when it is not a
 * plain non-negative amount with at most the currency's decimals. Exact: digits are joined as text, never
 * multiplied as floats.
 */
export function parseMajorAmount(text: string, currency: string): number | null {
  const digits = currencyMinorDigits(currency);
  const compact = text.trim().replace(/[\s\u00a0\u202f]/g, '');
  const match = /^(\d+)(?:[.,](\d*))?$/.exec(compact);
  if (match === null) return null;
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  const minor = Number(whole + fraction.padEnd(digits, '0'));
  return Number.isSafeInteger(minor) ? minor : null;
}
