// The order list's search, status filter and page live in the URL, so a filtered list can be bookmarked, shared and
// restored with the back button.
import { orderStatusSchema, type OrderStatus } from '@lms/core';

export interface OrderListParams {
  search: string;
  status: OrderStatus | undefined;
  page: number;
}

export const ORDER_LIST_PAGE_SIZE = 20;

/** The contract's limit on the search text (adminListOrders). */
export const ORDER_SEARCH_MAX_LENGTH = 200;

export function readOrderListParams(search: string): OrderListParams {
  const params = new URLSearchParams(search);
  const status = orderStatusSchema.safeParse(params.get('status'));
  const page = Number(params.get('page'));
  return {
    search: (params.get('q') ?? '').slice(0, ORDER_SEARCH_MAX_LENGTH),
    status: status.success ? status.data : undefined,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The query string for list parameters (without defaults), '' when none. */
export function orderListSearch(params: OrderListParams): string {
  const query = new URLSearchParams();
  if (params.search.trim() !== '') query.set('q', params.search.trim());
  if (params.status) query.set('status', params.status);
  if (params.page > 1) query.set('page', String(params.page));
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}
