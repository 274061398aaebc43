import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { activityReportCsv, type ActivityReport, type CurrencyAmount, type OperationInput } from '@lms/core';
import { Button } from '../../components/Button';
import { ErrorState } from '../../components/ErrorState';
import { Skeleton } from '../../components/Skeleton';
import { downloadText } from '../../ui-kit/download';
import { useGetActivityReportQuery } from './reports-api';
import { useReportFormat, type ReportFormat } from './useReportFormat';
import { lazyPart } from '../../components/lazy-part';

const ActivityChart = lazyPart(() => import('./ActivityChart'));

// The tables scroll sideways on a phone: their wrappers take focus so a keyboard can scroll them (WCAG 2.1.1).

/** Active learners, certificates issued, badges awarded and revenue per week of the same period and course as the report above. */
export function ActivitySection({ input }: { input: OperationInput<'getActivityReport'> }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { data, error, isLoading, isError, refetch } = useGetActivityReportQuery(input);
  const format = useReportFormat();
  return (
    <section className="lms-admin-reports__figure" aria-labelledby={headingId}>
      <div className="lms-admin-reports__caption">
        <h2 id={headingId}>{t('adminReports.activity.heading')}</h2>
        {data && (
          <Button variant="secondary" onClick={() => downloadActivityCsv(data, t)}>
            {t('adminReports.activity.csv')}
          </Button>
        )}
      </div>
      {isLoading ? (
        <div aria-label={t('common.loading')} role="status">
          <Skeleton lines={6} />
        </div>
      ) : isError || !data ? (
        <ErrorState
          error={error}
          title={t('adminReports.activity.loadError')}
          onRetry={() => void refetch()}
        />
      ) : (
        <>
          <dl className="lms-admin-reports__totals">
            <div>
              <dt>{t('adminReports.activity.activeLearners')}</dt>
              <dd>{format.count(data.totals.activeLearners)}</dd>
            </div>
            <div>
              <dt>{t('adminReports.activity.certificatesIssued')}</dt>
              <dd>{format.count(data.totals.certificatesIssued)}</dd>
            </div>
            <div>
              <dt>{t('adminReports.activity.badgesAwarded')}</dt>
              <dd>{format.count(data.totals.badgesAwarded)}</dd>
            </div>
            <div>
              <dt>{t('adminReports.activity.revenue')}</dt>
              <dd>{moneyList(data.totals.revenue, format, t('adminReports.activity.noRevenue'))}</dd>
            </div>
          </dl>
          <Suspense fallback={<Skeleton lines={6} />}>
            <ActivityChart
              weeks={data.weeks}
              format={format}
              label={t('adminReports.activity.chartLabel', {
                weeksText: t('adminReports.activity.weeksCount', { count: data.weeks.length }),
                learnersText: t('adminReports.activity.learnersCount', { count: data.totals.activeLearners }),
                certificatesText: t('adminReports.activity.certificatesCount', {
                  count: data.totals.certificatesIssued,
                }),
                badgesText: t('adminReports.activity.badgesCount', { count: data.totals.badgesAwarded }),
              })}
            />
          </Suspense>
          <div className="lms-admin-table-wrap" tabIndex={0} role="group" aria-labelledby={headingId}>
            <table className="lms-admin-table lms-admin-reports__table" aria-labelledby={headingId}>
              <thead>
                <tr>
                  <th scope="col">{t('adminReports.column.week')}</th>
                  <th scope="col">{t('adminReports.activity.activeLearners')}</th>
                  <th scope="col">{t('adminReports.activity.certificatesIssued')}</th>
                  <th scope="col">{t('adminReports.activity.badgesAwarded')}</th>
                  <th scope="col">{t('adminReports.activity.revenue')}</th>
                </tr>
              </thead>
              <tbody>
                {data.weeks.map((week) => (
                  <tr key={week.weekStart}>
                    <th scope="row">
                      <time dateTime={week.weekStart}>{format.day(week.weekStart)}</time>
                    </th>
                    <td className="lms-admin-reports__number">{format.count(week.activeLearners)}</td>
                    <td className="lms-admin-reports__number">{format.count(week.certificatesIssued)}</td>
                    <td className="lms-admin-reports__number">{format.count(week.badgesAwarded)}</td>
                    <td className="lms-admin-reports__number">{moneyList(week.revenue, format, '–')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

function moneyList(amounts: readonly CurrencyAmount[], format: ReportFormat, none: string): string {
  if (amounts.length === 0) return none;
  return amounts.map((amount) => format.money(amount.cents, amount.currency)).join(' · ');
}

/** One row per week and currency, amounts in the currency's major units (lms-core's activityReportCsv). */
function downloadActivityCsv(report: ActivityReport, t: (key: string) => string): void {
  const csv = activityReportCsv(report, {
    week: t('adminReports.column.week'),
    activeLearners: t('adminReports.activity.activeLearners'),
    certificatesIssued: t('adminReports.activity.certificatesIssued'),
    badgesAwarded: t('adminReports.activity.badgesAwarded'),
    currency: t('adminReports.activity.currency'),
    revenue: t('adminReports.activity.revenue'),
  });
  downloadText(`activity-${report.from}-to-${report.to}.csv`, csv, 'text/csv;charset=utf-8');
}
