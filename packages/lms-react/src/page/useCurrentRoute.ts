import { useMemo } from 'react';
import { matchRoute, type RouteMatch } from '@lms/core';
import { useLmsNavigation } from '../navigation/useLmsNavigation';
import { useLmsRuntime } from '../runtime/useLmsRuntime';

/** The route-table entry of the current location, matched by lms-core (so host routers get the same answer). */
export function useCurrentRoute(): RouteMatch {
  const { routes } = useLmsRuntime();
  const { pathname } = useLmsNavigation().location;
  return useMemo(() => matchRoute(routes, pathname), [routes, pathname]);
}
