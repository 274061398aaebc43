import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/Skeleton';
import { Spinner } from '../../../components/Spinner';
import { useCurrentRoute } from '../../../page/useCurrentRoute';
import { CourseViewer } from './CourseViewer';
import { ViewerProblem } from './ViewerProblem';
import { useGetCourseContentQuery } from './viewer-api';

/**
 * /student/{products}/:productId/view (issue 6): follow a course lesson by lesson. Reopening it resumes at the
 * last lesson (and video position); `?lesson=<id>` links to one lesson.
 */
export function CourseViewerPage() {
  const { t } = useTranslation();
  const courseArg = useCurrentRoute().params.productId ?? '';
  // Always asks the server again on opening: progress made on another device must show.
  const query = useGetCourseContentQuery({ courseId: courseArg }, { refetchOnMountOrArgChange: true });
  if (query.error)
    return <ViewerProblem error={query.error} courseArg={courseArg} onRetry={() => void query.refetch()} />;
  if (!query.data) {
    return (
      <div className="lms-viewer lms-viewer--loading">
        <Spinner label={t('viewer.loading')} />
        <Skeleton lines={8} />
      </div>
    );
  }
  return <CourseViewer content={query.data} courseArg={courseArg} />;
}
