import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor } from '@lms/core';
import { Button } from '../../../components/Button';
import { ErrorState } from '../../../components/ErrorState';
import { Skeleton } from '../../../components/Skeleton';
import { LmsLink } from '../../../navigation/LmsLink';
import { useLmsRuntime } from '../../../runtime/useLmsRuntime';
import { useAdminGetCourseQuery } from '../../../store/endpoints/courses-api';
import { ActionPlanEditorSection } from './ActionPlanEditorSection';
import { CourseOutline } from './CourseOutline';
import { MetadataForm } from './MetadataForm';
import { StatusBadge } from './StatusBadge';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import { useCourseLifecycle } from './useCourseLifecycle';
import { useCourseListNavigation } from './useCourseListNavigation';

/** One course in the editor: its details on one side, its modules and lessons on the other. */
export function CourseEditor({ courseId }: { courseId: string }) {
  const { t } = useTranslation();
  const { routes } = useLmsRuntime();
  const headingId = useId();
  const { listPath } = useCourseListNavigation();
  const lifecycle = useCourseLifecycle();
  const { data: course, error, isLoading, isError, refetch } = useAdminGetCourseQuery({ id: courseId });
  const [metadataDirty, setMetadataDirty] = useState(false);
  const [lessonDirty, setLessonDirty] = useState(false);

  if (isLoading) {
    return (
      <div role="status" aria-label={t('common.loading')}>
        <Skeleton lines={8} />
      </div>
    );
  }
  if (isError || !course) {
    return (
      <div className="lms-course-editor">
        <LmsLink to={listPath}>{t('adminCourses.editor.back')}</LmsLink>
        <ErrorState error={error} title={t('adminCourses.editor.loadError')} onRetry={() => void refetch()} />
      </div>
    );
  }

  return (
    <article className="lms-course-editor" aria-labelledby={headingId}>
      <UnsavedChangesGuard when={metadataDirty || lessonDirty} />
      <LmsLink className="lms-course-editor__back" to={listPath}>
        {t('adminCourses.editor.back')}
      </LmsLink>
      <header className="lms-course-editor__header">
        <h1 id={headingId}>{course.title}</h1>
        <StatusBadge status={course.status} />
        <span className="lms-course-editor__count">
          {t('adminCourses.editor.enrollments', { count: course.enrollmentCount })}
        </span>
        <div className="lms-course-editor__actions">
          <LmsLink
            className="lms-button lms-button--ghost"
            to={pathFor(routes, 'product-detail', { id: course.id })}
          >
            {t('adminCourses.action.preview')}
          </LmsLink>
          {course.status === 'published' ? (
            <Button
              variant="secondary"
              busy={lifecycle.busy}
              onClick={() => void lifecycle.run('unpublish', course)}
            >
              {t('adminCourses.action.unpublish')}
            </Button>
          ) : (
            <Button busy={lifecycle.busy} onClick={() => void lifecycle.run('publish', course)}>
              {t('adminCourses.action.publish')}
            </Button>
          )}
        </div>
      </header>
      <div className="lms-course-editor__panels">
        <MetadataForm
          course={course}
          onDirtyChange={setMetadataDirty}
          onReload={async () => (await refetch()).data}
        />
        <CourseOutline course={course} onLessonDirtyChange={setLessonDirty} />
      </div>
      <ActionPlanEditorSection courseId={course.id} />
    </article>
  );
}
