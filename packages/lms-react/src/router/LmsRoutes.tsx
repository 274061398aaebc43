import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { matchRoute, type RouteLayout, type RouteName } from '@lms/core';
import { AdminLayout } from '../layouts/AdminLayout';
import { BlankLayout } from '../layouts/BlankLayout';
import { MainLayout } from '../layouts/MainLayout';
import type { NavigationAdapter, NavigationLocationSnapshot } from '../navigation/navigation-adapter';
import { NavigationProvider } from '../navigation/NavigationProvider';
import { ScreenPreloadContext } from '../navigation/screen-preload-context';
import { PageChrome } from '../page/PageChrome';
import { PageTransition } from '../page/PageTransition';
import { useLmsRuntime } from '../runtime/useLmsRuntime';
import { appPath } from './guard-loader';
import { mountPath, underMount } from './mount-path';
import { PageErrorBoundary } from './PageErrorBoundary';
import { readyPage } from './ready-page';
import { RouteErrorView } from './RouteErrorView';
import { RouteLoading } from './RouteLoading';
import { RouteScreen } from './RouteScreen';
import { screenRegistryOf } from './screen-registry';
import { useOnGuardInputsChange } from './useOnGuardInputsChange';
import { useScreenPreloader } from './useScreenPreloader';

const LAYOUTS = { main: MainLayout, blank: BlankLayout, admin: AdminLayout } as const;

interface ShownPage {
  /** The host location's key: the page is the host's current location until it changes. */
  key: string;
  location: NavigationLocationSnapshot;
  name: RouteName;
  layout: RouteLayout;
  /** The page's screen could not be readied (offline, its code not downloaded): shown inside the layout. */
  error?: unknown;
}

/**
 * Every route of lms-core's table inside a host app's own react-router (data router or `<BrowserRouter>`), under
 * the host route that renders it, e.g. `<Route path="/learn/*" element={<LmsRoutes />} />`. No second router: the
 * host's history and location drive it. As in <LmsRouter>, lms-core's guard decides before a page shows (a refused
 * page redirects with `replace`, under the mount path), the page's screen is readied meanwhile while the previous
 * page stays with the loading bar, and signing in or out runs the guard again.
 */
export function LmsRoutes() {
  const runtime = useLmsRuntime();
  const location = useLocation();
  const navigateHost = useNavigate();
  const base = mountPath(location.pathname, useParams()['*']);
  const screens = useMemo(() => screenRegistryOf(runtime.config), [runtime]);
  const preloadPage = useScreenPreloader(runtime);
  const [page, setPage] = useState<ShownPage | null>(null);
  const [guardRun, setGuardRun] = useState(0);
  const hostKey = useRef(location.key);
  hostKey.current = location.key;

  const target = useMemo(
    () => ({ pathname: appPath(location.pathname, base), search: location.search, hash: location.hash }),
    [location.pathname, location.search, location.hash, base],
  );

  useOnGuardInputsChange(runtime, () => setGuardRun((run) => run + 1));

  useEffect(() => {
    let current = true;
    const key = location.key;
    void (async () => {
      const decision = await runtime.decideNavigation(target);
      if (!current) return;
      if (decision.kind === 'redirect') {
        void navigateHost(underMount(base, decision.location), { replace: true });
        return;
      }
      const { route } = matchRoute(runtime.routes, target.pathname);
      const shown = { key, location: target, name: route.name, layout: route.layout };
      try {
        await readyPage(runtime, route.name);
        if (current) setPage(shown);
      } catch (error) {
        if (current) setPage({ ...shown, error });
      }
    })();
    return () => {
      current = false;
    };
  }, [runtime, navigateHost, base, target, location.key, guardRun]);

  const adapter = useMemo((): NavigationAdapter => {
    const shownKey = page?.key;
    return {
      navigate: (to, options) => {
        // The page's own address update is dropped once the host has moved on (see NavigateOptions.ifStillHere).
        if (options?.ifStillHere && hostKey.current !== shownKey) return;
        void navigateHost(underMount(base, to), { replace: options?.replace ?? false });
      },
      location: page?.location ?? target,
      pending: page?.key !== location.key,
      href: (to) => underMount(base, to),
    };
  }, [navigateHost, base, page, target, location.key]);

  const Layout = page === null ? null : LAYOUTS[page.layout];
  return (
    <NavigationProvider adapter={adapter}>
      <ScreenPreloadContext value={preloadPage}>
        <PageChrome />
        {page === null || Layout === null ? (
          <RouteLoading />
        ) : (
          <Layout>
            <PageTransition>
              {page.error === undefined ? (
                <PageErrorBoundary key={`${page.location.pathname}${page.location.search}`} inLayout>
                  <Suspense fallback={<RouteLoading />}>
                    <RouteScreen name={page.name} screens={screens} />
                  </Suspense>
                </PageErrorBoundary>
              ) : (
                <RouteErrorView error={page.error} inLayout retry={() => setGuardRun((run) => run + 1)} />
              )}
            </PageTransition>
          </Layout>
        )}
      </ScreenPreloadContext>
    </NavigationProvider>
  );
}
