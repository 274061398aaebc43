// The activity report as CSV: one row per week and currency, amounts in the currency's major units with its own
// decimals (JPY none, KWD three), so a spreadsheet sums them as numbers.
import { majorAmountText } from '../payments/money';
import type { ActivityReport } from '../api/schemas/reports';
import { toCsv } from './csv';

/** Column titles in the reader's language, in the order of the rows below. */
export interface ActivityCsvHeader {
  week: string;
  activeLearners: string;
  certificatesIssued: string;
  badgesAwarded: string;
  currency: string;
  revenue: string;
}

export function activityReportCsv(report: ActivityReport, header: ActivityCsvHeader): string {
  const rows = report.weeks.flatMap((week) => {
    const counts = [week.weekStart, week.activeLearners, week.certificatesIssued, week.badgesAwarded];
    if (week.revenue.length === 0) return [[...counts, '', '']];
    return week.revenue.map((amount) => [
      ...counts,
      amount.currency,
      majorAmountText(amount.cents, amount.currency),
    ]);
  });
  return toCsv(
    [
      header.week,
      header.activeLearners,
      header.certificatesIssued,
      header.badgesAwarded,
      header.currency,
      header.revenue,
    ],
    rows,
  );
}
