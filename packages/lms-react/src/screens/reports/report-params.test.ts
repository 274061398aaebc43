import { describe, expect, it } from 'vitest';
import { presetDays, readReportParams, reportRequest, reportSearch } from './report-params';

// Wednesday 25 November 2026, 23:30 UTC.
const NOW = Date.UTC(2026, 10, 25, 23, 30);

describe('report parameters in the URL', () => {
  it('defaults to the last 12 weeks of all courses, with an empty query', () => {
    const params = readReportParams('');
    expect(params).toEqual({ range: '12w', from: '', to: '', courseId: undefined });
    expect(reportSearch(params)).toBe('');
  });

  it('round-trips a preset, a custom range and a course', () => {
    for (const search of ['?range=52w&course=c-1', '?range=custom&from=2026-01-01&to=2026-03-31']) {
      expect(reportSearch(readReportParams(search))).toBe(search);
    }
  });

  it('reads an unknown range as the default and ignores dates outside a custom range', () => {
    expect(readReportParams('?range=9w&from=2026-01-01')).toMatchObject({ range: '12w', from: '' });
  });
});

describe('preset periods', () => {
  it('cover the current Monday-based UTC week up to today and the whole weeks before it', () => {
    expect(presetDays('12w', NOW)).toEqual({ from: '2026-09-07', to: '2026-11-25' });
    expect(presetDays('26w', NOW).from).toBe('2026-06-01');
    expect(presetDays('52w', NOW).from).toBe('2025-12-01');
  });

  it('on a Monday, start the current week today', () => {
    expect(presetDays('12w', Date.UTC(2026, 10, 23, 0, 0))).toEqual({ from: '2026-09-07', to: '2026-11-23' });
  });
});

describe('the report asked for', () => {
  it("checks a custom range with the contract's schema", () => {
    expect(reportRequest(readReportParams('?range=custom&from=2026-03-01&to=2026-02-01'), NOW)).toEqual({
      ok: false,
      issues: { to: '"from" must not be after "to".' },
    });
    expect(reportRequest(readReportParams('?range=custom&from=2026-02-30&to=2026-03-01'), NOW)).toEqual({
      ok: false,
      issues: { from: 'This date does not exist.' },
    });
    expect(reportRequest(readReportParams('?range=custom&from=2020-01-01&to=2026-03-01'), NOW)).toMatchObject(
      {
        ok: false,
        issues: { to: expect.stringContaining('at most') },
      },
    );
  });

  it('asks for the preset days and the course', () => {
    expect(reportRequest(readReportParams('?range=26w&course=c-9'), NOW)).toEqual({
      ok: true,
      input: { from: '2026-06-01', to: '2026-11-25', courseId: 'c-9' },
    });
  });
});
