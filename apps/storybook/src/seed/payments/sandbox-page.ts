// The buyer on the sandbox payment page, without the HTTP: the domain's page rules (payments/sandbox-checkout.ts),
// which the server's page runs too, settle the order (paying enrols the buyer and redeems the coupon use; declining
// and cancelling give the coupon use back).
import {
  cancelOnSandboxPage as cancelOnPage,
  payOnSandboxPage,
  SANDBOX_DECLINED_CARD,
  SANDBOX_SUCCESS_CARD,
  type DomainContext,
} from '@lms/domain';

const TEST_CARDS = { pays: SANDBOX_SUCCESS_CARD, declined: SANDBOX_DECLINED_CARD } as const;
const OUTCOME = { pays: 'paid', declined: 'declined' } as const;

/** Submits a test card on the order's sandbox page at the context's time. */
export async function submitSandboxCard(
  ctx: DomainContext,
  orderId: string,
  card: keyof typeof TEST_CARDS,
): Promise<void> {
  const payment = await payOnSandboxPage(ctx, orderId, {
    cardNumber: TEST_CARDS[card],
    expiry: '12/39',
    cvc: '123',
  });
  if (payment.kind !== OUTCOME[card])
    throw new Error(
      `Seed: the sandbox page answered "${payment.kind}" to the ${card} card for order ${orderId}`,
    );
}

/** The buyer presses Cancel on the sandbox page. */
export async function cancelOnSandboxPage(ctx: DomainContext, orderId: string): Promise<void> {
  const cancelled = await cancelOnPage(ctx, orderId);
  if (cancelled.kind !== 'cancelled' || !cancelled.changed)
    throw new Error(`Seed: order ${orderId} could not be cancelled on the sandbox page`);
}
