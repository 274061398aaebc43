import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../components/CheckboxField';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { useAdminListCoursesQuery } from '../../store/endpoints/courses-api';
import { useDebouncedEffect } from '../../ui-kit/useDebouncedEffect';

/** How many courses the choice lists; an admin with more narrows the list with the filter. */
export const COURSE_CHOICE_PAGE_SIZE = 100;

export interface CouponCourseChoiceProps {
  allCourses: boolean;
  courseIds: readonly string[];
  error?: string | undefined;
  onAllCoursesChange: (all: boolean) => void;
  onCourseIdsChange: (ids: string[]) => void;
}

/** Every course, or only those ticked: a filterable list of every course (any status), titles A to Z. */
export function CouponCourseChoice(props: CouponCourseChoiceProps) {
  const { t } = useTranslation();
  const legendId = useId();
  const errorId = useId();
  const [filter, setFilter] = useState('');
  const [search, setSearch] = useState('');
  useDebouncedEffect(filter.trim(), 300, setSearch);
  const { data, isLoading, isError } = useAdminListCoursesQuery(
    { sort: 'title', pageSize: COURSE_CHOICE_PAGE_SIZE, ...(search ? { search } : {}) },
    { skip: props.allCourses },
  );
  const chosen = new Set(props.courseIds);

  function toggle(id: string, checked: boolean) {
    const next = new Set(chosen);
    if (checked) next.add(id);
    else next.delete(id);
    props.onCourseIdsChange([...next]);
  }

  return (
    <div className="lms-coupon-courses">
      <SelectField
        label={t('adminCoupons.field.appliesTo')}
        value={props.allCourses ? 'all' : 'some'}
        options={[
          { value: 'all', label: t('adminCoupons.appliesTo.all') },
          { value: 'some', label: t('adminCoupons.appliesTo.some') },
        ]}
        onChange={(event) => props.onAllCoursesChange(event.target.value === 'all')}
      />
      {!props.allCourses && (
        <fieldset
          className="lms-coupon-courses__list"
          aria-labelledby={legendId}
          aria-describedby={props.error ? errorId : undefined}
        >
          <legend id={legendId}>{t('adminCoupons.field.courses', { count: props.courseIds.length })}</legend>
          <TextField
            type="search"
            label={t('adminCoupons.field.courseFilter')}
            value={filter}
            maxLength={200}
            onChange={(event) => setFilter(event.target.value)}
          />
          {props.error && (
            <p className="lms-field__error" id={errorId}>
              {props.error}
            </p>
          )}
          {isLoading ? (
            <p role="status">{t('common.loading')}</p>
          ) : isError ? (
            <p role="alert">{t('adminCoupons.coursesLoadError')}</p>
          ) : data && data.items.length > 0 ? (
            <ul className="lms-coupon-courses__options">
              {data.items.map((course) => (
                <li key={course.id}>
                  <CheckboxField
                    label={<span dir="auto">{course.title}</span>}
                    checked={chosen.has(course.id)}
                    onChange={(event) => toggle(course.id, event.target.checked)}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('adminCoupons.noCourseMatches')}</p>
          )}
          {data && data.total > data.items.length && (
            <p className="lms-field__description">{t('adminCoupons.moreCourses', { count: data.total })}</p>
          )}
        </fieldset>
      )}
    </div>
  );
}
