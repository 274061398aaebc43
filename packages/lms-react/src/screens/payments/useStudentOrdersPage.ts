import { useCallback } from 'react';
import { pathFor } from '@lms/core';
import { useLmsNavigation } from '../../navigation/useLmsNavigation';
import { useLmsRuntime } from '../../runtime/useLmsRuntime';
import { orderListSearch, readOrderListParams } from './order-list-params';

/** The purchases page's page number from the URL (`?page=`), so the back button and a shared link keep it. */
export function useStudentOrdersPage() {
  const navigation = useLmsNavigation();
  const { routes } = useLmsRuntime();
  const basePath = pathFor(routes, 'student-orders');
  const page = readOrderListParams(navigation.location.search).page;
  const showPage = useCallback(
    (next: number) =>
      navigation.navigate(`${basePath}${orderListSearch({ search: '', status: undefined, page: next })}`),
    [navigation, basePath],
  );
  return { page, showPage };
}
