import { pathFor, safeRedirectPath, type RouteName, type RouteTable } from '@lms/core';

/**
 * The path of an account page that carries the visitor's redirect along (sign-in to sign-up to forgot password), so
 * whichever way they end up signed in, they still reach the page they wanted. Only a safe path is passed on.
 */
export function pathWithRedirect(routes: RouteTable, name: RouteName, redirect: string | null): string {
  const path = pathFor(routes, name);
  const safe = safeRedirectPath(redirect);
  return safe === null ? path : `${path}?redirect=${encodeURIComponent(safe)}`;
}
