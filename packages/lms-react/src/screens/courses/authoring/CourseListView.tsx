import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { courseStatusSchema } from '@lms/core';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { useAdminListCoursesQuery } from '../../../store/endpoints/courses-api';
import { ListFilters } from '../../../ui-kit/ListFilters';
import { ListPage } from '../../../ui-kit/ListPage';
import { COURSE_LIST, COURSE_LIST_PAGE_SIZE } from './course-list-params';
import { CourseTable } from './CourseTable';
import { CreateCourseDialog } from './CreateCourseDialog';
import { useCourseListNavigation } from './useCourseListNavigation';
import { CoursesPicture, SearchPicture } from '../../../components/empty-pictures';

/** Every course, whatever its status, with search, status filter and pages kept in the URL. */
export function CourseListView() {
  const { t } = useTranslation();
  const { params, showList, openEditor } = useCourseListNavigation();
  const [creating, setCreating] = useState(false);
  const list = useAdminListCoursesQuery({
    ...(params.search.trim() ? { search: params.search.trim() } : {}),
    ...(params.status ? { status: params.status } : {}),
    page: params.page,
    pageSize: COURSE_LIST_PAGE_SIZE,
  });
  const filtered = params.search.trim() !== '' || params.status !== undefined;

  return (
    <ListPage
      className="lms-admin-courses"
      heading={t('adminCourses.heading')}
      action={<Button onClick={() => setCreating(true)}>{t('adminCourses.new')}</Button>}
      filters={
        <ListFilters
          search={params.search}
          searchLabel={t('adminCourses.search')}
          searchButtonLabel={t('adminCourses.searchButton')}
          searchMaxLength={COURSE_LIST.searchMaxLength}
          filters={[
            {
              name: 'status',
              label: t('adminCourses.statusFilter'),
              value: params.status ?? '',
              options: [
                { value: '', label: t('adminCourses.status.any') },
                ...courseStatusSchema.options.map((status) => ({
                  value: status,
                  label: t(`adminCourses.status.${status}`),
                })),
              ],
            },
          ]}
          onChange={showList}
        />
      }
      list={list}
      loadErrorTitle={t('adminCourses.loadError')}
      empty={
        <EmptyState
          picture={filtered ? <SearchPicture /> : <CoursesPicture />}
          title={filtered ? t('adminCourses.noMatchTitle') : t('adminCourses.emptyTitle')}
          action={
            filtered ? (
              <Button variant="secondary" onClick={() => showList({ search: '', status: undefined })}>
                {t('adminCourses.clearFilters')}
              </Button>
            ) : (
              <Button onClick={() => setCreating(true)}>{t('adminCourses.new')}</Button>
            )
          }
        >
          {filtered ? t('adminCourses.noMatchBody') : t('adminCourses.emptyBody')}
        </EmptyState>
      }
      renderPage={(page) => <CourseTable courses={page.items} />}
      onPage={(page) => showList({ page })}
    >
      <CreateCourseDialog open={creating} onOpenChange={setCreating} onCreated={openEditor} />
    </ListPage>
  );
}
