import { describe, expect, it } from 'vitest';
import { isLmsError } from '../errors';
import { createRouteTable, ROUTE_NAMES } from './route-table';
import type { RouteName } from './route-types';

const courses = createRouteTable({ productNoun: 'course' });

function pathsByName(table = courses): Record<string, string> {
  return Object.fromEntries(table.routes.map((route) => [route.name, route.path]));
}

// The routes this file knows (the spec's table and today's additions), as a set: another area's new page keeps its
// own access, and the table lists the areas' routes in the areas' order, which says nothing about the spec.
function namesWhere(predicate: (route: (typeof courses.routes)[number]) => boolean): Set<RouteName> {
  const known = (route: (typeof courses.routes)[number]) =>
    route.name in SPEC_TABLE || route.name in ADDITIONS;
  return new Set(
    courses.routes.filter((route) => known(route) && predicate(route)).map((route) => route.name),
  );
}

function expectInvalidArgument(build: () => unknown): void {
  try {
    build();
  } catch (error) {
    expect(isLmsError(error) && error.code).toBe('functions/invalid-argument');
    return;
  }
  throw new Error('expected an LmsError');
}

// Spec section 2's table, with the noun "course": closed, so every other route is an addition and says so.
const SPEC_TABLE: Partial<Record<RouteName, string>> = {
  landing: '/',
  login: '/login',
  signup: '/signup',
  index: '/index',
  'forgot-password': '/forgot-password',
  profile: '/profile',
  products: '/courses',
  'product-detail': '/courses/:id',
  'student-dashboard': '/student/dashboard',
  'student-products': '/student/courses',
  'product-viewer': '/student/courses/:productId/view',
  certificate: '/student/certificates/:id',
  payment: '/payment/:id',
  'payment-success': '/payment/success',
  info: '/info',
  'why-product': '/why-course',
  'contact-support': '/contact-support',
  'action-plan': '/action-plan/:stepId',
  admin: '/admin',
  'admin-products': '/admin/courses',
  'admin-coupons': '/admin/coupons',
  'admin-users': '/admin/users',
  'admin-surveys': '/admin/surveys',
  'admin-survey-errors': '/admin/survey-errors',
  'admin-reports': '/admin/reports',
  'admin-support-requests': '/admin/support-requests',
  'admin-settings': '/admin/settings',
  'admin-certificates': '/admin/certificates',
  'admin-badges': '/admin/badges',
  'admin-test': '/admin/test',
  'not-found': '*',
};

// Pages added beyond the table, each for a reason given beside its declaration (routes/<area>.ts).
const ADDITIONS: Partial<Record<RouteName, string>> = {
  'reset-password': '/reset-password',
  'email-link': '/email-link',
  'certificate-verify': '/verify/:code',
  badge: '/student/badges/:id',
  'badge-public': '/badges/:code',
  'student-orders': '/student/orders',
  'support-requests': '/contact-support/requests',
  'support-request': '/contact-support/requests/:reference',
  survey: '/surveys/:surveyId',
  'admin-orders': '/admin/orders',
  'admin-support-request': '/admin/support-requests/:requestId',
  'admin-audit-log': '/admin/audit-log',
};

describe('route table: every path of spec section 2', () => {
  it('lists each spec path under its stable name, with the noun "course"', () => {
    expect(pathsByName()).toMatchObject(SPEC_TABLE);
    expect(pathsByName()).toMatchObject(ADDITIONS);
  });

  it('holds every route name exactly once, the catch-all last', () => {
    expect(courses.routes.map((route) => route.name).sort()).toEqual([...ROUTE_NAMES].sort());
    expect(courses.routes.at(-1)?.name).toBe('not-found');
  });

  it('looks routes up by name', () => {
    for (const route of courses.routes) expect(courses.byName[route.name]).toBe(route);
  });

  it("marks every route beyond the spec's table as an addition, and none of the table's", () => {
    const fromTheTable = courses.routes.filter((route) => !route.addedBeyondSpec).map((route) => route.name);
    expect(new Set(fromTheTable)).toEqual(new Set(Object.keys(SPEC_TABLE)));
    expect(namesWhere((route) => route.addedBeyondSpec)).toEqual(new Set(Object.keys(ADDITIONS)));
  });

  it('sends /admin on to /admin/{product}s (spec 2)', () => {
    expect(courses.byName.admin.redirectTo).toBe('/admin/courses');
    expect(namesWhere((route) => route.redirectTo !== undefined)).toEqual(new Set(['admin']));
  });

  it('derives i18n title and description keys from the route name', () => {
    expect(courses.byName.login.titleKey).toBe('route.login.title');
    expect(courses.byName['product-viewer'].descriptionKey).toBe('route.product-viewer.description');
  });

  it('is frozen so no screen can change the shared table', () => {
    expect(Object.isFrozen(courses)).toBe(true);
    expect(Object.isFrozen(courses.routes)).toBe(true);
    expect(Object.isFrozen(courses.byName.login)).toBe(true);
  });
});

