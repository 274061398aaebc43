// The order lifecycle: pending -> paid | failed | cancelled, and paid -> refunded. Nothing ever leaves failed or
// refunded. A cancelled order may still become paid: when a payment provider reports money taken for an order we
// had already cancelled (the student paid in an old tab), the student gets what they paid for.

export const ORDER_STATUSES = ['pending', 'paid', 'failed', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = Object.freeze({
  pending: ['paid', 'failed', 'cancelled'],
  cancelled: ['paid'],
  paid: ['refunded'],
  failed: [],
  refunded: [],
});

export function canTransitionOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** Statuses an order can move from into `to`: the WHERE clause of the conditional UPDATE that changes it. */
export function orderStatusesLeadingTo(to: OrderStatus): OrderStatus[] {
  return ORDER_STATUSES.filter((from) => canTransitionOrder(from, to));
}
