// Where a payment brings the student back: the app the order was placed from (its app address, checked when the
// checkout started: platform/app-address.ts), at the library's payment pages. The sandbox page's redirects, Stripe's
// success and cancel addresses and the order's mails all come from here, so none can point anywhere else.
import { createRouteTable, pathFor } from '@lms/core';
import type { DomainContext } from '../context';
import { usableAppAddress } from '../platform/user-app-address';
import type { OrderRow } from './order-mapping';

// The payment routes' paths do not depend on the product noun.
const routes = createRouteTable({ productNoun: 'course' });

/**
 * The order's app address while its origin is still listed; orders placed before it was recorded, or from an origin
 * dropped from LMS_LIBRARY_ORIGINS since, return to the server's own site.
 */
export function orderAppAddress(ctx: DomainContext, order: Pick<OrderRow, 'app_address'>): string {
  return usableAppAddress(ctx, order.app_address);
}

type ReturnOrder = Pick<OrderRow, 'id' | 'course_id' | 'app_address'>;

/** The library's success page for the order: the receipt, then the course. */
export function paymentSuccessUrl(ctx: DomainContext, order: ReturnOrder): string {
  const query = new URLSearchParams({ order: order.id }).toString();
  return `${orderAppAddress(ctx, order)}${pathFor(routes, 'payment-success')}?${query}`;
}

/** The library's payment page of the order's course, where a cancelled or declined payment starts again. */
export function paymentPageUrl(ctx: DomainContext, order: ReturnOrder): string {
  const query = new URLSearchParams({ order: order.id }).toString();
  return `${orderAppAddress(ctx, order)}${pathFor(routes, 'payment', { id: order.course_id })}?${query}`;
}
