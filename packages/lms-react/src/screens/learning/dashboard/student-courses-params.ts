// The student's courses page keeps its filter and page in the URL (`?filter=completed&page=2`), so the view is
// shareable and survives reload; the dashboard's "See all" links use the same format.
import { myLearningFilterOf, type MyLearningFilter } from '@lms/core';

export const STUDENT_COURSES_PAGE_SIZE = 12;

export interface StudentCoursesParams {
  filter: MyLearningFilter;
  page: number;
}

export function readStudentCoursesParams(search: string): StudentCoursesParams {
  const query = new URLSearchParams(search);
  const filter = myLearningFilterOf(query.get('filter'));
  const page = Number(query.get('page'));
  return {
    filter: filter ?? 'all',
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

export function studentCoursesSearch(params: StudentCoursesParams): string {
  const query = new URLSearchParams();
  if (params.filter !== 'all') query.set('filter', params.filter);
  if (params.page > 1) query.set('page', String(params.page));
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}
