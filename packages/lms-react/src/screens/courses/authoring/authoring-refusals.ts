import type { RefusalWordings } from '../../../ui-kit/useErrorText';

/**
 * The words for a refused authoring change (useErrorText). The server names its reason: a course with enrolments
 * cannot be deleted, a course without lessons cannot be published, someone else saved first; the admin reads why,
 * in their language.
 */
export const AUTHORING_REFUSALS: RefusalWordings = {
  'has-enrollments': (t, details) =>
    typeof details.enrollmentCount === 'number'
      ? t('adminCourses.refusal.hasEnrollments', { count: details.enrollmentCount })
      : t('adminCourses.refusal.hasRecords'),
  'not-publishable': (t) => t('adminCourses.refusal.notPublishable'),
  'published-needs-lesson': (t) => t('adminCourses.refusal.publishedNeedsLesson'),
  'stale-version': (t) => t('adminCourses.refusal.staleVersion'),
};
