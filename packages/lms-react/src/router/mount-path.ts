/**
 * Where the host's route mounted the library: the matched part of the URL before the route's `*`. The splat is
 * decoded and the pathname is not, so segments are counted rather than characters compared. No splat (a route
 * without `*`, or no route at all) means the library owns the whole path.
 */
export function mountPath(pathname: string, splat: string | undefined): string {
  if (splat === undefined) return '';
  const segments = pathname.split('/');
  const inSplat = splat === '' ? 0 : splat.split('/').length;
  return segments
    .slice(0, segments.length - inSplat)
    .join('/')
    .replace(/\/+$/, '');
}

/** An app path (`/courses/1`) as the host's URL under the mount path (`/learn/courses/1`). */
export function underMount(base: string, to: string): string {
  if (!to.startsWith('/')) return to;
  if (to === '/') return base === '' ? '/' : base;
  return `${base}${to}`;
}
