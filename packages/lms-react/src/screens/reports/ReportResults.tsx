import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toCsv, type EnrollmentReport } from '@lms/core';
import { Button } from '../../components/Button';
import { Skeleton } from '../../components/Skeleton';
import { downloadText } from '../../ui-kit/download';
import { ReportTable } from './ReportTable';
import { ReportTotals } from './ReportTotals';
import { useReportFormat } from './useReportFormat';
import { lazyPart } from '../../components/lazy-part';

// recharts is large: it loads with the first chart, so no other page (nor this one's table view) carries it.
const EnrollmentChart = lazyPart(() => import('./EnrollmentChart'));

export interface ReportResultsProps {
  report: EnrollmentReport;
  /** The course's title when the report is for one course. */
  courseTitle: string | undefined;
}

/** The totals, then the weekly figures as a chart or, at the admin's choice, as a table of the same numbers. */
export function ReportResults({ report, courseTitle }: ReportResultsProps) {
  const { t } = useTranslation();
  const format = useReportFormat();
  const captionId = useId();
  const [asTable, setAsTable] = useState(false);
  const period = t('adminReports.period', { from: format.day(report.from), to: format.day(report.to) });

  return (
    <>
      <p className="lms-admin-reports__period">
        {period}
        {courseTitle !== undefined && (
          <>
            {' · '}
            <span dir="auto">{courseTitle}</span>
          </>
        )}
      </p>
      <ReportTotals totals={report.totals} format={format} />
      <figure className="lms-admin-reports__figure">
        <figcaption className="lms-admin-reports__caption">
          <h2 id={captionId}>{t('adminReports.chart.caption')}</h2>
          <div className="lms-admin-reports__actions">
            <Button variant="secondary" onClick={() => setAsTable(!asTable)}>
              {asTable ? t('adminReports.chart.showAsChart') : t('adminReports.chart.showAsTable')}
            </Button>
            <Button variant="secondary" onClick={() => downloadEnrollmentCsv(report, t)}>
              {t('adminReports.chart.csv')}
            </Button>
          </div>
        </figcaption>
        {asTable ? (
          <ReportTable weeks={report.weeks} format={format} captionId={captionId} />
        ) : (
          <Suspense
            fallback={
              <div aria-label={t('common.loading')} role="status">
                <Skeleton lines={6} />
              </div>
            }
          >
            <EnrollmentChart
              weeks={report.weeks}
              format={format}
              label={t('adminReports.chart.label', {
                enrolled: report.totals.enrolled,
                completed: report.totals.completed,
                weeks: report.weeks.length,
              })}
            />
          </Suspense>
        )}
        <p className="lms-admin-reports__note">{t('adminReports.chart.partialWeeks')}</p>
      </figure>
    </>
  );
}

/** The weekly figures of the chart, as the table shows them (week start, enrolments, completions). */
function downloadEnrollmentCsv(report: EnrollmentReport, t: (key: string) => string): void {
  const csv = toCsv(
    [t('adminReports.column.week'), t('adminReports.series.enrolled'), t('adminReports.series.completed')],
    report.weeks.map((week) => [week.weekStart, week.enrolled, week.completed]),
  );
  const course = report.courseId === null ? '' : `-${report.courseId}`;
  downloadText(`enrolments${course}-${report.from}-to-${report.to}.csv`, csv, 'text/csv;charset=utf-8');
}
