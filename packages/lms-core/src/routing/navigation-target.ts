// Normalises where a navigation is heading, whether a router hands over a location object or a path string.

/** A location as routers describe it; `search` and `hash` may come with or without their leading `?` / `#`. */
export interface NavigationLocation {
  readonly pathname: string;
  readonly search?: string;
  readonly hash?: string;
}

export type NavigationTarget = string | NavigationLocation;

export interface ParsedTarget {
  readonly pathname: string;
  /** `''` or `?...` */
  readonly search: string;
  /** `''` or `#...` */
  readonly hash: string;
  /** pathname + search + hash: what the login redirect must bring the visitor back to. */
  readonly fullPath: string;
  readonly query: URLSearchParams;
}

function withPrefix(value: string | undefined, prefix: '?' | '#'): string {
  if (value === undefined || value === '' || value === prefix) return '';
  return value.startsWith(prefix) ? value : `${prefix}${value}`;
}

function splitPathString(path: string): NavigationLocation {
  const hashAt = path.indexOf('#');
  const beforeHash = hashAt === -1 ? path : path.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : path.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  return queryAt === -1
    ? { pathname: beforeHash, hash }
    : { pathname: beforeHash.slice(0, queryAt), search: beforeHash.slice(queryAt), hash };
}

export function parseNavigationTarget(target: NavigationTarget): ParsedTarget {
  const location = typeof target === 'string' ? splitPathString(target) : target;
  const pathname = location.pathname.startsWith('/') ? location.pathname : `/${location.pathname}`;
  const search = withPrefix(location.search, '?');
  const hash = withPrefix(location.hash, '#');
  return {
    pathname,
    search,
    hash,
    fullPath: `${pathname}${search}${hash}`,
    query: new URLSearchParams(search),
  };
}

/**
 * The value of a query parameter when it appears exactly once. A repeated parameter is a list, not a string,
 * so rules that need "a string" (the login `redirect`, `autoland=1`) ignore it.
 */
export function singleQueryValue(query: URLSearchParams, key: string): string | undefined {
  const values = query.getAll(key);
  return values.length === 1 ? values[0] : undefined;
}
