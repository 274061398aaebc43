// Builds concrete paths from route names, so screens and the guard never spell the product noun themselves.
import { LmsError } from '../errors';
import type { RouteName, RouteTable } from './route-types';

/**
 * The path of a named route with its `:params` filled in and URL-encoded.
 * Throws LmsError `functions/invalid-argument` for a missing or empty parameter, or for the catch-all route.
 */
export function pathFor(
  table: RouteTable,
  name: RouteName,
  params: Readonly<Record<string, string>> = {},
): string {
  const route = table.byName[name];
  if (route.path === '*') {
    throw new LmsError(
      'functions/invalid-argument',
      `Route ${name} matches any path and has none of its own`,
    );
  }
  return route.path.replace(/:([^/]+)/g, (_placeholder, paramName: string) => {
    const value = params[paramName];
    if (value === undefined || value === '') {
      throw new LmsError(
        'functions/invalid-argument',
        `Route ${name} needs a non-empty ${paramName} parameter`,
      );
    }
    return encodeURIComponent(value);
  });
}
