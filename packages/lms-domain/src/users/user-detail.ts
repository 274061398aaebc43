// The administrators' page of one user: the account, every enrolment with its progress, and the newest orders,
// certificates, badges and support requests.
import type { AdminUserDetail } from '@lms/core';
import { LmsError } from '@lms/core';
import type { DomainContext } from '../context';
import { listOrders } from '../payments/order-reading';
import { findUserByUid } from './user-records';
import { toAdminUser } from './user-list';

/** The page lists this many orders (certificates, requests), newest first; their own pages have the rest. */
const ORDERS_SHOWN = 20;
const RECORDS_SHOWN = 20;

const iso = (time: number | null) => (time === null ? null : new Date(time).toISOString());

export async function getUserDetail(ctx: DomainContext, uid: string): Promise<AdminUserDetail> {
  const user = await findUserByUid(ctx, uid);
  if (!user) throw new LmsError('functions/not-found', `No user ${uid}`);
  const [enrollments, orders, certificates, badges, requests] = await Promise.all([
    ctx.db
      .selectFrom('enrollments')
      .innerJoin('courses', 'courses.id', 'enrollments.course_id')
      .select([
        'enrollments.course_id',
        'courses.title',
        'enrollments.progress',
        'enrollments.completed',
        'enrollments.source',
        'enrollments.created_at',
        'enrollments.ended_at',
        'enrollments.last_activity_at',
      ])
      .where('enrollments.user_id', '=', uid)
      .orderBy('enrollments.created_at', 'desc')
      .orderBy('enrollments.course_id')
      .execute(),
    listOrders(ctx, { userId: uid, page: 1, pageSize: ORDERS_SHOWN }),
    ctx.db
      .selectFrom('certificates')
      .select(['id', 'number', 'course_title', 'issued_at', 'revoked_at'])
      .where('user_id', '=', uid)
      .orderBy('issued_at', 'desc')
      .orderBy('id')
      .limit(RECORDS_SHOWN)
      .execute(),
    ctx.db
      .selectFrom('badge_awards')
      .innerJoin('badges', 'badges.id', 'badge_awards.badge_id')
      .select([
        'badge_awards.id',
        'badge_awards.badge_id',
        'badges.name',
        'badge_awards.awarded_at',
        'badge_awards.origin',
        'badge_awards.revoked_at',
      ])
      .where('badge_awards.user_id', '=', uid)
      .orderBy('badge_awards.awarded_at', 'desc')
      .orderBy('badge_awards.id')
      .limit(RECORDS_SHOWN)
      .execute(),
    // Requests sent signed in; one sent signed out with the same address is not proven to be theirs.
    ctx.db
      .selectFrom('support_requests')
      .select(['id', 'reference', 'subject', 'status', 'created_at'])
      .where('requester_uid', '=', uid)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(RECORDS_SHOWN)
      .execute(),
  ]);
  return {
    user: toAdminUser(user),
    enrollments: enrollments.map((row) => ({
      courseId: row.course_id,
      courseTitle: row.title,
      progress: Math.min(100, Math.max(0, Number(row.progress))),
      completed: row.completed === 1,
      source: row.source,
      enrolledAt: new Date(row.created_at).toISOString(),
      endedAt: iso(row.ended_at),
      lastActivityAt: iso(row.last_activity_at),
    })),
    orders: orders.items,
    ordersTotal: orders.total,
    certificates: certificates.map((row) => ({
      id: row.id,
      number: row.number,
      courseTitle: row.course_title,
      issuedAt: new Date(Number(row.issued_at)).toISOString(),
      revoked: row.revoked_at !== null,
    })),
    badges: badges.map((row) => ({
      awardId: row.id,
      badgeId: row.badge_id,
      badgeName: row.name,
      awardedAt: new Date(Number(row.awarded_at)).toISOString(),
      origin: row.origin,
      revoked: row.revoked_at !== null,
    })),
    supportRequests: requests.map((row) => ({
      id: row.id,
      reference: row.reference,
      subject: row.subject,
      status: row.status,
      createdAt: new Date(Number(row.created_at)).toISOString(),
    })),
  };
}
