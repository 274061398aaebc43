import { Suspense, useState, type ReactNode } from 'react';
import { chooseTransition, type RouteDefinition, type TransitionName } from '@lms/core';
import { Skeleton } from '../components/Skeleton';
import { useLmsNavigation } from '../navigation/useLmsNavigation';
import { useCurrentRoute } from './useCurrentRoute';

interface ShownPage {
  path: string;
  route: RouteDefinition;
  transition: TransitionName;
}

/**
 * Animates each new page with the transition lms-core chooses for the pair of routes (CSS animations, switched off
 * for prefers-reduced-motion). Keyed by path, so the entering page mounts fresh and its animation runs once.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const { route } = useCurrentRoute();
  const path = useLmsNavigation().location.pathname;
  const [shown, setShown] = useState<ShownPage>(() => ({
    path,
    route,
    transition: chooseTransition(null, route),
  }));
  // Derived during render (not in an effect) so the first frame of the new page already has its animation class.
  if (shown.path !== path) {
    setShown({ path, route, transition: chooseTransition(shown.route, route) });
  }
  return (
    <div key={path} className={`lms-page lms-page--${shown.transition}`} data-transition={shown.transition}>
      <Suspense fallback={<Skeleton lines={4} />}>{children}</Suspense>
    </div>
  );
}
