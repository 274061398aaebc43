// The rules of the server's payments service (packages/lms-server/src/payments/) over the in-memory tables, with
// lms-core's coupon rules: checkouts reserve a coupon use, payment redeems it, failure, cancellation and expiry
// release it; a paid order enrols its buyer, a refund ends the enrolment that order made.
import {
  checkCouponUse,
  COUPON_REJECTION_MESSAGES,
  LmsError,
  normalizeCouponCode,
  type CouponRejectionReason,
  type CouponTerms,
  type Order,
} from '@lms/core';
import type { MemoryDatabase } from '../memory-database';
import type { StoredCoupon, StoredOrder } from '../payments-data';
import { findEnrollment, recordActivity } from './learning-access';
import { toIso } from './learning-state';

/** The server's checkout lifetime: an unpaid checkout is cancelled after an hour and its coupon use comes back. */
export const CHECKOUT_LIFETIME_MS = 60 * 60_000;
export const SANDBOX_PAGE_PREFIX = '/payments/sandbox';

const millis = (iso: string | null) => (iso === null ? null : Date.parse(iso));

export function couponTerms(coupon: StoredCoupon): CouponTerms {
  return {
    active: coupon.active,
    validFrom: millis(coupon.validFrom),
    validUntil: millis(coupon.validUntil),
    maxRedemptions: coupon.maxRedemptions,
    maxRedemptionsPerStudent: coupon.maxRedemptionsPerStudent,
    courseIds: coupon.courseIds,
    discount:
      coupon.kind === 'percent'
        ? { kind: 'percent', percentOff: coupon.percentOff ?? 0 }
        : { kind: 'fixed', amountOffCents: coupon.amountOffCents ?? 0, currency: coupon.currency ?? '' },
  };
}

export function findCouponByCode(db: MemoryDatabase, code: string): StoredCoupon | undefined {
  const wanted = normalizeCouponCode(code);
  return [...db.payments.coupons.values()].find((coupon) => coupon.code === wanted);
}

/** As the server: the refusal's sentence from lms-core, the reason in details for the payment page. */
export function couponRejected(code: string, reason: CouponRejectionReason): LmsError {
  return new LmsError('functions/invalid-argument', COUPON_REJECTION_MESSAGES[reason], {
    field: 'couponCode',
    reason,
    code,
  });
}

export interface CouponPurchase {
  userId: string;
  courseId: string;
  currency: string;
  now: number;
  /** The student's open checkout for this course: starting again replaces it, so its own use does not count. */
  replacingOrderId?: string | undefined;
}

export function couponRejection(
  db: MemoryDatabase,
  coupon: StoredCoupon | undefined,
  purchase: CouponPurchase,
): CouponRejectionReason | null {
  if (coupon === undefined) return 'not-found';
  const uses = db.payments.redemptions.filter(
    (use) => use.couponId === coupon.id && use.status !== 'released',
  );
  const ownUse = uses.some((use) => use.orderId === purchase.replacingOrderId) ? 1 : 0;
  const check = checkCouponUse(couponTerms(coupon), {
    courseId: purchase.courseId,
    currency: purchase.currency,
    now: purchase.now,
    redemptionsTotal: coupon.redemptionCount - ownUse,
    redemptionsByStudent: uses.filter((use) => use.userId === purchase.userId).length - ownUse,
  });
  return check.ok ? null : check.reason;
}

/** Reserves a use for an order, or throws the reason the coupon cannot be used. */
export function reserveCouponUse(
  db: MemoryDatabase,
  coupon: StoredCoupon,
  purchase: CouponPurchase & { orderId: string },
): void {
  const reason = couponRejection(db, coupon, purchase);
  if (reason !== null) throw couponRejected(coupon.code, reason);
  coupon.redemptionCount += 1;
  db.payments.redemptions.push({
    couponId: coupon.id,
    orderId: purchase.orderId,
    userId: purchase.userId,
    status: 'reserved',
  });
}

