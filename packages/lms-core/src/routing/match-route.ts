// A small path matcher for the route table, so lms-core can guard navigation without a router dependency.
import type { RouteDefinition, RouteMatch, RouteTable } from './route-types';

type PatternSegment =
  { readonly kind: 'static'; readonly value: string } | { readonly kind: 'param'; readonly name: string };

interface CompiledRoute {
  readonly route: RouteDefinition;
  readonly segments: readonly PatternSegment[];
  readonly staticCount: number;
}

// Compiled once per table: tables are frozen, so a WeakMap cache can never go stale.
const compiledTables = new WeakMap<RouteTable, readonly CompiledRoute[]>();

function compile(table: RouteTable): readonly CompiledRoute[] {
  const cached = compiledTables.get(table);
  if (cached !== undefined) return cached;
  const compiled = table.routes
    .filter((route) => route.path !== '*')
    .map((route): CompiledRoute => {
      const segments = splitPath(route.path).map((part): PatternSegment =>
        part.startsWith(':')
          ? { kind: 'param', name: part.slice(1) }
          : { kind: 'static', value: part.toLowerCase() },
      );
      return { route, segments, staticCount: segments.filter((segment) => segment.kind === 'static').length };
    });
  compiledTables.set(table, compiled);
  return compiled;
}

function splitPath(path: string): string[] {
  return path === '/' ? [] : path.slice(1).split('/');
}

/** Drops query and hash, ensures a leading slash and tolerates trailing slashes (`/courses/` is `/courses`). */
function normalisePathname(pathname: string): string {
  const withoutSuffix = pathname.replace(/[?#].*$/s, '');
  const rooted = withoutSuffix.startsWith('/') ? withoutSuffix : `/${withoutSuffix}`;
  const trimmed = rooted.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function matchSegments(compiled: CompiledRoute, segments: readonly string[]): Record<string, string> | null {
  if (compiled.segments.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, pattern] of compiled.segments.entries()) {
    const actual = segments[index];
    // An empty segment comes from `//` inside a path: no page answers to it.
    if (actual === undefined || actual === '') return null;
    if (pattern.kind === 'static') {
      if (actual.toLowerCase() !== pattern.value) return null;
    } else {
      params[pattern.name] = actual;
    }
  }
  return params;
}

/**
 * Finds the route for a pathname. Static segments beat parameters (`/payment/success` is not `/payment/:id`),
 * matching ignores case like react-router's default, and a path that matches nothing or holds malformed
 * percent-encoding resolves to the not-found route.
 */
export function matchRoute(table: RouteTable, pathname: string): RouteMatch {
  const notFound: RouteMatch = { route: table.byName['not-found'], params: {} };
  const decoded: string[] = [];
  for (const raw of splitPath(normalisePathname(pathname))) {
    const segment = safeDecode(raw);
    if (segment === null) return notFound;
    decoded.push(segment);
  }

  let best: { compiled: CompiledRoute; params: Record<string, string> } | null = null;
  for (const compiled of compile(table)) {
    const params = matchSegments(compiled, decoded);
    if (params !== null && (best === null || compiled.staticCount > best.compiled.staticCount)) {
      best = { compiled, params };
    }
  }
  return best === null ? notFound : { route: best.compiled.route, params: best.params };
}
