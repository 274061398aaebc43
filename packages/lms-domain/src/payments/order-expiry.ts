// Checkouts nobody paid: once past their expiry they are cancelled, which gives their coupon use back. Run lazily
// before anything that counts coupon uses, and on a timer, so no in-memory schedule is needed (any server copy may
// do it; the conditional status update makes a double run harmless).
import type { DomainContext } from '../context';
import { defineJob } from '../jobs/define-job';
import { markOrderCancelled } from './order-lifecycle';

const BATCH = 200;
export const EXPIRED_CHECKOUT_REASON = 'The checkout expired before payment.';

export async function cancelExpiredOrders(ctx: DomainContext): Promise<number> {
  const expired = await ctx.db
    .selectFrom('orders')
    .select('id')
    .where('status', '=', 'pending')
    .where('expires_at', '<=', ctx.now())
    .orderBy('expires_at')
    .limit(BATCH)
    .execute();
  let cancelled = 0;
  for (const { id } of expired) {
    const result = await markOrderCancelled(ctx, id, EXPIRED_CHECKOUT_REASON);
    if (result.changed) cancelled += 1;
  }
  return cancelled;
}

/** Every 5 minutes, so an abandoned checkout's coupon use comes back without a visitor asking. */
export const orderExpiryJob = defineJob({
  name: 'payments.cancel-expired-checkouts',
  everyMs: 5 * 60_000,
  run: async (ctx) => ({ cancelledOrders: await cancelExpiredOrders(ctx) }),
});
