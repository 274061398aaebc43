import { useTranslation } from 'react-i18next';
import type { EnrollmentReport } from '@lms/core';
import type { ReportFormat } from './useReportFormat';

export interface ReportTotalsProps {
  totals: EnrollmentReport['totals'];
  format: ReportFormat;
}

/**
 * The period's totals. The completion ratio compares courses completed with enrolments started in the same period
 * (completions may come from earlier enrolments, so it can pass 100%); with no enrolment there is no ratio.
 */
export function ReportTotals({ totals, format }: ReportTotalsProps) {
  const { t } = useTranslation();
  const ratio = totals.enrolled === 0 ? null : totals.completed / totals.enrolled;
  return (
    <dl className="lms-admin-reports__totals">
      <div className="lms-admin-reports__total">
        <dt>{t('adminReports.totals.enrolled')}</dt>
        <dd>{format.count(totals.enrolled)}</dd>
      </div>
      <div className="lms-admin-reports__total">
        <dt>{t('adminReports.totals.completed')}</dt>
        <dd>{format.count(totals.completed)}</dd>
      </div>
      <div className="lms-admin-reports__total">
        <dt>{t('adminReports.totals.ratio')}</dt>
        <dd>{ratio === null ? t('adminReports.totals.noRatio') : format.percent(ratio)}</dd>
      </div>
    </dl>
  );
}
