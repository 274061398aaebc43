// Refunds by an admin: the provider gives the money back first (the sandbox at once, Stripe through its API), then
// the order is marked refunded and its enrolment ends, in one transaction. Refunding a refunded order answers it
// unchanged; Stripe's idempotency key makes a retried refund return Stripe's first refund.
import { LmsError } from '@lms/core';
import type { Order } from './contract-types';
import type { DomainContext } from '../context';
import { markOrderRefunded } from './order-lifecycle';
import { findOrder } from './order-records';
import { readOrder } from './order-reading';
import { providerOfOrder } from './providers';

export const DEFAULT_REFUND_REASON = 'Refunded by an administrator.';

export async function refundOrder(
  ctx: DomainContext,
  input: { orderId: string; reason?: string | undefined },
): Promise<Order> {
  const order = await findOrder(ctx.db, input.orderId);
  if (order === undefined) throw new LmsError('functions/not-found', 'There is no order with this id.');
  if (order.status === 'refunded') return readOrder(ctx, order.id);
  if (order.status !== 'paid') {
    throw new LmsError(
      'functions/invalid-argument',
      `Only paid orders can be refunded; this one is ${order.status}.`,
      {
        reason: 'not-paid',
        status: order.status,
      },
    );
  }
  // A free order moved no money: refunding it only ends the enrolment.
  const refund =
    order.provider === 'none'
      ? { reference: null }
      : await providerOfOrder(ctx, order.provider).refund(order);
  await markOrderRefunded(ctx, order.id, {
    reference: refund.reference,
    reason: input.reason?.trim() || DEFAULT_REFUND_REASON,
  });
  return readOrder(ctx, order.id);
}
