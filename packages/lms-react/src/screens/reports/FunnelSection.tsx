import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { toCsv, type CourseFunnel } from '@lms/core';
import { Button } from '../../components/Button';
import { ErrorState } from '../../components/ErrorState';
import { Skeleton } from '../../components/Skeleton';
import { downloadText } from '../../ui-kit/download';
import { useGetCourseFunnelQuery } from './reports-api';
import { useReportFormat } from './useReportFormat';

/**
 * One course's learners by how far they got, each stage as a bar against those enrolled (a meter: the numbers are
 * in its text), and the lessons where learners who started and have not finished were last.
 */
export function FunnelSection({ courseId }: { courseId: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const stopsId = useId();
  const format = useReportFormat();
  const { data, error, isLoading, isError, refetch } = useGetCourseFunnelQuery({ courseId });
  if (isLoading) {
    return (
      <div aria-label={t('common.loading')} role="status">
        <Skeleton lines={5} />
      </div>
    );
  }
  if (isError || !data) {
    return (
      <ErrorState error={error} title={t('adminReports.funnel.loadError')} onRetry={() => void refetch()} />
    );
  }
  const stages = [
    { key: 'enrolled', value: data.enrolled },
    { key: 'started', value: data.started },
    { key: 'halfway', value: data.halfway },
    { key: 'completed', value: data.completed },
  ] as const;
  return (
    <section className="lms-admin-reports__figure" aria-labelledby={headingId}>
      <div className="lms-admin-reports__caption">
        <h2 id={headingId}>{t('adminReports.funnel.heading')}</h2>
        <Button variant="secondary" onClick={() => downloadFunnelCsv(data, t)}>
          {t('adminReports.funnel.csv')}
        </Button>
      </div>
      <ol className="lms-admin-reports__funnel">
        {stages.map((stage) => {
          const share = data.enrolled === 0 ? 0 : stage.value / data.enrolled;
          const text = t('adminReports.funnel.stage', {
            count: stage.value,
            number: format.count(stage.value),
            share: format.percent(share),
          });
          return (
            <li key={stage.key}>
              <span className="lms-admin-reports__funnel-label">{t(`adminReports.funnel.${stage.key}`)}</span>
              <meter
                min={0}
                max={Math.max(data.enrolled, 1)}
                value={stage.value}
                aria-label={`${t(`adminReports.funnel.${stage.key}`)}: ${text}`}
              />
              <span className="lms-admin-reports__number">{text}</span>
            </li>
          );
        })}
      </ol>
      <h3 id={stopsId}>{t('adminReports.funnel.stopsHeading')}</h3>
      {data.stops.length === 0 ? (
        <p className="lms-admin-reports__note">{t('adminReports.funnel.noStops')}</p>
      ) : (
        <div className="lms-admin-table-wrap" tabIndex={0} role="group" aria-labelledby={stopsId}>
          <table className="lms-admin-table" aria-labelledby={stopsId}>
            <thead>
              <tr>
                <th scope="col">{t('adminReports.funnel.lesson')}</th>
                <th scope="col">{t('adminReports.funnel.learners')}</th>
              </tr>
            </thead>
            <tbody>
              {data.stops.map((stop) => (
                <tr key={stop.lessonId}>
                  <th scope="row" dir="auto">
                    {stop.title}
                  </th>
                  <td className="lms-admin-reports__number">{format.count(stop.learners)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The stages, then the lessons where learners stopped, one figure per row (a spreadsheet sums the column). */
function downloadFunnelCsv(funnel: CourseFunnel, t: TFunction): void {
  const stages = (['enrolled', 'started', 'halfway', 'completed'] as const).map((key) => [
    t(`adminReports.funnel.${key}`),
    funnel[key],
  ]);
  const stops = funnel.stops.map((stop) => [
    t('adminReports.funnel.stoppedAt', { lesson: stop.title }),
    stop.learners,
  ]);
  const csv = toCsv(
    [t('adminReports.funnel.csvStep'), t('adminReports.funnel.learners')],
    [...stages, ...stops],
  );
  downloadText(`funnel-${funnel.courseId}.csv`, csv, 'text/csv;charset=utf-8');
}
