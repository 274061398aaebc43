import type { RefusalWordingsOf } from '../../../ui-kit/useErrorText';

/**
 * The words for a refused authoring change (useErrorText). The server names its reason: a course with enrolments
 * cannot be deleted, a course without lessons cannot be published, someone else saved first; the admin reads why,
 * in their language.
 */
export const AUTHORING_REFUSALS: RefusalWordingsOf<
  | 'createCourse'
  | 'updateCourse'
  | 'publishCourse'
  | 'unpublishCourse'
  | 'archiveCourse'
  | 'deleteCourse'
  | 'addModule'
  | 'updateModule'
  | 'removeModule'
  | 'reorderModules'
  | 'addLesson'
  | 'updateLesson'
  | 'removeLesson'
  | 'moveLesson'
  | 'reorderLessons'
> = {
  'has-enrollments': (t, details) =>
    typeof details.enrollmentCount === 'number'
      ? t('adminCourses.refusal.hasEnrollments', { count: details.enrollmentCount })
      : t('adminCourses.refusal.hasRecords'),
  'not-publishable': (t) => t('adminCourses.refusal.notPublishable'),
  'published-needs-lesson': (t) => t('adminCourses.refusal.publishedNeedsLesson'),
  'stale-version': (t) => t('adminCourses.refusal.staleVersion'),
  // The outline changed since it was shown: for the author, the same as a newer version.
  'stale-order': (t) => t('adminCourses.refusal.staleVersion'),
  // Ids the editor itself sends wrong: the catalogue's sentence.
  'duplicate-ids': null,
  'other-course': null,
};
