// The weeks of the enrolment report, shared by every back end and the admin screen so they can never disagree:
// weeks start on Monday 00:00 UTC, a range is whole UTC days with both ends included, and every week of the range
// is listed (empty ones as zeros), the first and last counting only the days inside the range.
import type { EnrollmentReport, EnrollmentReportWeek } from '../api/schemas/reports';

const DAY_MS = 86_400_000;
export const REPORT_WEEK_MS = 7 * DAY_MS;

/** Milliseconds at 00:00 UTC of a YYYY-MM-DD day. */
export const dayStartOf = (isoDate: string): number => Date.parse(`${isoDate}T00:00:00Z`);
/** The UTC day (YYYY-MM-DD) of a time. */
export const isoDayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The Monday 00:00 UTC on or before `ms`. */
export function mondayOnOrBefore(ms: number): number {
  const day = Math.floor(ms / DAY_MS) * DAY_MS;
  // getUTCDay() is 0 for Sunday: Monday goes back 0 days, Sunday 6.
  return day - ((new Date(day).getUTCDay() + 6) % 7) * DAY_MS;
}

export interface ReportWeekGrid {
  /** The range's first instant and the instant after its last day. */
  start: number;
  end: number;
  /** The Monday that starts the first week; week i starts at origin + i weeks. */
  origin: number;
  /** Every week of the range, with zero counts. */
  weeks: EnrollmentReportWeek[];
}

export function reportWeekGrid(range: { from: string; to: string }): ReportWeekGrid {
  const start = dayStartOf(range.from);
  const end = dayStartOf(range.to) + DAY_MS;
  const origin = mondayOnOrBefore(start);
  const count = Math.floor((end - 1 - origin) / REPORT_WEEK_MS) + 1;
  const weeks = Array.from({ length: count }, (_, index) => ({
    weekStart: isoDayOf(origin + index * REPORT_WEEK_MS),
    enrolled: 0,
    completed: 0,
  }));
  return { start, end, origin, weeks };
}

/** The week of `grid.weeks` a time falls in, or undefined outside the range. */
export function weekOf(grid: ReportWeekGrid, ms: number): EnrollmentReportWeek | undefined {
  if (ms < grid.start || ms >= grid.end) return undefined;
  return grid.weeks[Math.floor((ms - grid.origin) / REPORT_WEEK_MS)];
}

/** The report of a range from its filled-in weeks, with the totals. */
export function enrollmentReportOf(
  input: { from: string; to: string },
  courseId: string | null,
  weeks: EnrollmentReportWeek[],
): EnrollmentReport {
  return {
    from: input.from,
    to: input.to,
    courseId,
    weeks,
    totals: {
      enrolled: weeks.reduce((sum, week) => sum + week.enrolled, 0),
      completed: weeks.reduce((sum, week) => sum + week.completed, 0),
    },
  };
}

/**
 * The days of "the last `count` weeks" at `now`: the current week up to today and the whole weeks before it, so the
 * report shows exactly `count` weeks.
 */
export function lastWeeksRange(count: number, now: number): { from: string; to: string } {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  return { from: isoDayOf(mondayOnOrBefore(today) - (count - 1) * REPORT_WEEK_MS), to: isoDayOf(today) };
}
