import { describe, expect, it } from 'vitest';
import {
  currencyMinorDigits,
  formatPrice,
  isSupportedCurrency,
  majorAmountText,
  parseMajorAmount,
} from './money';

describe('money in minor units', () => {
  it('knows each currency’s decimals from Intl (EUR 2, JPY 0, KWD 3)', () => {
    expect(currencyMinorDigits('EUR')).toBe(2);
    expect(currencyMinorDigits('JPY')).toBe(0);
    expect(currencyMinorDigits('KWD')).toBe(3);
  });

  it('counts two decimals for a code that is not a currency yet (a half-typed form field), where Intl throws', () => {
    expect(currencyMinorDigits('eu')).toBe(2);
    expect(majorAmountText(1250, 'eu')).toBe('12.50');
  });

  it('formats minor units with the locale’s conventions', () => {
    expect(formatPrice(1999, 'USD', 'en-US')).toBe('$19.99');
    expect(formatPrice(1999, 'EUR', 'de-DE')).toBe('19,99\u00a0€');
    expect(formatPrice(500, 'JPY', 'en-US')).toBe('¥500');
    expect(formatPrice(0, 'EUR', 'en-US')).toBe('€0.00');
  });

  it('keeps the currency’s decimals even for whole amounts (no "€12" next to "€12.50")', () => {
    expect(formatPrice(1200, 'EUR', 'en-US')).toBe('€12.00');
  });

  it('writes minor units as an exact major amount with the currency’s own decimals (JPY 0, KWD 3)', () => {
    expect(majorAmountText(1999, 'EUR')).toBe('19.99');
    expect(majorAmountText(5, 'EUR')).toBe('0.05');
    expect(majorAmountText(500, 'JPY')).toBe('500');
    expect(majorAmountText(1234, 'KWD')).toBe('1.234');
    expect(majorAmountText(-250, 'USD')).toBe('-2.50');
    expect(majorAmountText(900719925474099, 'EUR')).toBe('9007199254740.99');
  });

  it('parses typed major amounts exactly, with a dot or a comma', () => {
    expect(parseMajorAmount('12.50', 'EUR')).toBe(1250);
    expect(parseMajorAmount('12,5', 'EUR')).toBe(1250);
    expect(parseMajorAmount(' 1 000 ', 'EUR')).toBe(100000);
    expect(parseMajorAmount('0.29', 'EUR')).toBe(29);
    expect(parseMajorAmount('500', 'JPY')).toBe(500);
  });

  it('refuses amounts with more decimals than the currency has, negatives and words', () => {
    expect(parseMajorAmount('1.005', 'EUR')).toBeNull();
    expect(parseMajorAmount('1.5', 'JPY')).toBeNull();
    expect(parseMajorAmount('-1', 'EUR')).toBeNull();
    expect(parseMajorAmount('ten', 'EUR')).toBeNull();
    expect(parseMajorAmount('', 'EUR')).toBeNull();
  });

  it('accepts only three capital letters that Intl knows as a currency', () => {
    expect(isSupportedCurrency('EUR')).toBe(true);
    expect(isSupportedCurrency('eur')).toBe(false);
    expect(isSupportedCurrency('EURO')).toBe(false);
    expect(isSupportedCurrency('QQQ')).toBe(false);
  });
});
