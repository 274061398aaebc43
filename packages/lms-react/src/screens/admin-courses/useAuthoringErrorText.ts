import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../account/useErrorText';

interface RefusalDetails {
  reason?: unknown;
  enrollmentCount?: unknown;
}

function detailsOf(error: unknown): RefusalDetails {
  const details =
    typeof error === 'object' && error !== null ? (error as { details?: unknown }).details : null;
  return typeof details === 'object' && details !== null ? (details as RefusalDetails) : {};
}

/**
 * The sentence for a refused authoring change. The server names its reason in `details.reason` (a course with
 * enrolments cannot be deleted, a course without lessons cannot be published, someone else saved first), so the
 * admin reads why, in their language; other failures use the error catalogue's sentence.
 */
export function useAuthoringErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return useCallback(
    (error: unknown) => {
      const details = detailsOf(error);
      switch (details.reason) {
        case 'has-enrollments':
          return typeof details.enrollmentCount === 'number'
            ? t('adminCourses.refusal.hasEnrollments', { count: details.enrollmentCount })
            : t('adminCourses.refusal.hasRecords');
        case 'not-publishable':
          return t('adminCourses.refusal.notPublishable');
        case 'published-needs-lesson':
          return t('adminCourses.refusal.publishedNeedsLesson');
        case 'stale-version':
          return t('adminCourses.refusal.staleVersion');
        default:
          return errorText(error);
      }
    },
    [t, errorText],
  );
}
