// The course list's search, status filter and page live in the URL (the kit's list parameters), so a filtered list
// can be bookmarked, shared and restored with the back button; `edit` names the course open in the editor.
import { courseStatusSchema, type CourseStatus } from '@lms/core';
import { schemaFilter, type ListShape } from '../../../ui-kit/list-params';

export const COURSE_LIST: ListShape<{ status: CourseStatus }> = {
  searchMaxLength: 200,
  filters: { status: schemaFilter(courseStatusSchema) },
};

export const COURSE_LIST_PAGE_SIZE = 20;

/** The query string that opens a course in the editor. */
export function editorSearch(courseId: string): string {
  return `?${new URLSearchParams({ edit: courseId }).toString()}`;
}
