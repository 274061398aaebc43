import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../components/CheckboxField';
import { useAdminListCoursesQuery } from '../../store/endpoints/courses-api';

/** How many courses the choice lists, titles A to Z. */
const COURSE_CHOICE_PAGE_SIZE = 100;

export interface TemplateCourseChoiceProps {
  courseIds: readonly string[];
  onChange: (ids: string[]) => void;
}

/** The courses whose completion issues the template. */
export function TemplateCourseChoice({ courseIds, onChange }: TemplateCourseChoiceProps) {
  const { t } = useTranslation();
  const legendId = useId();
  const { data, isLoading, isError } = useAdminListCoursesQuery({
    sort: 'title',
    pageSize: COURSE_CHOICE_PAGE_SIZE,
  });
  const chosen = new Set(courseIds);

  function toggle(id: string, checked: boolean) {
    const next = new Set(chosen);
    if (checked) next.add(id);
    else next.delete(id);
    onChange([...next]);
  }

  return (
    <fieldset className="lms-certificate-courses" aria-labelledby={legendId}>
      <legend id={legendId}>{t('certificates.templates.courses', { count: courseIds.length })}</legend>
      {isLoading ? (
        <p role="status">{t('common.loading')}</p>
      ) : isError ? (
        <p role="alert">{t('certificates.templates.coursesError')}</p>
      ) : (
        data?.items.map((course) => (
          <CheckboxField
            key={course.id}
            label={<span dir="auto">{course.title}</span>}
            checked={chosen.has(course.id)}
            onChange={(event) => toggle(course.id, event.target.checked)}
          />
        ))
      )}
    </fieldset>
  );
}
