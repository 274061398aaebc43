// enrollInCourse: a learner enrols themselves. Free published courses enrol at once; a paid course needs an order
// (the payments flow enrols after payment), refused with details.reason 'payment-required' so the screen can
// send the learner to /payment/:id.
import { LmsError, type Enrollment } from '@lms/core';
import type { Caller, DomainContext } from '../../context';
import { findActiveEnrollment, findCourse } from '../course-access';
import { toEnrollment } from './enrollment-queries';
import { enrollUser } from './enroll-user';

export async function enrollInCourse(
  ctx: DomainContext,
  caller: Caller,
  courseRef: string,
): Promise<{ enrollment: Enrollment; created: boolean }> {
  const course = await findCourse(ctx.db, courseRef);
  if (course === undefined) throw new LmsError('functions/not-found', `No course "${courseRef}".`);

  // Already in: harmless whatever the course's state or price now.
  const active = await findActiveEnrollment(ctx.db, caller.uid, course.id);
  if (active !== undefined) return { enrollment: toEnrollment(active), created: false };

  if (course.status !== 'published') {
    if (!caller.admin) throw new LmsError('functions/not-found', `No course "${courseRef}".`);
    throw new LmsError('functions/permission-denied', 'Only published courses take enrolments.', {
      reason: 'not-published',
      status: course.status,
    });
  }
  if (course.price_cents > 0) {
    throw new LmsError('functions/permission-denied', 'This course is paid: buy it to enrol.', {
      reason: 'payment-required',
      courseId: course.id,
      priceCents: course.price_cents,
      currency: course.currency,
    });
  }
  const result = await enrollUser(ctx, { userId: caller.uid, courseId: course.id, source: 'free' });
  return { enrollment: result.enrollment, created: result.created || result.reopened };
}
