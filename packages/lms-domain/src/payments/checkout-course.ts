// The course a student is buying: only published courses are for sale (drafts and archived courses are not-found,
// as in the catalogue). Named by id or slug, as getCourse accepts, so a shared payment link may use the readable
// slug (`/payment/photography?coupon=SPRING`); the id wins when both match.
import type { Kysely } from 'kysely';
import { LmsError } from '@lms/core';
import type { CourseRow, Database } from '../db/schema';

export type PurchasableCourse = Pick<CourseRow, 'id' | 'title' | 'price_cents' | 'currency'>;

export async function findPurchasableCourse(
  db: Kysely<Database>,
  idOrSlug: string,
): Promise<PurchasableCourse> {
  const matches = await db
    .selectFrom('courses')
    .select(['id', 'title', 'price_cents', 'currency'])
    .where((eb) => eb.or([eb('id', '=', idOrSlug), eb('slug', '=', idOrSlug)]))
    .where('status', '=', 'published')
    .execute();
  const course = matches.find((row) => row.id === idOrSlug) ?? matches[0];
  if (course === undefined) throw new LmsError('functions/not-found', 'This course is not for sale.');
  return course;
}

export function alreadyEnrolled(): LmsError {
  return new LmsError('functions/invalid-argument', 'You are already enrolled in this course.', {
    reason: 'already-enrolled',
  });
}
