import type { RouteName } from '@lms/core';
import { pathFor } from '@lms/core';
import { useEffect, useRef } from 'react';
import { useLmsNavigation } from '../navigation/useLmsNavigation';
import { useLmsRuntime } from '../runtime/useLmsRuntime';
import {
  listQuery,
  readListParams,
  type ListChange,
  type ListFilterValues,
  type ListParams,
  type ListShape,
} from './list-params';

export interface ListNavigation<Filters extends ListFilterValues> {
  /** The list's parameters, read from the URL (list-params.ts). */
  params: ListParams<Filters>;
  /**
   * Shows the list with these changes through the router, so back and forward walk the searches. Any change but a
   * page starts at page 1: a new search or filter shows its first results.
   */
  showList: (change: ListChange<Filters>) => void;
  /** The list route's path, without a query. */
  basePath: string;
}

/** A list page's search, filters and page, kept in its route's URL query by the router binding the screens use. */
export function useListParams<Filters extends ListFilterValues>(
  route: RouteName,
  shape: ListShape<Filters>,
): ListNavigation<Filters> {
  const navigation = useLmsNavigation();
  const { routes } = useLmsRuntime();
  const basePath = pathFor(routes, route);
  const { search } = navigation.location;
  const params = readListParams(shape, search);
  // A router with guards and loaders changes the URL only once the next page is ready, so a second change made
  // before then (two filters picked in quick succession) must build on the first, not on the URL it has not left.
  const requested = useRef<{ from: string; change: ListChange<Filters> } | null>(null);
  // Once the URL moves (there, or anywhere by the back button), it is again the whole truth.
  useEffect(() => {
    requested.current = null;
  }, [search]);
  return {
    params,
    showList: (change) => {
      const earlier = requested.current?.from === search ? requested.current.change : {};
      const combined = { ...earlier, page: 1, ...change };
      requested.current = { from: search, change: combined };
      navigation.navigate(basePath + listQuery(shape, { ...params, ...combined }));
    },
    basePath,
  };
}
