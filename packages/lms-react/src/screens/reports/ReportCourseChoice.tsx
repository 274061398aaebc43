import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { useAdminGetCourseQuery, useAdminListCoursesQuery } from '../../store/endpoints/courses-api';
import { useDebouncedEffect } from '../../ui-kit/useDebouncedEffect';

/** How many courses the choice lists; an admin with more narrows the list with the search box. */
export const REPORT_COURSE_CHOICE_SIZE = 100;

export interface ReportCourseChoiceProps {
  courseId: string | undefined;
  onChange: (courseId: string | undefined) => void;
}

/**
 * All courses or one, in a native select (keyboard, screen readers and phone pickers work as people expect); a
 * search box narrows its options when there are many. Courses of any status: archived ones keep their history.
 */
export function ReportCourseChoice({ courseId, onChange }: ReportCourseChoiceProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const [search, setSearch] = useState('');
  useDebouncedEffect(filter.trim(), 300, setSearch);
  const { data, isError } = useAdminListCoursesQuery({
    sort: 'title',
    pageSize: REPORT_COURSE_CHOICE_SIZE,
    ...(search ? { search } : {}),
  });
  const listed = data?.items.some((course) => course.id === courseId) ?? false;
  // The chosen course stays an option when the search (or a bookmark) leaves it out of the list.
  const { data: chosen } = useAdminGetCourseQuery(
    { id: courseId ?? '' },
    { skip: courseId === undefined || listed || !data },
  );
  const options = [
    { value: '', label: t('adminReports.course.all') },
    ...(courseId !== undefined && !listed ? [{ value: courseId, label: chosen?.title ?? courseId }] : []),
    ...(data?.items ?? []).map((course) => ({ value: course.id, label: course.title })),
  ];

  return (
    <div className="lms-admin-reports__course">
      <TextField
        type="search"
        label={t('adminReports.course.search')}
        value={filter}
        maxLength={200}
        onChange={(event) => setFilter(event.target.value)}
      />
      <SelectField
        label={t('adminReports.course.label')}
        value={courseId ?? ''}
        options={options}
        description={
          isError
            ? t('adminReports.course.loadError')
            : data && data.total > data.items.length
              ? t('adminReports.course.more', { count: data.total })
              : undefined
        }
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      />
    </div>
  );
}
