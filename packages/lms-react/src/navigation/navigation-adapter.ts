// The one seam between screens and whatever router is in charge. Screens and layouts navigate through this, so a
// host page with its own router can mount them by providing an adapter of its own.
import { createContext } from 'react';

export interface NavigationLocationSnapshot {
  pathname: string;
  /** '' or '?...' */
  search: string;
  /** '' or '#...' */
  hash: string;
}

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /**
   * The page updating its own address by itself (a search applied after a typing pause), not the user going
   * somewhere: skipped when the router has already started to leave the page, so it cannot take back a link the
   * user clicked meanwhile. Adapters over other routers should honour it the same way.
   */
  ifStillHere?: boolean;
}

export interface NavigationAdapter {
  navigate(to: string, options?: NavigateOptions): void;
  location: NavigationLocationSnapshot;
  /** True while the router is still preparing the next page (guard checks, data, code); drives the loading bar. */
  pending?: boolean;
  /** The href to render for a path, e.g. with a host's base path in front; defaults to the path itself. */
  href?(to: string): string;
}

export const NavigationContext = createContext<NavigationAdapter | null>(null);
