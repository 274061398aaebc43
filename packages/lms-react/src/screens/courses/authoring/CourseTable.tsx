import { useTranslation } from 'react-i18next';
import { formatPrice, type AdminCourseSummary } from '@lms/core';
import { CourseRowActions } from './CourseRowActions';
import { StatusBadge } from './StatusBadge';

/** The course list as a table: what an admin compares at a glance, and what they can do with each course. */
export function CourseTable({ courses }: { courses: readonly AdminCourseSummary[] }) {
  const { t, i18n } = useTranslation();
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="lms-admin-table-wrap">
      <table className="lms-admin-table">
        <caption className="lms-admin-table__caption">{t('adminCourses.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('adminCourses.column.title')}</th>
            <th scope="col">{t('adminCourses.column.status')}</th>
            <th scope="col">{t('adminCourses.column.category')}</th>
            <th scope="col">{t('adminCourses.column.price')}</th>
            <th scope="col">{t('adminCourses.column.lessons')}</th>
            <th scope="col">{t('adminCourses.column.enrollments')}</th>
            <th scope="col">{t('adminCourses.column.updated')}</th>
            <th scope="col" data-unlabelled>
              {t('adminCourses.column.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {courses.map((course) => (
            <tr key={course.id}>
              <th scope="row" className="lms-admin-table__title">
                {course.title}
              </th>
              <td>
                <StatusBadge status={course.status} />
              </td>
              <td>{course.category}</td>
              <td>
                {course.priceCents === 0
                  ? t('adminCourses.free')
                  : formatPrice(course.priceCents, course.currency, i18n.language)}
              </td>
              <td>{course.lessonCount}</td>
              <td>{course.enrollmentCount}</td>
              <td>
                <time dateTime={course.updated_at}>{dateFormat.format(new Date(course.updated_at))}</time>
              </td>
              <td>
                <CourseRowActions course={course} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
