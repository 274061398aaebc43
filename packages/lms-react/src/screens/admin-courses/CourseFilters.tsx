import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { courseStatusSchema, type CourseStatus } from '@lms/core';
import { Button } from '../../components/Button';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import type { CourseListParams } from './course-list-params';

export interface CourseFiltersProps {
  params: CourseListParams;
  onChange: (params: CourseListParams) => void;
}

/** Search (submitted, so typing does not flood the history) and a status filter that applies at once. */
export function CourseFilters({ params, onChange }: CourseFiltersProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(params.search);

  function submit(event: FormEvent) {
    event.preventDefault();
    onChange({ ...params, search, page: 1 });
  }

  return (
    <form className="lms-admin-courses__filters" role="search" onSubmit={submit}>
      <TextField
        type="search"
        label={t('adminCourses.search')}
        value={search}
        maxLength={200}
        onChange={(event) => setSearch(event.target.value)}
      />
      <Button type="submit" variant="secondary">
        {t('adminCourses.searchButton')}
      </Button>
      <SelectField
        label={t('adminCourses.statusFilter')}
        value={params.status ?? ''}
        options={[
          { value: '', label: t('adminCourses.status.any') },
          ...courseStatusSchema.options.map((status) => ({
            value: status,
            label: t(`adminCourses.status.${status}`),
          })),
        ]}
        onChange={(event) =>
          onChange({
            ...params,
            search,
            status: event.target.value === '' ? undefined : (event.target.value as CourseStatus),
            page: 1,
          })
        }
      />
    </form>
  );
}
