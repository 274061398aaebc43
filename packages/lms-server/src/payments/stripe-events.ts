// What a verified Stripe event does to our orders. Only events about Checkout Sessions we created (our order id in
// client_reference_id) and refunds of their payments matter; anything else is acknowledged and ignored. Every
// change goes through order-lifecycle.ts, so an event delivered twice changes nothing the second time.
import type Stripe from 'stripe';
import type { ServerContext } from '../context';
import { markOrderCancelled, markOrderFailed, markOrderPaid, markOrderRefunded } from '@lms/domain';
import type { OrderRow } from '@lms/domain';
import { findOrder, findOrderByPaymentId } from '@lms/domain';

export type StripeEventOutcome = 'applied' | 'already-applied' | 'ignored';

export const ASYNC_PAYMENT_FAILED_REASON = 'The payment did not go through.';
export const SESSION_EXPIRED_REASON = 'The Stripe checkout expired before payment.';
export const REFUNDED_IN_STRIPE_REASON = 'Refunded in Stripe.';

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : value.id;

async function orderOfSession(
  ctx: ServerContext,
  session: Stripe.Checkout.Session,
): Promise<OrderRow | null> {
  const orderId = session.client_reference_id ?? session.metadata?.orderId ?? null;
  if (orderId === null) return null;
  const order = await findOrder(ctx.db, orderId);
  if (order === undefined || order.provider !== 'stripe') {
    ctx.log.warn(
      { sessionId: session.id, orderId },
      'Stripe event for a checkout that is not one of our orders',
    );
    return null;
  }
  return order;
}

async function confirmPayment(
  ctx: ServerContext,
  session: Stripe.Checkout.Session,
): Promise<StripeEventOutcome> {
  // Delayed methods (bank debits) complete the session before the money arrives; async_payment_succeeded follows.
  if (session.payment_status !== 'paid') return 'ignored';
  const order = await orderOfSession(ctx, session);
  if (order === null) return 'ignored';
  if (session.amount_total !== order.total_cents || session.currency?.toUpperCase() !== order.currency) {
    // We created the session with the order's total; a different amount means it is not the payment we asked for.
    ctx.log.error(
      { orderId: order.id, sessionId: session.id, amount: session.amount_total, currency: session.currency },
      'Stripe reported a payment that does not match its order; the order was not fulfilled',
    );
    return 'ignored';
  }
  const result = await markOrderPaid(ctx, order.id, {
    reference: session.id,
    paymentId: idOf(session.payment_intent),
  });
  return result.changed ? 'applied' : 'already-applied';
}

export async function applyStripeEvent(ctx: ServerContext, event: Stripe.Event): Promise<StripeEventOutcome> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return confirmPayment(ctx, event.data.object);
    case 'checkout.session.async_payment_failed': {
      const order = await orderOfSession(ctx, event.data.object);
      if (order === null) return 'ignored';
      return (await markOrderFailed(ctx, order.id, ASYNC_PAYMENT_FAILED_REASON)).changed
        ? 'applied'
        : 'already-applied';
    }
    case 'checkout.session.expired': {
      const order = await orderOfSession(ctx, event.data.object);
      if (order === null) return 'ignored';
      return (await markOrderCancelled(ctx, order.id, SESSION_EXPIRED_REASON)).changed
        ? 'applied'
        : 'already-applied';
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      // A partial refund leaves the course paid for; only a full refund ends the enrolment.
      const paymentId = idOf(charge.payment_intent);
      if (!charge.refunded || paymentId === null) return 'ignored';
      const order = await findOrderByPaymentId(ctx.db, 'stripe', paymentId);
      if (order === undefined) return 'ignored';
      const result = await markOrderRefunded(ctx, order.id, {
        reference: charge.refunds?.data[0]?.id ?? null,
        reason: REFUNDED_IN_STRIPE_REASON,
      });
      return result.changed ? 'applied' : 'already-applied';
    }
    default:
      return 'ignored';
  }
}
