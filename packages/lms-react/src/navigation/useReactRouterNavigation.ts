import { useMemo } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import type { NavigationAdapter } from './navigation-adapter';

/** The navigation adapter over react-router's data router (used by <LmsRouter>). */
export function useReactRouterNavigation(basename: string): NavigationAdapter {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const pending = useNavigation().state !== 'idle';
  return useMemo(() => {
    const base = basename.replace(/\/+$/, '');
    return {
      navigate: (to, options) => void navigate(to, { replace: options?.replace ?? false }),
      location: { pathname, search, hash },
      pending,
      href: (to) => (to.startsWith('/') ? `${base}${to}` : to),
    };
  }, [navigate, pathname, search, hash, pending, basename]);
}
