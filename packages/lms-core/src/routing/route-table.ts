// The route table of spec section 2 (with access from section 6), built for a configurable product noun.
import { LmsError } from '../errors';
import type {
  RouteAccess,
  RouteDefinition,
  RouteLayout,
  RouteName,
  RouteTable,
  TransitionGroup,
} from './route-types';

export interface RouteTableOptions {
  /** Singular noun of what is sold and taught, e.g. `course` (spec `{product}`). */
  readonly productNoun: string;
  /** Plural used in paths; defaults to the noun followed by `s`. */
  readonly productPlural?: string;
}

interface RouteSpec {
  readonly name: RouteName;
  readonly path: string;
  readonly access: RouteAccess;
  readonly layout?: RouteLayout;
  readonly requiresAdmin?: boolean;
  readonly transitionGroup?: TransitionGroup;
  readonly redirectTo?: string;
  readonly addedBeyondSpec?: boolean;
}

// A URL segment that needs no encoding, so paths built from it match themselves.
const NOUN_PATTERN = /^[a-z][a-z0-9-]*$/;

function assertNoun(value: string, option: string): void {
  if (!NOUN_PATTERN.test(value)) {
    throw new LmsError(
      'functions/invalid-argument',
      `${option} must be lowercase letters, digits and hyphens starting with a letter, got ${JSON.stringify(value)}`,
    );
  }
}

function routeSpecs(noun: string, plural: string): RouteSpec[] {
  return [
    { name: 'landing', path: '/', access: 'public' },
    { name: 'login', path: '/login', access: 'guest' },
    { name: 'signup', path: '/signup', access: 'guest' },
    { name: 'index', path: '/index', access: 'public' },
    { name: 'forgot-password', path: '/forgot-password', access: 'public' },
    // Additions: the password-reset and sign-in e-mails need pages to land on.
    { name: 'reset-password', path: '/reset-password', access: 'public', addedBeyondSpec: true },
    { name: 'email-link', path: '/email-link', access: 'public', addedBeyondSpec: true },
    { name: 'profile', path: '/profile', access: 'user' },
    { name: 'products', path: `/${plural}`, access: 'user', transitionGroup: 'products' },
    { name: 'product-detail', path: `/${plural}/:id`, access: 'user', transitionGroup: 'products' },
    {
      name: 'student-dashboard',
      path: '/student/dashboard',
      access: 'student',
      transitionGroup: 'student-products',
    },
    {
      name: 'student-products',
      path: `/student/${plural}`,
      access: 'student',
      transitionGroup: 'student-products',
    },
    {
      name: 'product-viewer',
      path: `/student/${plural}/:productId/view`,
      access: 'student',
      transitionGroup: 'student-products',
    },
    { name: 'certificate', path: '/student/certificates/:id', access: 'student' },
    // Not in the spec's table: anyone holding a certificate's link (or its QR code) checks it without signing in.
    { name: 'certificate-verify', path: '/verify/:code', access: 'public', addedBeyondSpec: true },
    // Not in the spec's table: a learner's badge (issue 22), and its public page that anyone with the link opens.
    { name: 'badge', path: '/student/badges/:id', access: 'student', addedBeyondSpec: true },
    { name: 'badge-public', path: '/badges/:code', access: 'public', addedBeyondSpec: true },
    // Not in the spec's table: students need their past orders and receipts (listMyOrders) somewhere to live.
    { name: 'student-orders', path: '/student/orders', access: 'student', addedBeyondSpec: true },
    { name: 'payment', path: '/payment/:id', access: 'student', transitionGroup: 'payment' },
    { name: 'payment-success', path: '/payment/success', access: 'user' },
    { name: 'info', path: '/info', access: 'user' },
    { name: 'why-product', path: `/why-${noun}`, access: 'user' },
    { name: 'contact-support', path: '/contact-support', access: 'public' },
    // Not in the spec's table: a requester follows their support requests (signed in: the list; signed out: the
    // mailed link to one request, whose token is its permission, so that page is public).
    { name: 'support-requests', path: '/contact-support/requests', access: 'user', addedBeyondSpec: true },
    {
      name: 'support-request',
      path: '/contact-support/requests/:reference',
      access: 'public',
      addedBeyondSpec: true,
    },
    // Not in the spec's table: a standalone survey's link (issue 23), for any signed-in user.
    { name: 'survey', path: '/surveys/:surveyId', access: 'user', addedBeyondSpec: true },
    { name: 'action-plan', path: '/action-plan/:stepId', access: 'user', layout: 'blank' },
    { name: 'admin', path: '/admin', access: 'admin', layout: 'admin', redirectTo: `/admin/${plural}` },
    { name: 'admin-products', path: `/admin/${plural}`, access: 'admin', layout: 'admin' },
    { name: 'admin-coupons', path: '/admin/coupons', access: 'admin', layout: 'admin' },
    // Not in the spec's table: refunds (issue 7) need a list of orders to act on.
    { name: 'admin-orders', path: '/admin/orders', access: 'admin', layout: 'admin', addedBeyondSpec: true },
    { name: 'admin-users', path: '/admin/users', access: 'admin', layout: 'admin' },
    { name: 'admin-surveys', path: '/admin/surveys', access: 'admin', layout: 'admin' },
    { name: 'admin-survey-errors', path: '/admin/survey-errors', access: 'admin', layout: 'admin' },
    { name: 'admin-reports', path: '/admin/reports', access: 'admin', layout: 'admin' },
    { name: 'admin-support-requests', path: '/admin/support-requests', access: 'admin', layout: 'admin' },
    {
      name: 'admin-support-request',
      path: '/admin/support-requests/:requestId',
      access: 'admin',
      layout: 'admin',
      addedBeyondSpec: true,
    },
    { name: 'admin-settings', path: '/admin/settings', access: 'admin', layout: 'admin' },
    // Not in the spec's table: the audit log (issue 25, part 5).
    {
      name: 'admin-audit-log',
      path: '/admin/audit-log',
      access: 'admin',
      layout: 'admin',
      addedBeyondSpec: true,
    },
    // Spec 6: these three are guarded by the requiresAdmin flag rather than the admin access.
    {
      name: 'admin-certificates',
      path: '/admin/certificates',
      access: 'user',
      layout: 'admin',
      requiresAdmin: true,
    },
    { name: 'admin-badges', path: '/admin/badges', access: 'user', layout: 'admin', requiresAdmin: true },
    { name: 'admin-test', path: '/admin/test', access: 'user', layout: 'admin', requiresAdmin: true },
    // Spec 6 lists the catch-all page among those of any signed-in user.
    { name: 'not-found', path: '*', access: 'user' },
  ];
}

