// The report's range and course live in the URL, so a report can be bookmarked and shared. A preset range ("last 12
// weeks") is kept as its name, not as dates, so a bookmark keeps showing the latest weeks.
import { enrollmentReportInputSchema, lastWeeksRange, type EnrollmentReportInput } from '@lms/core';

export const PRESET_RANGES = ['12w', '26w', '52w'] as const;
export type PresetRange = (typeof PRESET_RANGES)[number];
export type ReportRange = PresetRange | 'custom';

export interface ReportParams {
  range: ReportRange;
  /** The custom range's first and last days (YYYY-MM-DD, as typed or bookmarked); '' for a preset. */
  from: string;
  to: string;
  /** One course; all courses when undefined. */
  courseId: string | undefined;
}

export const DEFAULT_REPORT_PARAMS: ReportParams = { range: '12w', from: '', to: '', courseId: undefined };

const WEEKS: Record<PresetRange, number> = { '12w': 12, '26w': 26, '52w': 52 };
/** The contract's limit on a course id. */
const COURSE_ID_MAX_LENGTH = 128;

const isPreset = (value: string | null): value is PresetRange =>
  (PRESET_RANGES as readonly string[]).includes(value ?? '');

export function readReportParams(search: string): ReportParams {
  const params = new URLSearchParams(search);
  const range = params.get('range');
  const courseId = params.get('course')?.trim().slice(0, COURSE_ID_MAX_LENGTH) || undefined;
  if (range === 'custom') {
    // Kept as given (bounded): the filters say what is wrong with a mistyped bookmark instead of hiding it.
    const day = (name: string) => (params.get(name) ?? '').slice(0, 10);
    return { range, from: day('from'), to: day('to'), courseId };
  }
  return { range: isPreset(range) ? range : '12w', from: '', to: '', courseId };
}

/** The query string for report parameters (without defaults), '' when none. */
export function reportSearch(params: ReportParams): string {
  const query = new URLSearchParams();
  if (params.range !== '12w') query.set('range', params.range);
  if (params.range === 'custom') {
    query.set('from', params.from);
    query.set('to', params.to);
  }
  if (params.courseId !== undefined) query.set('course', params.courseId);
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}

/** A preset's days: lms-core's "last N weeks" (the current report week up to today and the whole weeks before). */
export function presetDays(range: PresetRange, now: number): { from: string; to: string } {
  return lastWeeksRange(WEEKS[range], now);
}

/** What the custom range's fields say is wrong, in the contract schema's words (translated by the screen). */
export interface RangeIssues {
  from?: string;
  to?: string;
}

export type ReportRequest = { ok: true; input: EnrollmentReportInput } | { ok: false; issues: RangeIssues };

/** The report to ask for, checked with the contract's schema, or why the custom range cannot be asked for. */
export function reportRequest(params: ReportParams, now: number): ReportRequest {
  const days =
    params.range === 'custom' ? { from: params.from, to: params.to } : presetDays(params.range, now);
  const parsed = enrollmentReportInputSchema.safeParse({
    ...days,
    ...(params.courseId !== undefined ? { courseId: params.courseId } : {}),
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  const issues: RangeIssues = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'from' || field === 'to') && issues[field] === undefined) issues[field] = issue.message;
  }
  return { ok: false, issues };
}
