import { useCallback } from 'react';
import { pathFor } from '@lms/core';
import { useLmsNavigation } from '../../navigation/useLmsNavigation';
import { useLmsRuntime } from '../../runtime/useLmsRuntime';
import { orderListSearch, readOrderListParams, type OrderListParams } from './order-list-params';

/** The order list's parameters from the URL, and a way to show another search, status or page. */
export function useOrderListParams() {
  const navigation = useLmsNavigation();
  const { routes } = useLmsRuntime();
  const basePath = pathFor(routes, 'admin-orders');
  const params = readOrderListParams(navigation.location.search);
  const showList = useCallback(
    (next: OrderListParams) => navigation.navigate(`${basePath}${orderListSearch(next)}`),
    [navigation, basePath],
  );
  return { params, showList };
}
