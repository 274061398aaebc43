// Page transitions and scrolling of spec section 2, as pure functions the router binding animates.
import type { RouteDefinition } from './route-types';

export type TransitionName = 'slide-left' | 'slide-up' | 'fade-fast' | 'fade';

export interface ScrollPosition {
  readonly top: number;
  readonly left: number;
}

/** A view page shows content itself (the product viewer): its path ends with `/view`. */
export function isViewPage(route: RouteDefinition): boolean {
  return route.path.endsWith('/view') || route.name.endsWith('viewer');
}

/**
 * The transition into `to`. Checked in this order, first match wins:
 * 1. entering a view page: `fade-fast`, so opening content never waits on an animation;
 * 2. both pages in the student products area (dashboard, student products, viewer): `slide-left`;
 * 3. from the public products pages (list or detail) to payment: `slide-up`;
 * 4. anything else, including the first page of a visit (`from` null): `fade`.
 */
export function chooseTransition(
  from: RouteDefinition | null | undefined,
  to: RouteDefinition,
): TransitionName {
  if (isViewPage(to)) return 'fade-fast';
  if (from == null) return 'fade';
  if (from.transitionGroup === 'student-products' && to.transitionGroup === 'student-products')
    return 'slide-left';
  if (from.transitionGroup === 'products' && to.transitionGroup === 'payment') return 'slide-up';
  return 'fade';
}

/** Spec section 2: scroll resets to the top on every navigation, whatever the saved position was. */
export function scrollAfterNavigation(): ScrollPosition {
  return { top: 0, left: 0 };
}