function toDefinition(spec: RouteSpec): RouteDefinition {
  const definition: RouteDefinition = {
    name: spec.name,
    path: spec.path,
    layout: spec.layout ?? 'main',
    access: spec.access,
    requiresAdmin: spec.requiresAdmin ?? false,
    transitionGroup: spec.transitionGroup ?? 'none',
    titleKey: `route.${spec.name}.title`,
    descriptionKey: `route.${spec.name}.description`,
    addedBeyondSpec: spec.addedBeyondSpec ?? false,
  };
  return spec.redirectTo === undefined ? definition : { ...definition, redirectTo: spec.redirectTo };
}

// A plural such as `certificates` would make `/admin/{product}s` shadow another admin page.
function assertDistinctPaths(routes: readonly RouteDefinition[]): void {
  const seen = new Map<string, RouteName>();
  for (const route of routes) {
    const shape = route.path.toLowerCase().replace(/:[^/]+/g, ':');
    const previous = seen.get(shape);
    if (previous !== undefined) {
      throw new LmsError(
        'functions/invalid-argument',
        `The product noun makes routes ${previous} and ${route.name} share the path ${route.path}`,
      );
    }
    seen.set(shape, route.name);
  }
}

// A plural such as `student` would turn `/{product}s/:id` into a rival of `/student/dashboard`.
function assertPluralOwnsItsSegment(routes: readonly RouteDefinition[], plural: string): void {
  const catalogueRoutes: readonly RouteName[] = ['products', 'product-detail'];
  for (const route of routes) {
    const firstSegment = route.path.split('/')[1];
    if (!catalogueRoutes.includes(route.name) && firstSegment === plural) {
      throw new LmsError(
        'functions/invalid-argument',
        `productPlural ${JSON.stringify(plural)} is already the first segment of route ${route.name}`,
      );
    }
  }
}

export function createRouteTable(options: RouteTableOptions): RouteTable {
  const productNoun = options.productNoun;
  const productPlural = options.productPlural ?? `${productNoun}s`;
  assertNoun(productNoun, 'productNoun');
  assertNoun(productPlural, 'productPlural');

  const routes = routeSpecs(productNoun, productPlural).map(toDefinition);
  assertDistinctPaths(routes);
  assertPluralOwnsItsSegment(routes, productPlural);
  const byName = Object.fromEntries(routes.map((route) => [route.name, route])) as Record<
    RouteName,
    RouteDefinition
  >;
  return Object.freeze({
    productNoun,
    productPlural,
    routes: Object.freeze(routes.map((route) => Object.freeze(route))),
    byName: Object.freeze(byName),
  });
}
