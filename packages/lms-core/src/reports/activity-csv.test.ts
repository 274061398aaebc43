import { describe, expect, it } from 'vitest';
import type { ActivityReport } from '../api/schemas/reports';
import { activityReportCsv } from './activity-csv';

const header = {
  week: 'Week',
  activeLearners: 'Active',
  certificatesIssued: 'Certificates',
  badgesAwarded: 'Badges',
  currency: 'Currency',
  revenue: 'Revenue',
};

function week(weekStart: string, revenue: ActivityReport['weeks'][number]['revenue']) {
  return { weekStart, activeLearners: 3, certificatesIssued: 1, badgesAwarded: 0, revenue };
}

describe('activity report CSV', () => {
  it("writes each currency's revenue with that currency's decimals (EUR 2, JPY 0, KWD 3), refunds negative", () => {
    const report: ActivityReport = {
      from: '2026-11-02',
      to: '2026-11-15',
      courseId: null,
      weeks: [
        week('2026-11-02', [
          { currency: 'EUR', cents: 1999 },
          { currency: 'JPY', cents: 500 },
          { currency: 'KWD', cents: 1234 },
        ]),
        week('2026-11-09', [{ currency: 'USD', cents: -250 }]),
        week('2026-11-16', []),
      ],
      totals: { activeLearners: 3, certificatesIssued: 3, badgesAwarded: 0, revenue: [] },
    };
    const lines = activityReportCsv(report, header)
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toEqual([
      'Week,Active,Certificates,Badges,Currency,Revenue',
      '2026-11-02,3,1,0,EUR,19.99',
      '2026-11-02,3,1,0,JPY,500',
      '2026-11-02,3,1,0,KWD,1.234',
      '2026-11-09,3,1,0,USD,-2.50',
      '2026-11-16,3,1,0,,',
    ]);
  });
});
