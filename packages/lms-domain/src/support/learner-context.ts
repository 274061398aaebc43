// The requester's account next to their request: who they are, their courses and their orders, so support can
// answer "I paid but cannot open the course" without asking. A request sent signed out is matched by its address.
import type { SupportLearnerContext } from '@lms/core';
import type { DomainContext } from '../context';
import { toIso } from '../catalogue/course-mapping';
import type { SupportRequestRow } from './support-records';

const LISTED = 50;

export async function learnerContext(
  ctx: DomainContext,
  request: SupportRequestRow,
): Promise<SupportLearnerContext | null> {
  let query = ctx.db
    .selectFrom('users')
    .select(['uid', 'email', 'display_name', 'created_at', 'last_login', 'disabled']);
  query =
    request.requester_uid === null
      ? query.where('email', '=', request.requester_email)
      : query.where('uid', '=', request.requester_uid);
  const user = await query.executeTakeFirst();
  if (user === undefined) return null;
  const enrollments = await ctx.db
    .selectFrom('enrollments')
    .innerJoin('courses', 'courses.id', 'enrollments.course_id')
    .select([
      'enrollments.course_id',
      'courses.title',
      'enrollments.progress',
      'enrollments.completed',
      'enrollments.created_at',
    ])
    .where('enrollments.user_id', '=', user.uid)
    .orderBy('enrollments.created_at', 'desc')
    .limit(LISTED)
    .execute();
  const orders = await ctx.db
    .selectFrom('orders')
    .innerJoin('courses', 'courses.id', 'orders.course_id')
    .select([
      'orders.id',
      'courses.title',
      'orders.status',
      'orders.total_cents',
      'orders.currency',
      'orders.created_at',
    ])
    .where('orders.user_id', '=', user.uid)
    .orderBy('orders.created_at', 'desc')
    .limit(LISTED)
    .execute();
  return {
    uid: user.uid,
    matchedBy: request.requester_uid === null ? 'email' : 'account',
    displayName: user.display_name,
    email: user.email,
    createdAt: toIso(Number(user.created_at)),
    lastLogin: user.last_login === null ? null : toIso(Number(user.last_login)),
    disabled: user.disabled === 1,
    enrollments: enrollments.map((row) => ({
      courseId: row.course_id,
      courseTitle: row.title,
      progress: Number(row.progress),
      completed: row.completed === 1,
      enrolledAt: toIso(Number(row.created_at)),
    })),
    orders: orders.map((row) => ({
      id: row.id,
      courseTitle: row.title,
      status: row.status,
      totalCents: Number(row.total_cents),
      currency: row.currency,
      createdAt: toIso(Number(row.created_at)),
    })),
  };
}
