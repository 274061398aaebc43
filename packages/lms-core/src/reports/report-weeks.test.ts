import { describe, expect, it } from 'vitest';
import { enrollmentReportOf, lastWeeksRange, mondayOnOrBefore, reportWeekGrid, weekOf } from './report-weeks';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe('report weeks', () => {
  it('finds the Monday (UTC) that starts the week', () => {
    expect(iso(mondayOnOrBefore(at('2025-01-01T15:00:00Z')))).toBe('2024-12-30T00:00:00.000Z');
    expect(iso(mondayOnOrBefore(at('2025-01-06T00:00:00Z')))).toBe('2025-01-06T00:00:00.000Z');
    expect(iso(mondayOnOrBefore(at('2025-01-12T23:59:59Z')))).toBe('2025-01-06T00:00:00.000Z');
  });

  it('lists every week of a range, both end days included, the partial first and last weeks too', () => {
    const grid = reportWeekGrid({ from: '2025-01-01', to: '2025-01-13' });
    expect(grid.weeks.map((week) => week.weekStart)).toEqual(['2024-12-30', '2025-01-06', '2025-01-13']);
    expect(grid.weeks.every((week) => week.enrolled === 0 && week.completed === 0)).toBe(true);
    // A one-day range has one week.
    expect(reportWeekGrid({ from: '2025-01-12', to: '2025-01-12' }).weeks).toHaveLength(1);
  });

  it('puts a time in its week, and nowhere outside the range', () => {
    const grid = reportWeekGrid({ from: '2025-01-01', to: '2025-01-13' });
    expect(weekOf(grid, at('2025-01-05T23:59:59Z'))?.weekStart).toBe('2024-12-30');
    expect(weekOf(grid, at('2025-01-13T23:59:59Z'))?.weekStart).toBe('2025-01-13');
    // Inside the first week, but before the range's first day.
    expect(weekOf(grid, at('2024-12-31T12:00:00Z'))).toBeUndefined();
    expect(weekOf(grid, at('2025-01-14T00:00:00Z'))).toBeUndefined();
  });

  it('adds up the totals of the filled-in weeks', () => {
    const weeks = [
      { weekStart: '2025-01-06', enrolled: 3, completed: 1 },
      { weekStart: '2025-01-13', enrolled: 2, completed: 0 },
    ];
    expect(enrollmentReportOf({ from: '2025-01-06', to: '2025-01-19' }, 'c1', weeks)).toEqual({
      from: '2025-01-06',
      to: '2025-01-19',
      courseId: 'c1',
      weeks,
      totals: { enrolled: 5, completed: 1 },
    });
  });

  it('"the last n weeks" is the current week up to today and the whole weeks before it', () => {
    const wednesday = at('2026-11-25T15:00:00Z');
    expect(lastWeeksRange(12, wednesday)).toEqual({ from: '2026-09-07', to: '2026-11-25' });
    expect(reportWeekGrid(lastWeeksRange(12, wednesday)).weeks).toHaveLength(12);
    expect(lastWeeksRange(1, at('2026-11-23T00:00:00Z'))).toEqual({ from: '2026-11-23', to: '2026-11-23' });
  });
});
