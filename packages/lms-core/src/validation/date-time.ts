// Date and time field rules (spec section 5): date YYYY/MM/DD, time HH:mm, full time HH:mm:ss, 24-hour clock.
import { invalidResult, VALID_RESULT, type Rule } from './result';

export const DATE_FORMAT_MESSAGE = 'Enter a date as YYYY/MM/DD, for example 2025/01/31.';
export const TIME_MESSAGE = 'Enter a time as HH:mm in 24-hour format, for example 09:30.';
export const FULL_TIME_MESSAGE = 'Enter a time as HH:mm:ss in 24-hour format, for example 09:30:15.';
export const TIME_OR_FULL_TIME_MESSAGE =
  'Enter a time as HH:mm or HH:mm:ss in 24-hour format, for example 09:30 or 09:30:15.';

const DATE_PATTERN = /^(\d{4})\/(\d{2})\/(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const FULL_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** A real calendar date: year 0001-9999, month 01-12, day within that month (29 February only in leap years). */
export const date: Rule = (value) => {
  const match = typeof value === 'string' ? DATE_PATTERN.exec(value) : null;
  if (!match) return invalidResult('date', DATE_FORMAT_MESSAGE);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const real = year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
  return real
    ? VALID_RESULT
    : invalidResult('date', `${String(value)} is not a real calendar date. ${DATE_FORMAT_MESSAGE}`);
};

export const time: Rule = (value) =>
  typeof value === 'string' && TIME_PATTERN.test(value) ? VALID_RESULT : invalidResult('time', TIME_MESSAGE);

export const fullTime: Rule = (value) =>
  typeof value === 'string' && FULL_TIME_PATTERN.test(value)
    ? VALID_RESULT
    : invalidResult('fullTime', FULL_TIME_MESSAGE);

export const timeOrFullTime: Rule = (value) =>
  typeof value === 'string' && (TIME_PATTERN.test(value) || FULL_TIME_PATTERN.test(value))
    ? VALID_RESULT
    : invalidResult('timeOrFullTime', TIME_OR_FULL_TIME_MESSAGE);
