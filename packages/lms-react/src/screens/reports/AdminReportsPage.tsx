import { skipToken } from '@reduxjs/toolkit/query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { systemClock } from '@lms/core';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Skeleton } from '../../components/Skeleton';
import { useLmsRuntime } from '../../runtime/useLmsRuntime';
import { useAdminGetCourseQuery } from '../../store/endpoints/courses-api';
import { reportRequest } from './report-params';
import { ActivitySection } from './ActivitySection';
import { FunnelSection } from './FunnelSection';
import { ReportFilters } from './ReportFilters';
import { ReportResults } from './ReportResults';
import { useGetEnrollmentReportQuery } from './reports-api';
import { useReportParams } from './useReportParams';
import { ChartPicture } from '../../components/empty-pictures';

/**
 * /admin/reports: enrolments started and courses completed per week, for a period (the last 12, 26 or 52 weeks,
 * or custom dates) and all courses or one, both in the URL. Totals, then a chart with a table alternative; then
 * the same period's activity (learners, certificates, revenue) and, for one course, its funnel.
 */
export function AdminReportsPage() {
  const { t } = useTranslation();
  const headingId = useId();
  const { config } = useLmsRuntime();
  const { params, showReport } = useReportParams();
  // Today decides which days the preset periods cover (a host may pass its own clock).
  const now = (config.clock ?? systemClock).now();
  const request = reportRequest(params, now);
  const { data, error, isLoading, isError, isFetching, refetch } = useGetEnrollmentReportQuery(
    request.ok ? request.input : skipToken,
  );
  // Shares the course choice's cache entry when the course is listed; needed only for the period line.
  const { data: course } = useAdminGetCourseQuery(
    params.courseId === undefined ? skipToken : { id: params.courseId },
  );

  return (
    <section className="lms-admin-reports" aria-labelledby={headingId}>
      <header className="lms-admin-reports__header">
        <h1 id={headingId}>{t('adminReports.heading')}</h1>
        <p>{t('adminReports.intro')}</p>
      </header>
      <ReportFilters
        params={params}
        urlIssues={request.ok ? undefined : request.issues}
        now={now}
        onChange={showReport}
      />
      <div className="lms-admin-reports__results" aria-busy={isLoading || isFetching} aria-live="polite">
        {!request.ok ? (
          <p className="lms-admin-reports__note">{t('adminReports.fixRange')}</p>
        ) : isLoading || (isFetching && isError) ? (
          <div aria-label={t('common.loading')} role="status">
            <Skeleton lines={8} />
          </div>
        ) : isError || !data ? (
          <ErrorState error={error} title={t('adminReports.loadError')} onRetry={() => void refetch()} />
        ) : data.totals.enrolled === 0 && data.totals.completed === 0 ? (
          <EmptyState picture={<ChartPicture />} title={t('adminReports.emptyTitle')}>
            {t('adminReports.emptyBody')}
          </EmptyState>
        ) : (
          <ReportResults
            report={data}
            courseTitle={
              data.courseId === null ? undefined : course?.id === data.courseId ? course.title : data.courseId
            }
          />
        )}
      </div>
      {request.ok && <ActivitySection input={request.input} />}
      {params.courseId !== undefined && <FunnelSection courseId={params.courseId} />}
    </section>
  );
}
