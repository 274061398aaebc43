import { useTranslation } from 'react-i18next';
import { pathFor } from '@lms/core';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { Skeleton } from '../../../components/Skeleton';
import { LmsLink } from '../../../navigation/LmsLink';
import { useLmsRuntime } from '../../../runtime/useLmsRuntime';
import { useListMyLearningQuery } from '../../../store/endpoints/learning-api';
import { ActionPlansSection } from './ActionPlansSection';
import { BadgesSection } from './BadgesSection';
import { CertificatesSection } from './CertificatesSection';
import { LearningSection } from './LearningSection';
import { RecentActivityList } from './RecentActivityList';
import { studentCoursesSearch } from './student-courses-params';
import { LearningPicture } from '../../../components/empty-pictures';

/** /student/dashboard: courses in progress (with Continue), completed courses, certificates and recent activity. */
export function StudentDashboardPage() {
  const { t } = useTranslation();
  const { routes } = useLmsRuntime();
  // One small call tells whether the student has any course at all, for a single clear empty state.
  const { data, error, isLoading, isError, refetch } = useListMyLearningQuery({
    filter: 'all',
    page: 1,
    pageSize: 1,
  });
  const coursesPath = pathFor(routes, 'student-products');
  const catalogueLink = (
    <LmsLink className="lms-button lms-button--primary" to={pathFor(routes, 'products')}>
      {t('studentDashboard.browse')}
    </LmsLink>
  );

  return (
    <div className="lms-dashboard">
      <h1>{t('studentDashboard.heading')}</h1>
      {isLoading ? (
        <div role="status" aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton withMedia lines={3} />
          <Skeleton lines={4} />
        </div>
      ) : isError ? (
        <ErrorState error={error} title={t('studentDashboard.error')} onRetry={() => void refetch()} />
      ) : !data || data.total === 0 ? (
        <EmptyState
          picture={<LearningPicture />}
          title={t('studentDashboard.emptyTitle')}
          action={catalogueLink}
        >
          {t('studentDashboard.emptyBody')}
        </EmptyState>
      ) : (
        <div className="lms-dashboard__sections">
          <LearningSection
            filter="in-progress"
            title={t('studentDashboard.inProgress')}
            emptyText={t('studentDashboard.inProgressEmpty')}
            allPath={coursesPath + studentCoursesSearch({ filter: 'in-progress', page: 1 })}
          />
          <LearningSection
            filter="completed"
            title={t('studentDashboard.completed')}
            emptyText={t('studentDashboard.completedEmpty')}
            allPath={coursesPath + studentCoursesSearch({ filter: 'completed', page: 1 })}
          />
          <CertificatesSection />
          <BadgesSection />
          <ActionPlansSection />
          <RecentActivityList />
        </div>
      )}
    </div>
  );
}
