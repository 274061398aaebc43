import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../notifications/useNotify';
import {
  useArchiveCourseMutation,
  useDuplicateCourseMutation,
  usePublishCourseMutation,
  useUnpublishCourseMutation,
} from '../../../store/endpoints/courses-api';
import { useErrorText } from '../../../ui-kit/useErrorText';
import { AUTHORING_REFUSALS } from './authoring-refusals';

type LifecycleAction = 'publish' | 'unpublish' | 'duplicate' | 'archive';

/**
 * Publish, unpublish, duplicate and archive a course, each confirmed or explained with a notification (the
 * server's reason when it refuses, for example a course without lessons cannot be published).
 */
export function useCourseLifecycle() {
  const { t } = useTranslation();
  const notify = useNotify();
  const errorText = useErrorText(AUTHORING_REFUSALS);
  const [publish, publishState] = usePublishCourseMutation();
  const [unpublish, unpublishState] = useUnpublishCourseMutation();
  const [duplicate, duplicateState] = useDuplicateCourseMutation();
  const [archive, archiveState] = useArchiveCourseMutation();

  const run = useCallback(
    async (action: LifecycleAction, course: { id: string; title: string }) => {
      const mutation = { publish, unpublish, duplicate, archive }[action];
      const result = await mutation({ id: course.id });
      if (result.error) {
        notify({ kind: 'negative', message: errorText(result.error) });
        return undefined;
      }
      notify({ kind: 'positive', message: t(`adminCourses.done.${action}`, { title: course.title }) });
      return result.data;
    },
    [publish, unpublish, duplicate, archive, notify, errorText, t],
  );

  const busy =
    publishState.isLoading || unpublishState.isLoading || duplicateState.isLoading || archiveState.isLoading;
  return { run, busy };
}
