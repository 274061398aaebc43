// The course a student is buying: only published courses are for sale (drafts and archived courses are not-found,
// as in the catalogue).
import type { Kysely } from 'kysely';
import { LmsError } from '@lms/core';
import type { CourseRow, Database } from '../db/schema';

export type PurchasableCourse = Pick<CourseRow, 'id' | 'title' | 'price_cents' | 'currency'>;

export async function findPurchasableCourse(
  db: Kysely<Database>,
  courseId: string,
): Promise<PurchasableCourse> {
  const course = await db
    .selectFrom('courses')
    .select(['id', 'title', 'price_cents', 'currency'])
    .where('id', '=', courseId)
    .where('status', '=', 'published')
    .executeTakeFirst();
  if (course === undefined) throw new LmsError('functions/not-found', 'This course is not for sale.');
  return course;
}

export function alreadyEnrolled(): LmsError {
  return new LmsError('functions/invalid-argument', 'You are already enrolled in this course.', {
    reason: 'already-enrolled',
  });
}
