// Applies lms-core's navigation guard before a route renders: react-router runs the loader of the target route on
// every navigation, and a thrown `replace` response redirects without leaving the refused page in history.
import { replace, type LoaderFunction } from 'react-router';
import { matchRoute, type RouteName } from '@lms/core';
import type { LmsRuntime } from '../runtime/create-lms-runtime';

/** The request path without the router's basename: the route table knows the app's own paths only. */
export function appPath(pathname: string, basename: string): string {
  if (basename === '/' || basename === '') return pathname;
  const base = basename.replace(/\/+$/, '');
  if (pathname === base) return '/';
  return pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : pathname;
}

/**
 * `prepare` readies the allowed page's screen (its code and messages) before the router shows it: the previous
 * page stays, with the loading bar, instead of the new one mounting its placeholder, which React would then keep
 * for its 300 ms reveal throttle however fast the download was.
 */
export function guardLoader(
  runtime: LmsRuntime,
  basename: string,
  prepare: (route: RouteName) => Promise<void> = async () => undefined,
): LoaderFunction {
  return async ({ request }) => {
    const url = new URL(request.url);
    const pathname = appPath(url.pathname, basename);
    const decision = await runtime.decideNavigation({ pathname, search: url.search, hash: url.hash });
    if (decision.kind === 'redirect') throw replace(decision.location);
    await prepare(matchRoute(runtime.routes, pathname).route.name);
    return null;
  };
}
