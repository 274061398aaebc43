import { useTranslation } from 'react-i18next';
import type { EnrollmentReportWeek } from '@lms/core';
import type { ReportFormat } from './useReportFormat';

export interface ReportTableProps {
  weeks: readonly EnrollmentReportWeek[];
  format: ReportFormat;
  captionId: string;
}

/** The chart's figures as a table: one row per week, the week's Monday as its header. */
export function ReportTable({ weeks, format, captionId }: ReportTableProps) {
  const { t } = useTranslation();
  return (
    <div className="lms-admin-table-wrap">
      <table className="lms-admin-table lms-admin-reports__table" aria-labelledby={captionId}>
        <thead>
          <tr>
            <th scope="col">{t('adminReports.column.week')}</th>
            <th scope="col">{t('adminReports.series.enrolled')}</th>
            <th scope="col">{t('adminReports.series.completed')}</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.weekStart}>
              <th scope="row">
                <time dateTime={week.weekStart}>{format.day(week.weekStart)}</time>
              </th>
              <td className="lms-admin-reports__number">{format.count(week.enrolled)}</td>
              <td className="lms-admin-reports__number">{format.count(week.completed)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
