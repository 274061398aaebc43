// What admins do with coupons: list with redemption counts, create, edit, deactivate. Field shapes were checked
// by the contract schema; the rules that need the database (unique code, existing courses) are checked here.
import { newId } from '../platform/random';
import { LmsError, normalizeCouponCode, percentToBasisPoints } from '@lms/core';
import type { Coupon } from './contract-types';
import type { DomainContext } from '../context';
import type { CouponsTable } from '../db/schema';
import type { ParsedInput } from '../functions/registry';
import { isUniqueViolation } from '../users/user-records';
import { toCoupon } from './coupon-mapping';
import {
  courseIdsOfCoupon,
  courseIdsOfCoupons,
  findCouponById,
  findCouponByCode,
  listCouponRows,
  replaceCouponCourses,
  unknownCourseIds,
} from './coupon-records';
import { cancelExpiredOrders } from './order-expiry';

type CouponFieldsInput = ParsedInput<'createCoupon'>;

export interface CouponPage {
  items: Coupon[];
  total: number;
  page: number;
  pageSize: number;
}

export async function listCoupons(
  ctx: DomainContext,
  query: { search?: string | undefined; page: number; pageSize: number },
): Promise<CouponPage> {
  // Abandoned checkouts hold a coupon use until they expire; release them so the counts shown are current.
  await cancelExpiredOrders(ctx);
  const { rows, total } = await listCouponRows(ctx.db, query);
  const courses = await courseIdsOfCoupons(
    ctx.db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => toCoupon(row, courses.get(row.id) ?? [])),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

const millis = (iso: string | null | undefined): number | null => (iso ? Date.parse(iso) : null);

/** The columns an admin controls, from contract fields already validated by its schema. */
function couponColumns(fields: CouponFieldsInput) {
  const percent = fields.kind === 'percent';
  return {
    code: normalizeCouponCode(fields.code),
    kind: fields.kind,
    percent_off_bp: percent ? percentToBasisPoints(fields.percentOff ?? 0) : null,
    amount_off_cents: percent ? null : (fields.amountOffCents ?? null),
    currency: percent ? null : (fields.currency ?? null),
    valid_from: millis(fields.validFrom),
    valid_until: millis(fields.validUntil),
    max_redemptions: fields.maxRedemptions ?? null,
    max_redemptions_per_student: fields.maxRedemptionsPerStudent ?? null,
    active: fields.active === false ? 0 : 1,
  } satisfies Partial<CouponsTable>;
}

async function assertCoursesExist(ctx: DomainContext, courseIds: readonly string[]): Promise<void> {
  const unknown = await unknownCourseIds(ctx.db, courseIds);
  if (unknown.length > 0) {
    throw new LmsError('functions/invalid-argument', `No course has the id ${unknown.join(', ')}.`, {
      field: 'courseIds',
      reason: 'unknown-course',
      courseIds: unknown,
    });
  }
}

function duplicateCode(code: string): LmsError {
  return new LmsError('functions/invalid-argument', `Another coupon already has the code ${code}.`, {
    field: 'code',
    reason: 'duplicate-code',
  });
}

export async function createCoupon(ctx: DomainContext, fields: CouponFieldsInput): Promise<Coupon> {
  const courseIds = fields.courseIds ?? [];
  await assertCoursesExist(ctx, courseIds);
  const columns = couponColumns(fields);
  const id = newId();
  const now = ctx.now();
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('coupons')
        .values({ id, ...columns, redemption_count: 0, created_at: now, updated_at: now })
        .execute();
      await replaceCouponCourses(trx, id, courseIds);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateCode(columns.code);
    throw error;
  }
  return readCoupon(ctx, id);
}

/** Orders already placed keep their price and coupon; the new terms apply to checkouts from now on. */
export async function updateCoupon(ctx: DomainContext, input: ParsedInput<'updateCoupon'>): Promise<Coupon> {
  const { id, ...fields } = input;
  await readCoupon(ctx, id);
  const courseIds = fields.courseIds ?? [];
  await assertCoursesExist(ctx, courseIds);
  const columns = couponColumns(fields);
  const other = await findCouponByCode(ctx.db, columns.code);
  if (other !== undefined && other.id !== id) throw duplicateCode(columns.code);
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('coupons')
        .set({ ...columns, updated_at: ctx.now() })
        .where('id', '=', id)
        .execute();
      await replaceCouponCourses(trx, id, courseIds);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateCode(columns.code);
    throw error;
  }
  return readCoupon(ctx, id);
}

/** Idempotent: deactivating an inactive coupon changes nothing and answers the coupon. */
export async function deactivateCoupon(ctx: DomainContext, id: string): Promise<Coupon> {
  await ctx.db
    .updateTable('coupons')
    .set({ active: 0, updated_at: ctx.now() })
    .where('id', '=', id)
    .where('active', '=', 1)
    .execute();
  return readCoupon(ctx, id);
}

export async function readCoupon(ctx: DomainContext, id: string): Promise<Coupon> {
  const row = await findCouponById(ctx.db, id);
  if (row === undefined) throw new LmsError('functions/not-found', 'There is no coupon with this id.');
  return toCoupon(row, await courseIdsOfCoupon(ctx.db, id));
}
