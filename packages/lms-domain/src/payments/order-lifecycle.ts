// Every change of an order's status, each in one transaction with its side effects: payment redeems the coupon use
// and enrols the student; failure, cancellation and expiry release the coupon use; a refund ends the enrolment.
// Each change is a conditional UPDATE on the status, so a replayed webhook, a double click or two tabs find the
// order already changed and do nothing: nobody is enrolled twice and no coupon use is counted twice.
import type { Kysely, Updateable } from 'kysely';
import { LmsError, orderStatusesLeadingTo } from '@lms/core';
import type { DomainContext } from '../context';
import type { Database, OrdersTable, OrderStatusColumn } from '../db/schema';
import { grantCourseAccess, revokeCourseAccess } from './course-access';
import { reclaimCouponUse, redeemCouponUse, releaseCouponUse } from './coupon-redemptions';
import type { OrderRow } from './order-mapping';
import { mailOrder } from './order-mails';
import { findOrder } from './order-records';

export interface Transition {
  order: OrderRow;
  /** False when the order was already in the target status (a replay) or could not move there. */
  changed: boolean;
  /** The status before this call. */
  from: OrderStatusColumn;
}

/**
 * Moves the order to `to` if its current status allows it. Returns the order as it is afterwards; `changed` tells
 * whether this call made the change (and so whether its side effects ran).
 */
async function transition(
  trx: Kysely<Database>,
  orderId: string,
  to: OrderStatusColumn,
  set: Updateable<OrdersTable>,
  sideEffects: (order: OrderRow, from: OrderStatusColumn) => Promise<void>,
): Promise<Transition> {
  const before = await findOrder(trx, orderId);
  if (before === undefined) throw new LmsError('functions/not-found', 'There is no order with this id.');
  if (!orderStatusesLeadingTo(to).includes(before.status))
    return { order: before, changed: false, from: before.status };

  const updated = await trx
    .updateTable('orders')
    .set({ ...set, status: to })
    .where('id', '=', orderId)
    .where('status', '=', before.status)
    .executeTakeFirst();
  const after = await findOrder(trx, orderId);
  if (after === undefined) throw new LmsError('functions/not-found', 'There is no order with this id.');
  // Zero rows: another request changed the order between our read and our update; it did the side effects.
  if (Number(updated.numUpdatedRows) === 0) return { order: after, changed: false, from: before.status };
  await sideEffects(after, before.status);
  return { order: after, changed: true, from: before.status };
}

export interface PaymentConfirmation {
  /** The provider's id for the payment (Checkout Session, sandbox payment). */
  reference: string | null;
  /** Stripe's PaymentIntent, needed for refunds. */
  paymentId?: string | null;
}

/**
 * The one fulfilment path: the sandbox page, a verified webhook and a free checkout all end here. The receipt is
 * mailed once the change is committed; inside a caller's transaction (`trx`), the caller mails it after its commit.
 */
export async function markOrderPaid(
  ctx: DomainContext,
  orderId: string,
  confirmation: PaymentConfirmation,
  trx?: Kysely<Database>,
): Promise<Transition> {
  const run = (db: Kysely<Database>) => {
    const now = ctx.now();
    return transition(
      db,
      orderId,
      'paid',
      {
        paid_at: now,
        updated_at: now,
        status_reason: null,
        ...(confirmation.reference === null ? {} : { provider_reference: confirmation.reference }),
        ...(confirmation.paymentId ? { provider_payment_id: confirmation.paymentId } : {}),
      },
      async (order, from) => {
        if (from === 'cancelled') await reclaimCouponUse(db, order.id, now);
        else await redeemCouponUse(db, order.id, now);
        if (order.user_id !== null)
          await grantCourseAccess(db, {
            userId: order.user_id,
            courseId: order.course_id,
            orderId: order.id,
            now,
          });
      },
    );
  };
  if (trx !== undefined) return run(trx);
  const done = await ctx.db.transaction().execute(run);
  if (done.changed) await mailOrder(ctx, orderId, 'paid');
  return done;
}

/** The payment was declined or did not go through; the student may start a new checkout. */
export function markOrderFailed(ctx: DomainContext, orderId: string, reason: string): Promise<Transition> {
  return ctx.db.transaction().execute((trx) => {
    const now = ctx.now();
    return transition(
      trx,
      orderId,
      'failed',
      { failed_at: now, updated_at: now, status_reason: reason },
      (order) => releaseCouponUse(trx, order.id, now),
    );
  });
}

/** The student gave up, the checkout expired or was replaced by a new one. */
export function markOrderCancelled(ctx: DomainContext, orderId: string, reason: string): Promise<Transition> {
  return ctx.db.transaction().execute((trx) => {
    const now = ctx.now();
    return transition(
      trx,
      orderId,
      'cancelled',
      { cancelled_at: now, updated_at: now, status_reason: reason, checkout_url: null },
      (order) => releaseCouponUse(trx, order.id, now),
    );
  });
}

/** The money went back: the enrolment this order gave ends (the buyer is told by mail). The coupon use stays spent. */
export async function markOrderRefunded(
  ctx: DomainContext,
  orderId: string,
  refund: { reference: string | null; reason: string },
): Promise<Transition> {
  const done = await ctx.db.transaction().execute((trx) => {
    const now = ctx.now();
    return transition(
      trx,
      orderId,
      'refunded',
      { refunded_at: now, updated_at: now, status_reason: refund.reason, refund_reference: refund.reference },
      async (order) => {
        if (order.user_id !== null)
          await revokeCourseAccess(trx, {
            userId: order.user_id,
            courseId: order.course_id,
            orderId: order.id,
            now,
            reason: 'refunded',
          });
      },
    );
  });
  if (done.changed) await mailOrder(ctx, orderId, 'refunded');
  return done;
}

/** Where the student pays; set once the provider has created its page. */
export async function attachCheckout(
  ctx: DomainContext,
  orderId: string,
  checkout: { url: string; reference: string | null },
): Promise<void> {
  await ctx.db
    .updateTable('orders')
    .set({
      checkout_url: checkout.url,
      ...(checkout.reference === null ? {} : { provider_reference: checkout.reference }),
      updated_at: ctx.now(),
    })
    .where('id', '=', orderId)
    .where('status', '=', 'pending')
    .execute();
}
