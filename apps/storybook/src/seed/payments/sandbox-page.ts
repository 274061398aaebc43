// What the sandbox payment page does when the buyer submits a test card or cancels (lms-server's
// payments/http/sandbox-page.ts), without the HTTP: the domain's card rule decides, and the domain's order
// lifecycle records the outcome (paying enrols the buyer and redeems the coupon use; declining and cancelling
// give the coupon use back).
import {
  chargeSandboxCard,
  markOrderCancelled,
  markOrderFailed,
  markOrderPaid,
  sandboxReference,
  type DomainContext,
} from '@lms/domain';

/** Stripe's public test cards, which the sandbox takes: the first pays, the second is declined. */
const TEST_CARDS = { pays: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;

/** The page's own words when the buyer gives up (lms-server's CANCELLED_ON_PAGE_REASON). */
export const CANCELLED_ON_PAGE_REASON = 'Cancelled on the payment page.';

function changedOrThrow(transition: { changed: boolean; from: string }, orderId: string, to: string): void {
  if (!transition.changed)
    throw new Error(`Seed: order ${orderId} could not become ${to} (it was ${transition.from})`);
}

/** Submits a test card on the order's sandbox page at the context's time. */
export async function submitSandboxCard(
  ctx: DomainContext,
  orderId: string,
  card: keyof typeof TEST_CARDS,
): Promise<void> {
  const charge = chargeSandboxCard({ cardNumber: TEST_CARDS[card], expiry: '12/39', cvc: '123' }, ctx.now());
  if (charge.outcome === 'invalid')
    throw new Error(
      `Seed: the sandbox refused the test card: ${charge.problems.map((problem) => problem.message).join(' ')}`,
    );
  if (charge.outcome === 'declined') {
    changedOrThrow(await markOrderFailed(ctx, orderId, charge.message), orderId, 'failed');
    return;
  }
  changedOrThrow(await markOrderPaid(ctx, orderId, { reference: sandboxReference('pay') }), orderId, 'paid');
}

/** The buyer presses Cancel on the sandbox page. */
export async function cancelOnSandboxPage(ctx: DomainContext, orderId: string): Promise<void> {
  changedOrThrow(await markOrderCancelled(ctx, orderId, CANCELLED_ON_PAGE_REASON), orderId, 'cancelled');
}
