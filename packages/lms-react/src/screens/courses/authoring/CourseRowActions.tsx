import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor, type AdminCourseSummary } from '@lms/core';
import { useNotify } from '../../../notifications/useNotify';
import { useLmsRuntime } from '../../../runtime/useLmsRuntime';
import { useDeleteCourseMutation } from '../../../store/endpoints/courses-api';
import { ConfirmDialog } from '../../../ui-kit/ConfirmDialog';
import { RowActions } from '../../../ui-kit/RowActions';
import { useErrorText } from '../../../ui-kit/useErrorText';
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
    <RowActions
      rowName={course.title}
      menuLabel={t('adminCourses.action.more')}
      actions={[
        { label: t('adminCourses.action.edit'), variant: 'secondary', to: editorPath(course.id) },
        {
          label: t('adminCourses.action.preview'),
          variant: 'ghost',
          to: pathFor(routes, 'product-detail', { id: course.id }),
        },
        course.status === 'published'
          ? {
              label: t('adminCourses.action.unpublish'),
              variant: 'ghost',
              disabled: lifecycle.busy,
              onSelect: () => void lifecycle.run('unpublish', course),
            }
          : {
              label: t('adminCourses.action.publish'),
              variant: 'ghost',
              disabled: lifecycle.busy,
              onSelect: () => void lifecycle.run('publish', course),
            },
        {
          label: t('adminCourses.action.duplicate'),
          variant: 'ghost',
          disabled: lifecycle.busy,
          onSelect: () =>
            void lifecycle.run('duplicate', course).then((copy) => {
              if (copy) openEditor(copy.id);
            }),
        },
        course.status !== 'archived' && {
          label: t('adminCourses.action.archive'),
          variant: 'ghost',
          onSelect: () => setConfirming('archive'),
        },
        {
          label: t('adminCourses.action.delete'),
          variant: 'danger',
          onSelect: () => setConfirming('delete'),
        },
      ]}
    >
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
    </RowActions>
  );
}
