// How an area declares its routes (routes/<area>.ts): plain data, built for the product noun when the table is made.

/** Which page frame wraps the screen: the main layout, the blank one (action plan) or the admin one. */
export type RouteLayout = 'main' | 'blank' | 'admin';

/**
 * Who may open the route (spec section 6). `guest` routes are public but send signed-in users onwards;
 * `student` is every signed-in user too, because students carry the default role `user`.
 */
export type RouteAccess = 'public' | 'guest' | 'user' | 'student' | 'admin';

/** Families of routes that share a page transition (spec section 2, "Transitions"). */
export type TransitionGroup = 'student-products' | 'products' | 'payment' | 'none';

/** The product noun, as paths spell it. */
export interface RouteNouns {
  /** `course` (spec `{product}`). */
  readonly noun: string;
  /** `courses`, as in `/admin/{product}s`. */
  readonly plural: string;
}

export interface RouteSpec {
  /** Stable: it never changes with the product noun, so links, tests and i18n keys can rely on it. */
  readonly name: string;
  /** react-router style: static segments, `:param` segments, or `*` for the catch-all. */
  readonly path: string;
  readonly access: RouteAccess;
  readonly layout?: RouteLayout;
  readonly requiresAdmin?: boolean;
  readonly transitionGroup?: TransitionGroup;
  readonly redirectTo?: string;
  /** A page the spec's table does not list: say why beside it. */
  readonly addedBeyondSpec?: boolean;
  /** Where an admin section sits in the admin navigation (lower first; sections without one come last). */
  readonly adminNavPosition?: number;
}

/** An area's routes, given the noun: each name once in the whole table (the table refuses a repeat). */
export type AreaRoutes = (nouns: RouteNouns) => readonly RouteSpec[];

/** Keeps the names as literal types, so the route names' type is drawn from the areas' declarations. */
export const defineAreaRoutes = <const Specs extends readonly RouteSpec[]>(
  routes: (nouns: RouteNouns) => Specs,
): ((nouns: RouteNouns) => Specs) => routes;

/** The names an area's routes declare. */
export type RouteNamesOf<Routes> = Routes extends (nouns: RouteNouns) => readonly (infer Spec)[]
  ? Spec extends { readonly name: infer Name extends string }
    ? Name
    : never
  : never;
