import { useTranslation } from 'react-i18next';
import type { AdminUserEnrollment } from '@lms/core';

/** A user's enrolments: the course, progress, how they got in, when, and whether access ended (a refund). */
export function UserEnrollmentsTable({ enrollments }: { enrollments: readonly AdminUserEnrollment[] }) {
  const { t, i18n } = useTranslation();
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' });
  if (enrollments.length === 0) return <p>{t('adminUsers.enrollments.none')}</p>;
  return (
    <div className="lms-admin-table-wrap">
      <table className="lms-admin-table">
        <caption className="lms-admin-table__caption">{t('adminUsers.enrollments.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('adminUsers.enrollments.course')}</th>
            <th scope="col">{t('adminUsers.enrollments.progress')}</th>
            <th scope="col">{t('adminUsers.enrollments.source')}</th>
            <th scope="col">{t('adminUsers.enrollments.enrolled')}</th>
            <th scope="col">{t('adminUsers.enrollments.lastActivity')}</th>
          </tr>
        </thead>
        <tbody>
          {enrollments.map((enrollment) => (
            <tr key={enrollment.courseId}>
              <th scope="row" dir="auto">
                {enrollment.courseTitle}
              </th>
              <td>
                {enrollment.completed
                  ? t('adminUsers.enrollments.completed')
                  : percent.format(enrollment.progress / 100)}
                {enrollment.endedAt !== null && ` (${t('adminUsers.enrollments.ended')})`}
              </td>
              <td>{t(`adminUsers.enrollments.sources.${enrollment.source}`)}</td>
              <td>{dateFormat.format(new Date(enrollment.enrolledAt))}</td>
              <td>
                {enrollment.lastActivityAt === null
                  ? t('adminUsers.never')
                  : dateFormat.format(new Date(enrollment.lastActivityAt))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
