import { useContext, useMemo } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { CurrentRouterContext, type LmsDataRouter } from '../router/CurrentRouterContext';
import type { NavigationAdapter } from './navigation-adapter';

/**
 * Whether the router has moved on from the page that rendered with location `key`: a navigation is loading (guard,
 * data), or it is done but React is still showing the old page while the next one's code loads (a transition).
 */
function leftPage(router: LmsDataRouter, key: string): boolean {
  return router.state.navigation.state !== 'idle' || router.state.location.key !== key;
}

/** The navigation adapter over react-router's data router (used by <LmsRouter>). */
export function useReactRouterNavigation(basename: string): NavigationAdapter {
  const navigate = useNavigate();
  const router = useContext(CurrentRouterContext);
  const { pathname, search, hash, key } = useLocation();
  const pending = useNavigation().state !== 'idle';
  return useMemo(() => {
    const base = basename.replace(/\/+$/, '');
    return {
      navigate: (to, options) => {
        if (options?.ifStillHere && router && leftPage(router, key)) return;
        void navigate(to, { replace: options?.replace ?? false });
      },
      location: { pathname, search, hash },
      pending,
      href: (to) => (to.startsWith('/') ? `${base}${to}` : to),
    };
  }, [navigate, router, pathname, search, hash, key, pending, basename]);
}
