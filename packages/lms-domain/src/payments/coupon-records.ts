// Reading and writing coupons and the courses they are limited to. Codes are looked up in their stored (capital)
// form, so every spelling a student types finds the same coupon.
import { sql, type Kysely } from 'kysely';
import { normalizeCouponCode } from '@lms/core';
import type { Database } from '../db/schema';
import type { CouponRow } from './coupon-mapping';

export function findCouponById(db: Kysely<Database>, id: string): Promise<CouponRow | undefined> {
  return db.selectFrom('coupons').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findCouponByCode(db: Kysely<Database>, code: string): Promise<CouponRow | undefined> {
  return db
    .selectFrom('coupons')
    .selectAll()
    .where('code', '=', normalizeCouponCode(code))
    .executeTakeFirst();
}

export async function courseIdsOfCoupon(db: Kysely<Database>, couponId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('coupon_courses')
    .select('course_id')
    .where('coupon_id', '=', couponId)
    .orderBy('course_id')
    .execute();
  return rows.map((row) => row.course_id);
}

/** Course restrictions of several coupons at once (one query for a page of the admin list). */
export async function courseIdsOfCoupons(
  db: Kysely<Database>,
  couponIds: string[],
): Promise<Map<string, string[]>> {
  const byCoupon = new Map<string, string[]>(couponIds.map((id) => [id, []]));
  if (couponIds.length === 0) return byCoupon;
  const rows = await db
    .selectFrom('coupon_courses')
    .select(['coupon_id', 'course_id'])
    .where('coupon_id', 'in', couponIds)
    .orderBy('course_id')
    .execute();
  for (const row of rows) byCoupon.get(row.coupon_id)?.push(row.course_id);
  return byCoupon;
}

export async function replaceCouponCourses(
  db: Kysely<Database>,
  couponId: string,
  courseIds: readonly string[],
): Promise<void> {
  await db.deleteFrom('coupon_courses').where('coupon_id', '=', couponId).execute();
  if (courseIds.length === 0) return;
  await db
    .insertInto('coupon_courses')
    .values([...new Set(courseIds)].map((courseId) => ({ coupon_id: couponId, course_id: courseId })))
    .execute();
}

/** LIKE treats % and _ as wildcards; an admin searching "10%" means the characters. */
function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

export async function listCouponRows(
  db: Kysely<Database>,
  query: { search?: string | undefined; page: number; pageSize: number },
): Promise<{ rows: CouponRow[]; total: number }> {
  let filtered = db.selectFrom('coupons');
  if (query.search) {
    // Codes are stored in capitals, so the search is case-insensitive by upper-casing the term.
    const pattern = containsPattern(normalizeCouponCode(query.search));
    filtered = filtered.where(sql<boolean>`${sql.ref('code')} like ${pattern} escape '\\'`);
  }
  const counted = await filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
  const rows = await filtered
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'asc')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return { rows, total: Number(counted?.total ?? 0) };
}

/** Courses among `courseIds` that do not exist: a coupon must not name a course nobody can buy. */
export async function unknownCourseIds(
  db: Kysely<Database>,
  courseIds: readonly string[],
): Promise<string[]> {
  if (courseIds.length === 0) return [];
  const found = await db
    .selectFrom('courses')
    .select('id')
    .where('id', 'in', [...courseIds])
    .execute();
  const known = new Set(found.map((row) => row.id));
  return [...new Set(courseIds)].filter((id) => !known.has(id));
}
