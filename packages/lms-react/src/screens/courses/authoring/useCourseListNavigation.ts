import { useCallback } from 'react';
import { useLmsNavigation } from '../../../navigation/useLmsNavigation';
import { useListParams } from '../../../ui-kit/useListParams';
import { COURSE_LIST, editorSearch } from './course-list-params';

/** Reads the list parameters from the URL and moves between the list and the editor through the route's path. */
export function useCourseListNavigation() {
  const navigation = useLmsNavigation();
  const { params, showList, basePath } = useListParams('admin-products', COURSE_LIST);
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
