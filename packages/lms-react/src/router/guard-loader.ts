// Applies lms-core's navigation guard before a route renders: react-router runs the loader of the target route on
// every navigation, and a thrown `replace` response redirects without leaving the refused page in history.
import { replace, type LoaderFunction } from 'react-router';
import type { LmsRuntime } from '../runtime/create-lms-runtime';

/** The request path without the router's basename: the route table knows the app's own paths only. */
export function appPath(pathname: string, basename: string): string {
  if (basename === '/' || basename === '') return pathname;
  const base = basename.replace(/\/+$/, '');
  if (pathname === base) return '/';
  return pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : pathname;
}

export function guardLoader(runtime: LmsRuntime, basename: string): LoaderFunction {
  return async ({ request }) => {
    const url = new URL(request.url);
    const decision = await runtime.decideNavigation({
      pathname: appPath(url.pathname, basename),
      search: url.search,
      hash: url.hash,
    });
    if (decision.kind === 'redirect') throw replace(decision.location);
    return null;
  };
}
