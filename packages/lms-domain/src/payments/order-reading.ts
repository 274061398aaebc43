// Orders as students and admins read them: students see only their own, admins see every order.
import { LmsError } from '@lms/core';
import type { Order } from './contract-types';
import type { Caller, DomainContext } from '../context';
import type { OrderStatusColumn } from '../db/schema';
import { toOrder } from './order-mapping';
import { cancelExpiredOrders } from './order-expiry';
import { findOrderView, listOrderViews } from './order-records';

export interface OrderPage {
  items: Order[];
  total: number;
  page: number;
  pageSize: number;
}

export async function readOrder(ctx: DomainContext, orderId: string): Promise<Order> {
  const view = await findOrderView(ctx.db, orderId);
  if (view === undefined) throw new LmsError('functions/not-found', 'There is no order with this id.');
  return toOrder(view);
}

/**
 * The success page polls this until the order is paid; an expired checkout shows as cancelled. Someone else's
 * order answers as a missing one (as certificates and badges do), so order ids reveal nothing.
 */
export async function readOrderAs(ctx: DomainContext, caller: Caller, orderId: string): Promise<Order> {
  await cancelExpiredOrders(ctx);
  const order = await readOrder(ctx, orderId);
  if (!caller.admin && order.userId !== caller.uid)
    throw new LmsError('functions/not-found', 'There is no order with this id.');
  return order;
}

export async function listOrders(
  ctx: DomainContext,
  query: {
    userId?: string;
    search?: string | undefined;
    status?: OrderStatusColumn | undefined;
    page: number;
    pageSize: number;
  },
): Promise<OrderPage> {
  await cancelExpiredOrders(ctx);
  const { rows, total } = await listOrderViews(ctx.db, query);
  return { items: rows.map(toOrder), total, page: query.page, pageSize: query.pageSize };
}
