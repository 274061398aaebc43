import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MY_LEARNING_FILTERS, pathFor } from '@lms/core';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { Skeleton } from '../../../components/Skeleton';
import { LmsLink } from '../../../navigation/LmsLink';
import { useLmsNavigation } from '../../../navigation/useLmsNavigation';
import { useLmsRuntime } from '../../../runtime/useLmsRuntime';
import { useListMyLearningQuery } from '../../../store/endpoints/learning-api';
import { Pagination } from '../../../ui-kit/Pagination';
import { LearningCourseItem } from './LearningCourseItem';
import {
  readStudentCoursesParams,
  STUDENT_COURSES_PAGE_SIZE,
  studentCoursesSearch,
} from './student-courses-params';
import { LearningPicture } from '../../../components/empty-pictures';

/** /student/{products}: every course the student is enrolled in, filtered (all, in progress, completed) and paged. */
export function StudentCoursesPage() {
  const { t } = useTranslation();
  const { routes } = useLmsRuntime();
  const navigation = useLmsNavigation();
  const listId = useId();
  const basePath = pathFor(routes, 'student-products');
  const params = readStudentCoursesParams(navigation.location.search);
  const { data, error, isLoading, isFetching, isError, refetch } = useListMyLearningQuery({
    filter: params.filter,
    page: params.page,
    pageSize: STUDENT_COURSES_PAGE_SIZE,
  });

  return (
    <div className="lms-student-courses">
      <h1>{t('studentCourses.heading')}</h1>
      <nav className="lms-segmented" aria-label={t('studentCourses.filterLabel')}>
        <ul className="lms-segmented__list">
          {MY_LEARNING_FILTERS.map((filter) => (
            <li key={filter}>
              <LmsLink
                className="lms-segmented__option"
                to={basePath + studentCoursesSearch({ filter, page: 1 })}
                aria-current={filter === params.filter ? 'page' : undefined}
              >
                {t(`studentCourses.filter.${filter}`)}
              </LmsLink>
            </li>
          ))}
        </ul>
      </nav>
      <section className="lms-student-courses__list" aria-labelledby={listId} aria-busy={isFetching}>
        <h2 id={listId} className="lms-student-courses__count">
          {data ? t(`studentCourses.count.${params.filter}`, { count: data.total }) : t('common.loading')}
        </h2>
        {isLoading ? (
          <Skeleton withMedia lines={3} />
        ) : isError ? (
          <ErrorState error={error} title={t('studentCourses.error')} onRetry={() => void refetch()} />
        ) : !data || data.items.length === 0 ? (
          <EmptyState
            picture={<LearningPicture />}
            title={t(`studentCourses.empty.${params.filter}`)}
            action={
              <LmsLink className="lms-button lms-button--secondary" to={pathFor(routes, 'products')}>
                {t('studentDashboard.browse')}
              </LmsLink>
            }
          />
        ) : (
          <>
            <ul className="lms-learning-list">
              {data.items.map((item) => (
                <li key={item.enrollmentId}>
                  <LearningCourseItem item={item} />
                </li>
              ))}
            </ul>
            <Pagination
              className="lms-page-navigation"
              announce
              label={t('studentCourses.pages')}
              page={data.page}
              pageSize={STUDENT_COURSES_PAGE_SIZE}
              total={data.total}
              onPage={(page) => navigation.navigate(basePath + studentCoursesSearch({ ...params, page }))}
            />
          </>
        )}
      </section>
    </div>
  );
}
