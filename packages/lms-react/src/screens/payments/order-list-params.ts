// The order list's search, status filter and page live in the URL (the kit's list parameters), so a filtered list
// can be bookmarked, shared and restored with the back button.
import { orderStatusSchema, type OrderStatus } from '@lms/core';
import { schemaFilter, type ListShape } from '../../ui-kit/list-params';

export const ORDER_LIST: ListShape<{ status: OrderStatus }> = {
  // The contract's limit on the search text (adminListOrders).
  searchMaxLength: 200,
  filters: { status: schemaFilter(orderStatusSchema) },
};

export const ORDER_LIST_PAGE_SIZE = 20;