describe('route table: access of spec section 6', () => {
  it('leaves /, index, forgot-password, contact-support, certificate verification, public badge pages, the account e-mail pages and a mailed request public', () => {
    expect(namesWhere((route) => route.access === 'public')).toEqual(
      new Set([
        'landing',
        'index',
        'forgot-password',
        'reset-password',
        'email-link',
        'certificate-verify',
        'badge-public',
        'contact-support',
        'support-request',
      ]),
    );
  });

  it('makes login and signup guest-only (public, but signed-in users are sent on)', () => {
    expect(namesWhere((route) => route.access === 'guest')).toEqual(new Set(['login', 'signup']));
  });

  it('gives any signed-in user profile, products, detail, payment success, info, why, action plan, catch-all', () => {
    expect(namesWhere((route) => route.access === 'user' && !route.requiresAdmin)).toEqual(
      new Set([
        'profile',
        'products',
        'product-detail',
        'payment-success',
        'info',
        'why-product',
        'support-requests',
        'survey',
        'action-plan',
        'not-found',
      ]),
    );
  });

  it('gives the student role the dashboard, student products, viewer, certificate, badge, purchases and payment page', () => {
    expect(namesWhere((route) => route.access === 'student')).toEqual(
      new Set([
        'student-dashboard',
        'student-products',
        'product-viewer',
        'certificate',
        'badge',
        'student-orders',
        'payment',
      ]),
    );
  });

  it('gives the admin role /admin and its children products through settings', () => {
    expect(namesWhere((route) => route.access === 'admin')).toEqual(
      new Set([
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
      ]),
    );
  });

  it('puts the requiresAdmin flag on admin certificates, badges and test instead of the admin access', () => {
    expect(namesWhere((route) => route.requiresAdmin)).toEqual(
      new Set(['admin-certificates', 'admin-badges', 'admin-test']),
    );
    for (const name of ['admin-certificates', 'admin-badges', 'admin-test'] as const) {
      expect(courses.byName[name].access).not.toBe('admin');
    }
  });
});

describe('route table: layouts and transition groups (spec 2)', () => {
  it('renders the action plan in the blank layout, /admin pages in the admin layout, the rest in main', () => {
    expect(namesWhere((route) => route.layout === 'blank')).toEqual(new Set(['action-plan']));
    expect(namesWhere((route) => route.layout === 'admin')).toEqual(
      namesWhere((route) => route.path === '/admin' || route.path.startsWith('/admin/')),
    );
    expect(courses.byName['not-found'].layout).toBe('main');
  });

  it('groups the student products pages, the public products pages and payment for transitions', () => {
    expect(namesWhere((route) => route.transitionGroup === 'student-products')).toEqual(
      new Set(['student-dashboard', 'student-products', 'product-viewer']),
    );
    expect(namesWhere((route) => route.transitionGroup === 'products')).toEqual(
      new Set(['products', 'product-detail']),
    );
    expect(namesWhere((route) => route.transitionGroup === 'payment')).toEqual(new Set(['payment']));
  });
});

describe('route table: configurable product noun', () => {
  it('uses "program" everywhere the spec says {product}', () => {
    const paths = pathsByName(createRouteTable({ productNoun: 'program' }));
    expect(paths).toMatchObject({
      products: '/programs',
      'product-detail': '/programs/:id',
      'student-products': '/student/programs',
      'product-viewer': '/student/programs/:productId/view',
      'why-product': '/why-program',
      'admin-products': '/admin/programs',
    });
    expect(createRouteTable({ productNoun: 'program' }).byName.admin.redirectTo).toBe('/admin/programs');
    expect(Object.values(paths).filter((path) => path.includes('course'))).toEqual([]);
  });

  it('takes an explicit plural for nouns that do not add "s"', () => {
    const table = createRouteTable({ productNoun: 'class', productPlural: 'classes' });
    expect(table.productPlural).toBe('classes');
    expect(table.byName.products.path).toBe('/classes');
    expect(table.byName['why-product'].path).toBe('/why-class');
  });

  it('keeps route names and i18n keys independent of the noun', () => {
    const programs = createRouteTable({ productNoun: 'program' });
    expect(programs.routes.map((route) => route.titleKey)).toEqual(
      courses.routes.map((route) => route.titleKey),
    );
  });

  it.each(['', 'Course', 'cour se', 'course/x', '1course', 'cours%65', '../admin'])(
    'rejects the noun %j that would not be a clean URL segment',
    (noun) => {
      expectInvalidArgument(() => createRouteTable({ productNoun: noun }));
      expectInvalidArgument(() => createRouteTable({ productNoun: 'course', productPlural: noun }));
    },
  );

  it.each(['certificates', 'badges', 'test', 'coupons', 'dashboard', 'orders'])(
    'rejects the plural %j that would give two routes the same path',
    (plural) =>
      expectInvalidArgument(() => createRouteTable({ productNoun: 'course', productPlural: plural })),
  );

  it.each(['admin', 'student', 'payment', 'login', 'action-plan'])(
    'rejects the plural %j that would make the products pages rival another page',
    (plural) =>
      expectInvalidArgument(() => createRouteTable({ productNoun: 'course', productPlural: plural })),
  );
});
