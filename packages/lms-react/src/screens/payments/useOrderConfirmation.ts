import { useEffect, useState } from 'react';
import { useGetOrderQuery } from './payments-api';

/** How often the success page asks about a pending order. */
export const ORDER_POLL_INTERVAL_MS = 1500;
/** After this long, the page says the confirmation takes longer than usual (the student may leave). */
export const ORDER_SLOW_AFTER_MS = 30_000;

/**
 * The order the success page shows, asked again every 1.5 s while it waits for payment (a Stripe webhook may
 * come a few seconds after the student is back); polling stops once the order is paid, failed, cancelled or refunded.
 */
export function useOrderConfirmation(orderId: string | null) {
  const [pending, setPending] = useState(true);
  const query = useGetOrderQuery(
    { orderId: orderId ?? '' },
    {
      skip: !orderId,
      pollingInterval: pending ? ORDER_POLL_INTERVAL_MS : 0,
      skipPollingIfUnfocused: false,
      refetchOnMountOrArgChange: true,
    },
  );
  const status = query.data?.status;
  const waiting = status === undefined || status === 'pending';
  if (pending !== waiting && status !== undefined) setPending(waiting);

  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setTimeout(() => setSlow(true), ORDER_SLOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [waiting]);

  return { ...query, waiting, slow: slow && waiting };
}
