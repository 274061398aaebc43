// What a verified Stripe event does to our orders. Only events about Checkout Sessions we created (our order id in
// client_reference_id) and refunds of their payments matter; anything else is acknowledged and ignored. Every
// change goes through order-lifecycle.ts, so an event delivered twice changes nothing the second time. The host
// checks the signature with Stripe's library and hands the parsed event here, so every host applies the same rules.
import type { DomainContext } from '../context';
import { markOrderCancelled, markOrderFailed, markOrderPaid, markOrderRefunded } from './order-lifecycle';
import type { OrderRow } from './order-mapping';
import { findOrder, findOrderByPaymentId } from './order-records';

export type StripeEventOutcome = 'applied' | 'already-applied' | 'ignored';

export const ASYNC_PAYMENT_FAILED_REASON = 'The payment did not go through.';
export const SESSION_EXPIRED_REASON = 'The Stripe checkout expired before payment.';
export const REFUNDED_IN_STRIPE_REASON = 'Refunded in Stripe.';

type StripeId = string | { id: string } | null | undefined;

/** The fields of a Checkout Session these rules read (Stripe.Checkout.Session has them). */
interface StripeCheckoutSession {
  id: string;
  client_reference_id: string | null;
  metadata?: Record<string, string> | null;
  payment_status: string;
  amount_total: number | null;
  currency: string | null;
  payment_intent: StripeId;
}

/** The fields of a Charge these rules read (Stripe.Charge has them). */
interface StripeCharge {
  refunded: boolean;
  payment_intent: StripeId;
  refunds?: { data: ReadonlyArray<{ id: string }> } | null;
}

/** A verified Stripe event, as its library parses it: any Stripe.Event is one. */
export interface StripeEventInput {
  type: string;
  data: { object: unknown };
}

const idOf = (value: StripeId): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : value.id;

async function orderOfSession(ctx: DomainContext, session: StripeCheckoutSession): Promise<OrderRow | null> {
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
  ctx: DomainContext,
  session: StripeCheckoutSession,
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

export async function applyStripeEvent(
  ctx: DomainContext,
  event: StripeEventInput,
): Promise<StripeEventOutcome> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return confirmPayment(ctx, event.data.object as StripeCheckoutSession);
    case 'checkout.session.async_payment_failed': {
      const order = await orderOfSession(ctx, event.data.object as StripeCheckoutSession);
      if (order === null) return 'ignored';
      return (await markOrderFailed(ctx, order.id, ASYNC_PAYMENT_FAILED_REASON)).changed
        ? 'applied'
        : 'already-applied';
    }
    case 'checkout.session.expired': {
      const order = await orderOfSession(ctx, event.data.object as StripeCheckoutSession);
      if (order === null) return 'ignored';
      return (await markOrderCancelled(ctx, order.id, SESSION_EXPIRED_REASON)).changed
        ? 'applied'
        : 'already-applied';
    }
    case 'charge.refunded': {
      const charge = event.data.object as StripeCharge;
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
