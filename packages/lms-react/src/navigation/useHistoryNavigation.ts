// The navigation adapter over the browser's own history, for a document without react-router (the action-plan
// page, kept light for frames on other sites): paths this document shows change the URL in place, any other path is
// loaded by the browser as a new page of the full app.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { NavigateOptions, NavigationAdapter, NavigationLocationSnapshot } from './navigation-adapter';

function currentLocation(): NavigationLocationSnapshot {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash };
}

function sameLocation(a: NavigationLocationSnapshot, b: NavigationLocationSnapshot): boolean {
  return a.pathname === b.pathname && a.search === b.search && a.hash === b.hash;
}

/** Loads a path of this site as a new page (the browser's own navigation by default). */
export type LoadPage = (path: string, options: { replace: boolean }) => void;

export const browserLoadPage: LoadPage = (path, { replace }) => {
  if (replace) window.location.replace(path);
  else window.location.assign(path);
};

/**
 * `showsInPage(pathname)` tells which paths this document renders itself; `loadPage` loads the others. Targets are
 * resolved against this origin and only their path is used, so a navigation never leaves the site.
 */
export function useHistoryNavigation(
  showsInPage: (pathname: string) => boolean,
  loadPage: LoadPage = browserLoadPage,
): NavigationAdapter {
  const [location, setLocation] = useState(currentLocation);

  useEffect(() => {
    const onPopState = () => setLocation(currentLocation());
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const navigate = useCallback(
    (to: string, options?: NavigateOptions) => {
      // The address already changed past what this render shows: a page updating itself must not undo that.
      if (options?.ifStillHere && !sameLocation(currentLocation(), location)) return;
      const url = new URL(to, window.location.href);
      const path = `${url.pathname}${url.search}${url.hash}`;
      if (!showsInPage(url.pathname)) {
        loadPage(path, { replace: options?.replace ?? false });
        return;
      }
      if (options?.replace) window.history.replaceState(null, '', path);
      else window.history.pushState(null, '', path);
      setLocation(currentLocation());
    },
    [showsInPage, loadPage, location],
  );

  return useMemo(() => ({ navigate, location }), [navigate, location]);
}
