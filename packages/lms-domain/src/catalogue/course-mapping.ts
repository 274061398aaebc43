import type { Course, CourseSummary } from '@lms/core';
import type { CourseRow } from '../db/schema';

export type CourseSummaryRow = Pick<
  CourseRow,
  | 'id'
  | 'slug'
  | 'title'
  | 'thumbnail'
  | 'summary'
  | 'category'
  | 'level'
  | 'duration_minutes'
  | 'price_cents'
  | 'currency'
  | 'status'
> & { lesson_count: number | string | null };

export function toCourseSummary(row: CourseSummaryRow): CourseSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    thumbnail: row.thumbnail,
    summary: row.summary,
    category: row.category,
    level: row.level,
    durationMinutes: row.duration_minutes,
    priceCents: row.price_cents,
    currency: row.currency,
    status: row.status,
    // count(*) is int8 on PostgreSQL; the pool parses it, but a string must never reach the contract.
    lessonCount: Number(row.lesson_count),
  };
}

export const toIso = (millis: number): string => new Date(millis).toISOString();

export function toCourse(
  row: CourseRow & { lesson_count: number | string | null },
  modules: Course['modules'],
): Course {
  return {
    ...toCourseSummary(row),
    description: row.description,
    lockLessonsInOrder: row.lock_lessons_in_order === 1,
    modules,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}
