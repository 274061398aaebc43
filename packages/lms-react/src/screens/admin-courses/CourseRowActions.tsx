import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor, type AdminCourseSummary } from '@lms/core';
import { Button } from '../../components/Button';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { LmsLink } from '../../navigation/LmsLink';
import { useNotify } from '../../notifications/useNotify';
import { useLmsRuntime } from '../../runtime/useLmsRuntime';
import { useDeleteCourseMutation } from '../../store/endpoints/admin-courses-api';
import { ConfirmDialog } from '../../ui-kit/ConfirmDialog';
import { useErrorText } from '../../ui-kit/useErrorText';
import { AUTHORING_REFUSALS } from './authoring-refusals';
import { useCourseLifecycle } from './useCourseLifecycle';
import { useCourseListNavigation } from './useCourseListNavigation';

/** What an admin can do with one course; each button names the course for screen readers. */
export function CourseRowActions({ course }: { course: AdminCourseSummary }) {
  const { t } = useTranslation();
  const { routes } = useLmsRuntime();
  const notify = useNotify();
  const errorText = useErrorText(AUTHORING_REFUSALS);
  const { editorPath, openEditor } = useCourseListNavigation();
  const lifecycle = useCourseLifecycle();
  const [confirming, setConfirming] = useState<'archive' | 'delete' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [deleteCourse, deleteState] = useDeleteCourseMutation();
  const named = (
    <>
      {' '}
      <VisuallyHidden>{course.title}</VisuallyHidden>
    </>
  );

  function close(open: boolean) {
    if (!open) {
      setConfirming(null);
      setFailure(null);
    }
  }

  async function confirm() {
    if (confirming === 'archive') {
      if (await lifecycle.run('archive', course)) close(false);
      return;
    }
    const result = await deleteCourse({ id: course.id });
    if (result.error) {
      setFailure(errorText(result.error));
      return;
    }
    notify({ kind: 'positive', message: t('adminCourses.done.delete', { title: course.title }) });
    close(false);
  }

  return (
    <div className="lms-row-actions">
      <LmsLink className="lms-button lms-button--secondary" to={editorPath(course.id)}>
        {t('adminCourses.action.edit')}
        {named}
      </LmsLink>
      <LmsLink
        className="lms-button lms-button--ghost"
        to={pathFor(routes, 'product-detail', { id: course.id })}
      >
        {t('adminCourses.action.preview')}
        {named}
      </LmsLink>
      {course.status === 'published' ? (
        <Button
          variant="ghost"
          disabled={lifecycle.busy}
          onClick={() => void lifecycle.run('unpublish', course)}
        >
          {t('adminCourses.action.unpublish')}
          {named}
        </Button>
      ) : (
        <Button
          variant="ghost"
          disabled={lifecycle.busy}
          onClick={() => void lifecycle.run('publish', course)}
        >
          {t('adminCourses.action.publish')}
          {named}
        </Button>
      )}
      <Button
        variant="ghost"
        disabled={lifecycle.busy}
        onClick={() =>
          void lifecycle.run('duplicate', course).then((copy) => {
            if (copy) openEditor(copy.id);
          })
        }
      >
        {t('adminCourses.action.duplicate')}
        {named}
      </Button>
      {course.status !== 'archived' && (
        <Button variant="ghost" onClick={() => setConfirming('archive')}>
          {t('adminCourses.action.archive')}
          {named}
        </Button>
      )}
      <Button variant="danger" onClick={() => setConfirming('delete')}>
        {t('adminCourses.action.delete')}
        {named}
      </Button>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={close}
        title={t(`adminCourses.confirm.${confirming ?? 'delete'}Title`, { title: course.title })}
        description={t(`adminCourses.confirm.${confirming ?? 'delete'}Body`, {
          count: course.enrollmentCount,
        })}
        confirmLabel={t(`adminCourses.action.${confirming ?? 'delete'}`)}
        busy={deleteState.isLoading || lifecycle.busy}
        failure={failure}
        onConfirm={() => void confirm()}
      />
    </div>
  );
}
