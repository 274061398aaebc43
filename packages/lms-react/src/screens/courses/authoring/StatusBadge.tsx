import { useTranslation } from 'react-i18next';
import type { CourseStatus } from '@lms/core';

/** Draft, published or archived, in words (the colour only repeats what the word says). */
export function StatusBadge({ status }: { status: CourseStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`lms-status-badge lms-status-badge--${status}`}>
      {t(`adminCourses.status.${status}`)}
    </span>
  );
}
