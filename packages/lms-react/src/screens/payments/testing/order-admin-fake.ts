// The admin orders double: orders listed newest first with the server's search and status filter and pages, and
// refunds with its rule (only a paid order; a refunded one answers unchanged).
import { LmsError, type Order } from '@lms/core';
import type { OperationHandlers } from '../../../test-support/fake-backend';

export function createOrderAdminFake(initial: Order[]) {
  const orders = [...initial];

  const handlers: OperationHandlers = {
    adminListOrders: ({ search, status, page = 1, pageSize = 20 }) => {
      const text = search?.toLowerCase();
      const matching = orders
        .filter((item) => !status || item.status === status)
        .filter(
          (item) =>
            !text ||
            [item.userEmail ?? '', item.courseTitle, item.id].some((field) =>
              field.toLowerCase().includes(text),
            ),
        )
        .sort((a, b) => b.created_at.localeCompare(a.created_at));
      return {
        items: matching.slice((page - 1) * pageSize, page * pageSize).map((item) => ({ ...item })),
        total: matching.length,
        page,
        pageSize,
      };
    },
    refundOrder: ({ orderId, reason }) => {
      const index = orders.findIndex((item) => item.id === orderId);
      if (index < 0) throw new LmsError('functions/not-found', 'There is no order with this id.');
      const found = orders[index]!;
      if (found.status === 'refunded') return { ...found };
      if (found.status !== 'paid') {
        throw new LmsError(
          'functions/invalid-argument',
          `Only paid orders can be refunded; this one is ${found.status}.`,
          { reason: 'not-paid', status: found.status },
        );
      }
      const now = new Date().toISOString();
      const refunded: Order = {
        ...found,
        status: 'refunded',
        statusReason: reason ?? 'Refunded by an administrator.',
        refundedAt: now,
        updated_at: now,
      };
      orders[index] = refunded;
      return { ...refunded };
    },
  };
  return { handlers, orders };
}
