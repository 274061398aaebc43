// The list's search, status filter and page live in the URL, so a filtered list can be bookmarked, shared and
// restored with the back button; `edit` names the course open in the editor.
import { courseStatusSchema, type CourseStatus } from '@lms/core';

export interface CourseListParams {
  search: string;
  status: CourseStatus | undefined;
  page: number;
}

export const COURSE_LIST_PAGE_SIZE = 20;

export function readCourseListParams(search: string): CourseListParams {
  const params = new URLSearchParams(search);
  const status = courseStatusSchema.safeParse(params.get('status'));
  const page = Number(params.get('page'));
  return {
    search: (params.get('q') ?? '').slice(0, 200),
    status: status.success ? status.data : undefined,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The query string for list parameters (without defaults), '' when none. */
export function courseListSearch(params: CourseListParams): string {
  const query = new URLSearchParams();
  if (params.search.trim() !== '') query.set('q', params.search.trim());
  if (params.status) query.set('status', params.status);
  if (params.page > 1) query.set('page', String(params.page));
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}

/** The query string that opens a course in the editor. */
export function editorSearch(courseId: string): string {
  return `?${new URLSearchParams({ edit: courseId }).toString()}`;
}
