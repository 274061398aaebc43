import { describe, expect, it } from 'vitest';
import { orderStatusSchema, type OrderStatus } from '@lms/core';
import { listQuery, readListParams, schemaFilter, type ListShape } from './list-params';

const ORDERS: ListShape<{ status: OrderStatus }> = {
  searchMaxLength: 10,
  filters: { status: schemaFilter(orderStatusSchema) },
};

describe('list parameters in the URL', () => {
  it('reads the search, each filter and the page', () => {
    expect(readListParams(ORDERS, '?q=ada&status=paid&page=3')).toEqual({
      search: 'ada',
      status: 'paid',
      page: 3,
    });
  });

  it('reads what it does not know as the default, so an old or mistyped link still shows a list', () => {
    expect(readListParams(ORDERS, '?status=lost&page=0')).toEqual({ search: '', status: undefined, page: 1 });
    expect(readListParams(ORDERS, '?page=2.5').page).toBe(1);
    expect(readListParams(ORDERS, '?page=100001').page).toBe(1);
    expect(readListParams(ORDERS, `?q=${'x'.repeat(20)}`).search).toBe('x'.repeat(10));
  });

  it('writes the parameters without their defaults, the search trimmed', () => {
    expect(listQuery(ORDERS, { search: '  ada ', status: 'paid', page: 2 })).toBe(
      '?q=ada&status=paid&page=2',
    );
    expect(listQuery(ORDERS, { search: ' ', status: '', page: 1 })).toBe('');
    expect(listQuery(ORDERS, { search: 'a&b', page: 1 })).toBe('?q=a%26b');
  });

  it('reads back what it wrote', () => {
    const params = { search: 'ada', status: 'refunded' as const, page: 4 };
    expect(readListParams(ORDERS, listQuery(ORDERS, params))).toEqual(params);
  });
});
