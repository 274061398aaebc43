import { useCallback } from 'react';
import { pathFor } from '@lms/core';
import { useLmsNavigation } from '../../navigation/useLmsNavigation';
import { useLmsRuntime } from '../../runtime/useLmsRuntime';
import {
  courseListSearch,
  editorSearch,
  readCourseListParams,
  type CourseListParams,
} from './course-list-params';

/** Reads the list parameters from the URL and moves between the list and the editor through the route's path. */
export function useCourseListNavigation() {
  const navigation = useLmsNavigation();
  const { routes } = useLmsRuntime();
  const basePath = pathFor(routes, 'admin-products');
  const params = readCourseListParams(navigation.location.search);

  const showList = useCallback(
    (next: CourseListParams) => navigation.navigate(`${basePath}${courseListSearch(next)}`),
    [navigation, basePath],
  );
  const openEditor = useCallback(
    (courseId: string) => navigation.navigate(`${basePath}${editorSearch(courseId)}`),
    [navigation, basePath],
  );
  return {
    params,
    showList,
    openEditor,
    listPath: basePath,
    editorPath: (id: string) => basePath + editorSearch(id),
  };
}
