// Coupon uses and their limits. A checkout reserves a use (counted at once, so limits hold while students pay),
// payment redeems it, and a checkout that fails, is cancelled or expires releases it. Every step is a conditional
// UPDATE, so running it twice changes nothing the second time.
import { newId } from '../platform/random';
import type { Kysely } from 'kysely';
import { checkCouponUse, COUPON_REJECTION_MESSAGES, LmsError, type CouponRejectionReason } from '@lms/core';
import type { Database } from '../db/schema';
import { toCouponTerms, type CouponRow } from './coupon-mapping';
import { courseIdsOfCoupon } from './coupon-records';

export interface CouponPurchase {
  userId: string;
  courseId: string;
  currency: string;
  now: number;
}

/** The coupon may not be used: details carry the specific reason for the payment page. */
export function couponRejected(code: string, reason: CouponRejectionReason): LmsError {
  return new LmsError('functions/invalid-argument', COUPON_REJECTION_MESSAGES[reason], {
    field: 'couponCode',
    reason,
    code,
  });
}

/** Uses of this coupon by this student that count against the per-student limit. */
export async function redemptionsByStudent(
  db: Kysely<Database>,
  couponId: string,
  userId: string,
): Promise<number> {
  const row = await db
    .selectFrom('coupon_redemptions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('coupon_id', '=', couponId)
    .where('user_id', '=', userId)
    .where('status', '!=', 'released')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Checks every rule for this purchase with the counts as they are now; null when the coupon may be used.
 * `replacingOrderId` is the student's open checkout for this course: starting again replaces it, so its own use of
 * the coupon does not count against them.
 */
export async function couponRejection(
  db: Kysely<Database>,
  coupon: CouponRow | undefined,
  purchase: CouponPurchase & { replacingOrderId?: string | undefined },
): Promise<CouponRejectionReason | null> {
  if (coupon === undefined) return 'not-found';
  const replaced =
    purchase.replacingOrderId === undefined
      ? undefined
      : await db
          .selectFrom('coupon_redemptions')
          .select('id')
          .where('order_id', '=', purchase.replacingOrderId)
          .where('coupon_id', '=', coupon.id)
          .where('status', '!=', 'released')
          .executeTakeFirst();
  const ownUse = replaced === undefined ? 0 : 1;
  const check = checkCouponUse(toCouponTerms(coupon, await courseIdsOfCoupon(db, coupon.id)), {
    courseId: purchase.courseId,
    currency: purchase.currency,
    now: purchase.now,
    redemptionsTotal: Number(coupon.redemption_count) - ownUse,
    redemptionsByStudent: (await redemptionsByStudent(db, coupon.id, purchase.userId)) - ownUse,
  });
  return check.ok ? null : check.reason;
}

/**
 * Reserves one use of the coupon for an order, inside the caller's transaction. The increment only happens while
 * uses are left, so concurrent checkouts can never exceed max_redemptions; on PostgreSQL it also locks the coupon
 * row until commit, so the per-student count read after it sees every other checkout of this coupon.
 */
export async function reserveCouponUse(
  trx: Kysely<Database>,
  coupon: CouponRow,
  purchase: CouponPurchase & { orderId: string },
): Promise<void> {
  const rejection = await couponRejection(trx, coupon, purchase);
  if (rejection !== null) throw couponRejected(coupon.code, rejection);

  const reserved = await trx
    .updateTable('coupons')
    .set((eb) => ({ redemption_count: eb('redemption_count', '+', 1) }))
    .where('id', '=', coupon.id)
    .where('active', '=', 1)
    .where((eb) =>
      eb.or([eb('max_redemptions', 'is', null), eb('redemption_count', '<', eb.ref('max_redemptions'))]),
    )
    .executeTakeFirst();
  if (Number(reserved.numUpdatedRows) === 0) {
    // Another checkout took the last use (or an admin deactivated the coupon) since the check above.
    const current = await trx
      .selectFrom('coupons')
      .selectAll()
      .where('id', '=', coupon.id)
      .executeTakeFirst();
    throw couponRejected(coupon.code, current?.active === 0 ? 'inactive' : 'exhausted');
  }

  if (coupon.max_redemptions_per_student !== null) {
    const used = await redemptionsByStudent(trx, coupon.id, purchase.userId);
    if (used >= coupon.max_redemptions_per_student)
      throw couponRejected(coupon.code, 'per-student-limit-reached');
  }

  await trx
    .insertInto('coupon_redemptions')
    .values({
      id: newId(),
      coupon_id: coupon.id,
      order_id: purchase.orderId,
      user_id: purchase.userId,
      status: 'reserved',
      created_at: purchase.now,
      updated_at: purchase.now,
    })
    .execute();
}

/** Payment arrived: the reserved use becomes a redemption. Idempotent. */
export async function redeemCouponUse(trx: Kysely<Database>, orderId: string, now: number): Promise<void> {
  await trx
    .updateTable('coupon_redemptions')
    .set({ status: 'redeemed', updated_at: now })
    .where('order_id', '=', orderId)
    .where('status', '=', 'reserved')
    .execute();
}

/**
 * A late payment for a cancelled order: its released use counts again, even past the limit, because the student
 * has paid the discounted price. Idempotent.
 */
export async function reclaimCouponUse(trx: Kysely<Database>, orderId: string, now: number): Promise<void> {
  const reclaimed = await trx
    .updateTable('coupon_redemptions')
    .set({ status: 'redeemed', updated_at: now })
    .where('order_id', '=', orderId)
    .where('status', '=', 'released')
    .returning('coupon_id')
    .executeTakeFirst();
  if (reclaimed !== undefined) await adjustCount(trx, reclaimed.coupon_id, +1);
}

/** The order will never be paid: its reserved use goes back to the coupon. Idempotent. */
export async function releaseCouponUse(trx: Kysely<Database>, orderId: string, now: number): Promise<void> {
  const released = await trx
    .updateTable('coupon_redemptions')
    .set({ status: 'released', updated_at: now })
    .where('order_id', '=', orderId)
    .where('status', '=', 'reserved')
    .returning('coupon_id')
    .executeTakeFirst();
  if (released !== undefined) await adjustCount(trx, released.coupon_id, -1);
}

async function adjustCount(trx: Kysely<Database>, couponId: string, delta: 1 | -1): Promise<void> {
  await trx
    .updateTable('coupons')
    .set((eb) => ({ redemption_count: eb('redemption_count', delta > 0 ? '+' : '-', 1) }))
    .where('id', '=', couponId)
    .execute();
}
