// The shape of one route of spec section 2, as data that lms-react turns into router configuration. Each area declares
// its routes (routes/<area>.ts, listed in routes/index.ts); the pages of no area are routes/platform.ts.
import type { RouteAccess, RouteLayout, RouteNamesOf, TransitionGroup } from './route-spec';
import type { areaRoutes } from './routes';
import type { platformRoutes } from './routes/platform';

export type { RouteAccess, RouteLayout, RouteNouns, RouteSpec, TransitionGroup } from './route-spec';

type AreaRoutesByArea = typeof areaRoutes;

/** Stable route names: they never change with the product noun, so links, tests and i18n keys can rely on them. */
export type RouteName =
  | RouteNamesOf<typeof platformRoutes>
  | { [A in keyof AreaRoutesByArea]: RouteNamesOf<AreaRoutesByArea[A]> }[keyof AreaRoutesByArea];

export interface RouteDefinition {
  readonly name: RouteName;
  /** react-router style: static segments, `:param` segments, or `*` for the catch-all. */
  readonly path: string;
  readonly layout: RouteLayout;
  readonly access: RouteAccess;
  /** Admin certificates, badges and test carry this flag instead of the admin access (spec section 6). */
  readonly requiresAdmin: boolean;
  readonly transitionGroup: TransitionGroup;
  readonly titleKey: `route.${RouteName}.title`;
  readonly descriptionKey: `route.${RouteName}.description`;
  /** Where the route sends an allowed visitor straight away (`/admin` -> `/admin/{product}s`). */
  readonly redirectTo?: string;
  /**
   * True for pages the spec table does not list: the ones the account e-mails link to (password reset, e-mail link),
   * the admin orders page, which refunds (issue 7) need, and the student's purchases (their own orders).
   */
  readonly addedBeyondSpec: boolean;
  /** Where an admin section sits in the admin navigation (lower first). */
  readonly adminNavPosition?: number;
}

export interface RouteTable {
  readonly productNoun: string;
  readonly productPlural: string;
  /** Every route, the catch-all last. */
  readonly routes: readonly RouteDefinition[];
  readonly byName: Readonly<Record<RouteName, RouteDefinition>>;
}

export interface RouteMatch {
  readonly route: RouteDefinition;
  /** Decoded `:param` values of the matched path. */
  readonly params: Readonly<Record<string, string>>;
}
