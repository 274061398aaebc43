import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Skeleton } from '../../components/Skeleton';
import { useAdminListCoursesQuery } from '../../store/endpoints/admin-courses-api';
import { COURSE_LIST_PAGE_SIZE } from './course-list-params';
import { CourseFilters } from './CourseFilters';
import { CourseTable } from './CourseTable';
import { CreateCourseDialog } from './CreateCourseDialog';
import { ListPagination } from './ListPagination';
import { useCourseListNavigation } from './useCourseListNavigation';

/** Every course, whatever its status, with search, status filter and pages kept in the URL. */
export function CourseListView() {
  const { t } = useTranslation();
  const headingId = useId();
  const { params, showList, openEditor } = useCourseListNavigation();
  const [creating, setCreating] = useState(false);
  const { data, error, isLoading, isError, isFetching, refetch } = useAdminListCoursesQuery({
    ...(params.search.trim() ? { search: params.search.trim() } : {}),
    ...(params.status ? { status: params.status } : {}),
    page: params.page,
    pageSize: COURSE_LIST_PAGE_SIZE,
  });
  const filtered = params.search.trim() !== '' || params.status !== undefined;

  return (
    <section className="lms-admin-courses" aria-labelledby={headingId}>
      <header className="lms-admin-courses__header">
        <h1 id={headingId}>{t('adminCourses.heading')}</h1>
        <Button onClick={() => setCreating(true)}>{t('adminCourses.new')}</Button>
      </header>
      <CourseFilters params={params} onChange={showList} />
      <div aria-busy={isLoading || isFetching} aria-live="polite">
        {isLoading ? (
          <div aria-label={t('common.loading')} role="status">
            <Skeleton lines={6} />
          </div>
        ) : isError ? (
          <ErrorState error={error} title={t('adminCourses.loadError')} onRetry={() => void refetch()} />
        ) : !data || data.items.length === 0 ? (
          <EmptyState
            title={filtered ? t('adminCourses.noMatchTitle') : t('adminCourses.emptyTitle')}
            action={
              filtered ? (
                <Button
                  variant="secondary"
                  onClick={() => showList({ search: '', status: undefined, page: 1 })}
                >
                  {t('adminCourses.clearFilters')}
                </Button>
              ) : (
                <Button onClick={() => setCreating(true)}>{t('adminCourses.new')}</Button>
              )
            }
          >
            {filtered ? t('adminCourses.noMatchBody') : t('adminCourses.emptyBody')}
          </EmptyState>
        ) : (
          <>
            <CourseTable courses={data.items} />
            <ListPagination
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              onPage={(page) => showList({ ...params, page })}
            />
          </>
        )}
      </div>
      <CreateCourseDialog open={creating} onOpenChange={setCreating} onCreated={openEditor} />
    </section>
  );
}
