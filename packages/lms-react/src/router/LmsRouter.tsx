import { useEffect, useRef, useState } from 'react';
import { createBrowserRouter, createMemoryRouter, RouterProvider, useInRouterContext } from 'react-router';
import { ScreenPreloadContext } from '../navigation/screen-preload-context';
import type { LmsRuntime } from '../runtime/create-lms-runtime';
import { useLmsRuntime } from '../runtime/useLmsRuntime';
import { buildLmsRoutes } from './build-lms-routes';
import { CurrentRouterContext } from './CurrentRouterContext';
import { LmsRoutes } from './LmsRoutes';
import { logNavigations } from './log-navigations';
import { screenRegistryOf } from './screen-registry';
import { useOnGuardInputsChange } from './useOnGuardInputsChange';
import { useScreenPreloader } from './useScreenPreloader';

export interface LmsRouterProps {
  /**
   * Where the app lives under the site's origin, e.g. `/learn`; default `/`. Inside a host's own react-router the
   * host's route decides where the library is mounted, and this is not used.
   */
  basename?: string;
  /** In-memory history starting at these paths (tests, Storybook, embedding without touching the URL). */
  initialEntries?: string[];
}

function createRouter(runtime: LmsRuntime, props: LmsRouterProps) {
  const basename = props.basename ?? '/';
  const routes = buildLmsRoutes(runtime, screenRegistryOf(runtime.config), basename);
  return props.initialEntries
    ? createMemoryRouter(routes, { basename, initialEntries: props.initialEntries })
    : createBrowserRouter(routes, { basename });
}

/**
 * Every route of lms-core's table, with the navigation guard applied before each page renders. Signing in or out
 * re-runs the guard for the page on screen, so a page the user may no longer see redirects at once. Rendered inside
 * a host app's own react-router, it renders <LmsRoutes> within that router instead of creating a second one.
 */
export function LmsRouter(props: LmsRouterProps) {
  return useInRouterContext() ? <LmsRoutes /> : <OwnRouter {...props} />;
}

/** The library's own data router, for a page where nothing else routes. */
function OwnRouter(props: LmsRouterProps) {
  const runtime = useLmsRuntime();
  const [router] = useState(() => createRouter(runtime, props));
  const disposeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Disposed one task after unmount (history listeners, pending loads) unless mounted again first, as React's
  // development double-mount does.
  useEffect(() => {
    clearTimeout(disposeTimer.current);
    return () => {
      disposeTimer.current = setTimeout(() => router.dispose(), 0);
    };
  }, [router]);

  useEffect(() => logNavigations(router, runtime.logger), [router, runtime.logger]);
  useOnGuardInputsChange(runtime, () => {
    runtime.logger.debug('Revalidating: the session changed what the guard reads');
    void router.revalidate();
  });
  const preloadPage = useScreenPreloader(runtime);

  return (
    <CurrentRouterContext value={router}>
      <ScreenPreloadContext value={preloadPage}>
        <RouterProvider router={router} />
      </ScreenPreloadContext>
    </CurrentRouterContext>
  );
}
