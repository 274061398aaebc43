import { Suspense, useEffect, useMemo, useState } from 'react';
import { matchRoute, type RouteName } from '@lms/core';
import { BlankLayout } from '../layouts/BlankLayout';
import type { NavigationLocationSnapshot } from '../navigation/navigation-adapter';
import { NavigationProvider } from '../navigation/NavigationProvider';
import { useHistoryNavigation, type LoadPage } from '../navigation/useHistoryNavigation';
import { PageChrome } from '../page/PageChrome';
import { useLmsRuntime } from '../runtime/useLmsRuntime';
import { PageErrorBoundary } from './PageErrorBoundary';
import { RouteLoading } from './RouteLoading';
import { RouteScreen } from './RouteScreen';
import { screenRegistryOf } from './screen-registry';
import { useOnGuardInputsChange } from './useOnGuardInputsChange';

export interface LmsLightRouterProps {
  /** The routes of the blank layout this document shows; navigating to any other route loads that page anew. */
  routes: readonly RouteName[];
  /** How a page of another route is loaded: the browser's navigation by default (tests pass their own). */
  loadPage?: LoadPage;
}

/**
 * A router for a document that shows only a few blank-layout routes (the action-plan page, also framed by other
 * sites), without react-router and the main layout's code. Like <LmsRouter>, it runs lms-core's guard before a
 * page shows and again when who is signed in changes; a redirect to another route is a full page load.
 */
export function LmsLightRouter({ routes: shown, loadPage }: LmsLightRouterProps) {
  const runtime = useLmsRuntime();
  // The page on screen: the location the guard last allowed. Screens read it, so they never render a location
  // before the guard has decided on it (as with react-router, whose location changes after the loaders ran).
  const [page, setPage] = useState<{ location: NavigationLocationSnapshot; name: RouteName } | null>(null);
  const [guardRun, setGuardRun] = useState(0);
  const screens = useMemo(() => screenRegistryOf(runtime.config), [runtime]);
  // Keyed by the names, so a new array with the same routes on each render keeps the same navigation.
  const shownKey = shown.join(' ');
  const showsInPage = useMemo(() => {
    const names = new Set(shownKey.split(' '));
    return (pathname: string) => names.has(matchRoute(runtime.routes, pathname).route.name);
  }, [runtime, shownKey]);
  const history = useHistoryNavigation(showsInPage, loadPage);
  const { navigate, location } = history;
  const navigation = useMemo(
    () => ({
      navigate,
      location: page?.location ?? location,
      // The loading bar shows while the guard has not yet let the browser's location show.
      pending: page?.location !== location,
    }),
    [navigate, page, location],
  );

  useOnGuardInputsChange(runtime, () => setGuardRun((run) => run + 1));

  useEffect(() => {
    let current = true;
    void runtime.decideNavigation(location).then((decision) => {
      if (!current) return;
      if (decision.kind === 'redirect') navigate(decision.location, { replace: true });
      else setPage({ location, name: matchRoute(runtime.routes, location.pathname).route.name });
    });
    return () => {
      current = false;
    };
    // `location` changes identity exactly when the browser's location does.
  }, [runtime, navigate, location, guardRun]);

  return (
    <NavigationProvider adapter={navigation}>
      <PageChrome />
      <PageErrorBoundary key={page === null ? '' : `${page.location.pathname}${page.location.search}`}>
        {page === null ? (
          <RouteLoading />
        ) : (
          <BlankLayout>
            <Suspense fallback={<RouteLoading />}>
              <RouteScreen name={page.name} screens={screens} />
            </Suspense>
          </BlankLayout>
        )}
      </PageErrorBoundary>
    </NavigationProvider>
  );
}
