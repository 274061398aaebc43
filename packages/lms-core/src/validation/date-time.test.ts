import { describe, expect, it } from 'vitest';
import { date, daysInMonth, fullTime, isLeapYear, time, timeOrFullTime } from './date-time';

describe('date rule: YYYY/MM/DD and a real calendar date', () => {
  it.each(['2025/01/31', '2024/02/29', '2000/02/29', '0001/01/01', '9999/12/31', '2025/04/30'])(
    'accepts %s',
    (value) => expect(date(value)).toEqual({ ok: true }),
  );

  it.each(['2025-01-31', '2025/1/31', '25/01/31', '31/01/2025', '2025/01/31 ', '', '20250131'])(
    'rejects the wrong format %j with the format message',
    (value) =>
      expect(date(value)).toEqual({
        ok: false,
        rule: 'date',
        message: 'Enter a date as YYYY/MM/DD, for example 2025/01/31.',
      }),
  );

  it.each(['2025/02/29', '1900/02/29', '2025/04/31', '2025/13/01', '2025/00/10', '2025/01/00', '0000/01/01'])(
    'rejects %s because that day does not exist',
    (value) =>
      expect(date(value)).toEqual({
        ok: false,
        rule: 'date',
        message: `${value} is not a real calendar date. Enter a date as YYYY/MM/DD, for example 2025/01/31.`,
      }),
  );

  it.each([undefined, null, 20250131, new Date(2025, 0, 31)])('rejects the non-text value %j', (value) =>
    expect(date(value).ok).toBe(false),
  );

  it('knows the Gregorian leap years (every 4 years, not centuries, except every 400)', () => {
    expect([2024, 2000, 1600].map(isLeapYear)).toEqual([true, true, true]);
    expect([2025, 1900, 2100].map(isLeapYear)).toEqual([false, false, false]);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(2023, 9)).toBe(30);
    expect(daysInMonth(2023, 12)).toBe(31);
  });
});

describe('time rule: HH:mm, 00-23 and 00-59', () => {
  it.each(['00:00', '09:30', '23:59', '12:05'])('accepts %s', (value) =>
    expect(time(value)).toEqual({ ok: true }),
  );

  it.each(['24:00', '23:60', '9:30', '09:5', '09:30:00', '0930', '', 'noon', 930])('rejects %j', (value) =>
    expect(time(value)).toEqual({
      ok: false,
      rule: 'time',
      message: 'Enter a time as HH:mm in 24-hour format, for example 09:30.',
    }),
  );
});

describe('full time rule: HH:mm:ss', () => {
  it.each(['00:00:00', '09:30:15', '23:59:59'])('accepts %s', (value) =>
    expect(fullTime(value)).toEqual({ ok: true }),
  );

  it.each(['09:30', '24:00:00', '23:59:60', '23:60:00', '9:30:15', '09:30:15.5'])('rejects %s', (value) =>
    expect(fullTime(value)).toEqual({
      ok: false,
      rule: 'fullTime',
      message: 'Enter a time as HH:mm:ss in 24-hour format, for example 09:30:15.',
    }),
  );
});

describe('time or full time rule', () => {
  it.each(['09:30', '09:30:15', '23:59', '00:00:00'])('accepts %s', (value) =>
    expect(timeOrFullTime(value)).toEqual({ ok: true }),
  );

  it.each(['24:00', '09:30:', '09:30:60', '09', null])('rejects %j', (value) =>
    expect(timeOrFullTime(value)).toEqual({
      ok: false,
      rule: 'timeOrFullTime',
      message: 'Enter a time as HH:mm or HH:mm:ss in 24-hour format, for example 09:30 or 09:30:15.',
    }),
  );
});
