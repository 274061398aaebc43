import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyLearningFilter } from '@lms/core';
import { ErrorState } from '../../../components/ErrorState';
import { Skeleton } from '../../../components/Skeleton';
import { LmsLink } from '../../../navigation/LmsLink';
import { useListMyLearningQuery } from '../../../store/endpoints/learning-api';
import { LearningCourseItem } from './LearningCourseItem';

export const DASHBOARD_SECTION_SIZE = 6;

export interface LearningSectionProps {
  filter: Exclude<MyLearningFilter, 'all'>;
  title: string;
  emptyText: string;
  /** The student's courses page with this filter, for "See all" when there are more. */
  allPath: string;
}

/** A dashboard list of the student's courses (in progress or completed), the first few with a "See all" link. */
export function LearningSection({ filter, title, emptyText, allPath }: LearningSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { data, error, isLoading, isError, refetch } = useListMyLearningQuery({
    filter,
    page: 1,
    pageSize: DASHBOARD_SECTION_SIZE,
  });
  return (
    <section className="lms-dashboard__section" aria-labelledby={headingId} aria-busy={isLoading}>
      <h2 id={headingId}>{title}</h2>
      {isLoading ? (
        <Skeleton withMedia lines={3} />
      ) : isError ? (
        <ErrorState error={error} title={t('studentDashboard.sectionError')} onRetry={() => void refetch()} />
      ) : !data || data.items.length === 0 ? (
        <p>{emptyText}</p>
      ) : (
        <>
          <ul className="lms-learning-list">
            {data.items.map((item) => (
              <li key={item.enrollmentId}>
                <LearningCourseItem item={item} />
              </li>
            ))}
          </ul>
          {data.total > data.items.length && (
            <p>
              <LmsLink to={allPath}>{t('studentDashboard.seeAll', { count: data.total })}</LmsLink>
            </p>
          )}
        </>
      )}
    </section>
  );
}