function settleRedemption(db: MemoryDatabase, orderId: string, to: 'redeemed' | 'released'): void {
  for (const use of db.payments.redemptions) {
    if (use.orderId !== orderId || use.status === to || use.status === 'released') continue;
    if (to === 'released') {
      const coupon = db.payments.coupons.get(use.couponId);
      if (coupon) coupon.redemptionCount = Math.max(0, coupon.redemptionCount - 1);
    }
    use.status = to;
  }
}

/** Idempotent: a paid order stays paid; the buyer is enrolled once (an existing enrolment stays as it is). */
export function markOrderPaid(db: MemoryDatabase, order: StoredOrder, now: number): void {
  if (order.status === 'paid') return;
  order.status = 'paid';
  order.paidAt = toIso(now);
  order.updated_at = toIso(now);
  order.expiresAt = null;
  settleRedemption(db, order.id, 'redeemed');
  if (order.userId === null || findEnrollment(db, order.userId, order.courseId)) return;
  const enrollment = {
    id: db.nextId('enrollment'),
    user_id: order.userId,
    course_id: order.courseId,
    progress: 0,
    completed: false,
    created_at: toIso(now),
    updated_at: toIso(now),
  };
  db.enrollments.push(enrollment);
  order.enrollmentId = enrollment.id;
  recordActivity(db, { userId: order.userId, courseId: order.courseId, kind: 'enrolled', at: now });
}

/** A pending order fails (declined card) or is cancelled (replaced, abandoned, expired); its coupon use comes back. */
export function closeOrder(
  db: MemoryDatabase,
  order: StoredOrder,
  to: 'failed' | 'cancelled',
  reason: string,
  now: number,
): void {
  if (order.status !== 'pending') return;
  order.status = to;
  order.statusReason = reason;
  order.updated_at = toIso(now);
  if (to === 'failed') order.failedAt = toIso(now);
  else order.cancelledAt = toIso(now);
  order.checkoutUrl = null;
  settleRedemption(db, order.id, 'released');
}

export function cancelExpiredOrders(db: MemoryDatabase, now: number): void {
  for (const order of db.payments.orders.values()) {
    if (order.status === 'pending' && order.expiresAt !== null && Date.parse(order.expiresAt) <= now)
      closeOrder(db, order, 'cancelled', 'The checkout expired before payment.', now);
  }
}

/** Ends the enrolment this order created (progress stays in the learning tables, as on the server). */
export function markOrderRefunded(db: MemoryDatabase, order: StoredOrder, reason: string, now: number): void {
  order.status = 'refunded';
  order.refundedAt = toIso(now);
  order.updated_at = toIso(now);
  order.statusReason = reason;
  const index = db.enrollments.findIndex((enrollment) => enrollment.id === order.enrollmentId);
  if (index >= 0) db.enrollments.splice(index, 1);
}

/** The order as the contract shows it (without the back end's own columns). */
export function toOrder(order: StoredOrder): Order {
  const { couponId: _couponId, checkoutUrl: _checkoutUrl, enrollmentId: _enrollmentId, ...shown } = order;
  return shown;
}

export type SandboxOutcome = 'paid' | 'declined' | 'cancelled';

export const SANDBOX_DECLINED_REASON =
  'Your card was declined. No money was taken. Try again with another card.';

/**
 * What the server's sandbox checkout page does when the student pays with a test card (paid or declined) or
 * cancels. A static Storybook cannot serve that page, so play functions call this in its place.
 */
export function settleSandboxOrder(
  db: MemoryDatabase,
  orderId: string,
  outcome: SandboxOutcome,
  now: number,
): Order {
  const order = db.payments.orders.get(orderId);
  if (order === undefined || order.provider !== 'sandbox')
    throw new LmsError('functions/not-found', 'There is no test checkout for this order.');
  if (order.status === 'pending') {
    if (outcome === 'paid') markOrderPaid(db, order, now);
    else if (outcome === 'declined') closeOrder(db, order, 'failed', SANDBOX_DECLINED_REASON, now);
    else closeOrder(db, order, 'cancelled', 'Cancelled on the payment page.', now);
  }
  return toOrder(order);
}
