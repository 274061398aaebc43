// What the sandbox's payment page does, without its HTML: which orders it may show, what a submitted test card does
// to the order, and what Cancel does. Written once here; the server's page renders these outcomes, and Storybook's
// seed and the screen tests settle their orders through the same functions.
import type { DomainContext } from '../context';
import { cancelExpiredOrders } from './order-expiry';
import { markOrderCancelled, markOrderFailed, markOrderPaid } from './order-lifecycle';
import type { OrderView } from './order-mapping';
import { findOrderView } from './order-records';
import { isSandboxActive } from './providers';
import { chargeSandboxCard, type SandboxCardForm, type SandboxProblem } from './providers/sandbox-cards';
import { sandboxReference } from './providers/sandbox-provider';

export const CANCELLED_ON_PAGE_REASON = 'Cancelled on the payment page.';

/** What the page can show for an order id. */
export type SandboxCheckout =
  /** No sandbox order has this id (the id is the page's only key, so nothing more is said). */
  | { kind: 'not-found' }
  /** Paid, failed, cancelled or refunded: it can no longer be paid here. */
  | { kind: 'closed'; order: OrderView }
  /** Test cards stop working the moment an operator switches to Stripe or turns the sandbox off. */
  | { kind: 'sandbox-off'; order: OrderView }
  | { kind: 'open'; order: OrderView };

export type SandboxPayment =
  | Exclude<SandboxCheckout, { kind: 'open' }>
  /** Every field's problem at once; nothing was charged and the order stays open. */
  | { kind: 'invalid'; order: OrderView; problems: SandboxProblem[] }
  /** The declined test card: the order failed (no enrolment; a coupon use is given back). */
  | { kind: 'declined'; order: OrderView; message: string }
  /** Paid through the same idempotent fulfilment as a Stripe webhook: the buyer is enrolled. */
  | { kind: 'paid'; order: OrderView };

/** A sandbox order by id, after sweeping expired checkouts; another provider's order is none of the page's. */
async function findSandboxOrder(ctx: DomainContext, orderId: string): Promise<OrderView | undefined> {
  await cancelExpiredOrders(ctx);
  const order = await findOrderView(ctx.db, orderId);
  return order?.provider === 'sandbox' ? order : undefined;
}

/** The order behind a sandbox page, after sweeping expired checkouts so an hour-old page cannot be paid. */
export async function openSandboxCheckout(ctx: DomainContext, orderId: string): Promise<SandboxCheckout> {
  const order = await findSandboxOrder(ctx, orderId);
  if (order === undefined) return { kind: 'not-found' };
  if (order.status !== 'pending') return { kind: 'closed', order };
  if (!isSandboxActive(ctx)) return { kind: 'sandbox-off', order };
  return { kind: 'open', order };
}

/** A test card submitted on the page. */
export async function payOnSandboxPage(
  ctx: DomainContext,
  orderId: string,
  form: SandboxCardForm,
): Promise<SandboxPayment> {
  const checkout = await openSandboxCheckout(ctx, orderId);
  if (checkout.kind !== 'open') return checkout;
  const { order } = checkout;
  const charge = chargeSandboxCard(form, ctx.now());
  if (charge.outcome === 'invalid') return { kind: 'invalid', order, problems: charge.problems };
  if (charge.outcome === 'declined') {
    await markOrderFailed(ctx, order.id, charge.message);
    return { kind: 'declined', order, message: charge.message };
  }
  await markOrderPaid(ctx, order.id, { reference: sandboxReference('pay') });
  return { kind: 'paid', order };
}

/** Cancel on the page: the order is cancelled unless it was already settled (then nothing changes). */
export async function cancelOnSandboxPage(
  ctx: DomainContext,
  orderId: string,
): Promise<{ kind: 'not-found' } | { kind: 'cancelled'; order: OrderView; changed: boolean }> {
  const order = await findSandboxOrder(ctx, orderId);
  if (order === undefined) return { kind: 'not-found' };
  const transition = await markOrderCancelled(ctx, order.id, CANCELLED_ON_PAGE_REASON);
  return { kind: 'cancelled', order, changed: transition.changed };
}
