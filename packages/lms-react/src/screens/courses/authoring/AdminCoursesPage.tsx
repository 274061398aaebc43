import { Suspense } from 'react';
import { Spinner } from '../../../components/Spinner';
import { useSearchParam } from '../../../navigation/useSearchParam';
import { CourseListView } from './CourseListView';
import { lazyPart } from '../../../components/lazy-part';

// The editor brings drag and drop and Markdown rendering: loaded only when a course is opened.
const CourseEditor = lazyPart(() =>
  import('./CourseEditor').then((module) => ({ default: module.CourseEditor })),
);

/**
 * The admin dashboard's course page. The route table has no editor route, so `?edit=<id>` opens the editor on the
 * same route (docs/decisions.md "Admin course editor").
 */
export function AdminCoursesPage() {
  const editId = useSearchParam('edit');
  if (editId) {
    return (
      <Suspense fallback={<Spinner />}>
        <CourseEditor key={editId} courseId={editId} />
      </Suspense>
    );
  }
  return <CourseListView />;
}
