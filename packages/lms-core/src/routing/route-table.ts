// The route table of spec section 2 (with access from section 6), built for a configurable product noun from the
// routes each area declares (routes/<area>.ts, listed in routes/index.ts).
import { LmsError } from '../errors';
import type { AreaRoutes, RouteNouns, RouteSpec } from './route-spec';
import type { RouteDefinition, RouteName, RouteTable } from './route-types';
import { areaRoutes } from './routes';
import { platformRoutes } from './routes/platform';

export interface RouteTableOptions {
  /** Singular noun of what is sold and taught, e.g. `course` (spec `{product}`). */
  readonly productNoun: string;
  /** Plural used in paths; defaults to the noun followed by `s`. */
  readonly productPlural?: string;
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

/** Every area's route declarations, the pages of no area first. */
const DECLARED_ROUTES: readonly AreaRoutes[] = [platformRoutes, ...Object.values(areaRoutes)];

// The catch-all matches what nothing else does: it goes last, so a list of the routes reads as the matcher tries them.
function routeSpecs(nouns: RouteNouns): RouteSpec[] {
  const specs = DECLARED_ROUTES.flatMap((routes) => routes(nouns));
  return [...specs.filter((spec) => spec.path !== '*'), ...specs.filter((spec) => spec.path === '*')];
}

/** Every route's name, as the areas declare them. */
export const ROUTE_NAMES: readonly RouteName[] = routeSpecs({ noun: 'course', plural: 'courses' }).map(
  (spec) => spec.name as RouteName,
);

function toDefinition(spec: RouteSpec): RouteDefinition {
  const name = spec.name as RouteName;
  const definition: RouteDefinition = {
    name,
    path: spec.path,
    layout: spec.layout ?? 'main',
    access: spec.access,
    requiresAdmin: spec.requiresAdmin ?? false,
    transitionGroup: spec.transitionGroup ?? 'none',
    titleKey: `route.${name}.title`,
    descriptionKey: `route.${name}.description`,
    addedBeyondSpec: spec.addedBeyondSpec ?? false,
  };
  return {
    ...definition,
    ...(spec.redirectTo === undefined ? {} : { redirectTo: spec.redirectTo }),
    ...(spec.adminNavPosition === undefined ? {} : { adminNavPosition: spec.adminNavPosition }),
  };
}

// Two areas declaring one name would make links and titles ambiguous.
function assertDistinctNames(routes: readonly RouteDefinition[]): void {
  const seen = new Set<string>();
  for (const route of routes) {
    if (seen.has(route.name)) {
      throw new LmsError('functions/invalid-argument', `Two routes are named ${route.name}`);
    }
    seen.add(route.name);
  }
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

  const routes = routeSpecs({ noun: productNoun, plural: productPlural }).map(toDefinition);
  assertDistinctNames(routes);
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
