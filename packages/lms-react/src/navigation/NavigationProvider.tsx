import type { ReactNode } from 'react';
import { NavigationContext, type NavigationAdapter } from './navigation-adapter';

/** Lets a host with its own router mount lms screens: it passes an adapter over its router. */
export function NavigationProvider({
  adapter,
  children,
}: {
  adapter: NavigationAdapter;
  children: ReactNode;
}) {
  return <NavigationContext value={adapter}>{children}</NavigationContext>;
}
