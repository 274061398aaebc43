// What a course needs before students may see it. A published course keeps meeting these rules: edits that would
// break them (removing its last lesson) are refused until the course is unpublished.
import { LmsError } from '@lms/core';
import type { CourseRow } from '../../db/schema';
import type { Trx } from './course-edit-lock';

export interface PublishIssue {
  path: string;
  message: string;
}

export function publishIssues(course: Pick<CourseRow, 'title'>, lessonCount: number): PublishIssue[] {
  const issues: PublishIssue[] = [];
  if (course.title.trim() === '') issues.push({ path: 'title', message: 'Add a title.' });
  if (lessonCount === 0) issues.push({ path: 'modules', message: 'Add at least one lesson.' });
  return issues;
}

export async function countLessons(trx: Trx, courseId: string): Promise<number> {
  const { n } = await trx
    .selectFrom('lessons')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('course_id', '=', courseId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Refuses to publish a course that misses something, naming everything that is missing at once. */
export function assertPublishable(course: Pick<CourseRow, 'title'>, lessonCount: number): void {
  const issues = publishIssues(course, lessonCount);
  if (issues.length === 0) return;
  throw new LmsError(
    'functions/invalid-argument',
    `The course cannot be published yet: ${issues.map((issue) => issue.message.replace(/\.$/, '').toLowerCase()).join('; ')}.`,
    { reason: 'not-publishable', issues },
  );
}

/** Guards removals: a published course must keep at least one lesson. */
export async function assertStillPublishable(trx: Trx, course: CourseRow): Promise<void> {
  if (course.status !== 'published') return;
  if ((await countLessons(trx, course.id)) > 0) return;
  throw new LmsError(
    'functions/invalid-argument',
    `"${course.title}" is published and would have no lessons left. Add another lesson first, or unpublish the course.`,
    { reason: 'published-needs-lesson' },
  );
}
