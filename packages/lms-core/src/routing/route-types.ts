// The shape of one route of spec section 2, as data that lms-react turns into router configuration.

/** Stable route names: they never change with the product noun, so links, tests and i18n keys can rely on them. */
export const ROUTE_NAMES = [
  'landing',
  'login',
  'signup',
  'index',
  'forgot-password',
  'reset-password',
  'email-link',
  'profile',
  'products',
  'product-detail',
  'student-dashboard',
  'student-products',
  'product-viewer',
  'certificate',
  'badge',
  'badge-public',
  'certificate-verify',
  'student-orders',
  'payment',
  'payment-success',
  'info',
  'why-product',
  'contact-support',
  'support-requests',
  'support-request',
  'survey',
  'action-plan',
  'admin',
  'admin-products',
  'admin-coupons',
  'admin-orders',
  'admin-users',
  'admin-surveys',
  'admin-survey-errors',
  'admin-reports',
  'admin-support-requests',
  'admin-support-request',
  'admin-settings',
  'admin-audit-log',
  'admin-certificates',
  'admin-badges',
  'admin-test',
  'not-found',
] as const;
export type RouteName = (typeof ROUTE_NAMES)[number];

/** Which page frame wraps the screen: the main layout, the blank one (action plan) or the admin one. */
export type RouteLayout = 'main' | 'blank' | 'admin';

/**
 * Who may open the route (spec section 6). `guest` routes are public but send signed-in users onwards;
 * `student` is every signed-in user too, because students carry the default role `user`.
 */
export type RouteAccess = 'public' | 'guest' | 'user' | 'student' | 'admin';

/** Families of routes that share a page transition (spec section 2, "Transitions"). */
export type TransitionGroup = 'student-products' | 'products' | 'payment' | 'none';

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
