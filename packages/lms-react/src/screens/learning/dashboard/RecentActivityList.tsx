import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor, type Activity } from '@lms/core';
import { ErrorState } from '../../../components/ErrorState';
import { Skeleton } from '../../../components/Skeleton';
import { LmsLink } from '../../../navigation/LmsLink';
import { useLmsRuntime } from '../../../runtime/useLmsRuntime';
import { useListMyRecentActivityQuery } from '../../../store/endpoints/learning-api';
import { formatRelativeTime } from './relative-time';

const ACTIVITY_LIMIT = 10;

function ActivityText({ activity }: { activity: Activity }) {
  const { t, i18n } = useTranslation();
  const lesson = activity.lesson?.title ?? t('studentDashboard.activity.removedLesson');
  switch (activity.kind) {
    case 'enrolled':
      return <>{t('studentDashboard.activity.enrolled')}</>;
    case 'lesson-completed':
      return <>{t('studentDashboard.activity.lessonCompleted', { lesson })}</>;
    case 'course-completed':
      return <>{t('studentDashboard.activity.courseCompleted')}</>;
    case 'quiz-attempted': {
      const score = new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(
        (activity.scorePercent ?? 0) / 100,
      );
      return (
        <>
          {t(
            activity.passed ? 'studentDashboard.activity.quizPassed' : 'studentDashboard.activity.quizTried',
            {
              lesson,
              score,
            },
          )}
        </>
      );
    }
  }
}

/** The student's latest learning events, newest first, with times such as "2 hours ago". */
export function RecentActivityList() {
  const { t, i18n } = useTranslation();
  const { routes } = useLmsRuntime();
  const headingId = useId();
  const { data, error, isLoading, isError, refetch } = useListMyRecentActivityQuery({
    limit: ACTIVITY_LIMIT,
  });
  return (
    <section className="lms-dashboard__section" aria-labelledby={headingId} aria-busy={isLoading}>
      <h2 id={headingId}>{t('studentDashboard.activityHeading')}</h2>
      {isLoading ? (
        <Skeleton lines={4} />
      ) : isError ? (
        <ErrorState
          error={error}
          title={t('studentDashboard.activityError')}
          onRetry={() => void refetch()}
        />
      ) : !data || data.items.length === 0 ? (
        <p>{t('studentDashboard.activityEmpty')}</p>
      ) : (
        <ol className="lms-activity-list">
          {data.items.map((activity) => (
            <li key={activity.id} className="lms-activity-list__item">
              <span className="lms-activity-list__what">
                <ActivityText activity={activity} />{' '}
                <LmsLink to={pathFor(routes, 'product-detail', { id: activity.course.id })} dir="auto">
                  {activity.course.title}
                </LmsLink>
              </span>
              <time className="lms-activity-list__when" dateTime={activity.at}>
                {formatRelativeTime(activity.at, Date.now(), i18n.language)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
