// The route of the page being opened, read before the boot finishes, so its screen's chunk downloads while the boot
// asks the server for its version instead of after it (docs/performance.md: the first page's LCP).
import { createRouteTable, hasSavedSession, matchRoute, type KeyValueStore, type RouteName } from '@lms/core';
import { readProductConfig } from './product-config';

/** The route name of `pathname` under the page's product configuration; null when the configuration is unreadable. */
export function firstScreenName(doc: Document, pathname: string): RouteName | null {
  try {
    const product = readProductConfig(doc);
    const table = createRouteTable({
      productNoun: product.productNoun ?? 'course',
      productPlural: product.productPlural,
    });
    return matchRoute(table, pathname).route.name;
  } catch {
    // The boot's product step reports a bad configuration; preloading is only a head start.
    return null;
  }
}

/**
 * Whether this visit gets the landing page drawn without React (@lms/react/landing): a first page that is the
 * landing page, for a visitor with no saved session. A signed-in visitor may be sent on to the dashboard (the
 * guard's auto-landing), which only the React app does.
 */
export function opensPlainLanding(
  doc: Document,
  pathname: string,
  localStore: KeyValueStore,
  sessionStore: KeyValueStore,
): boolean {
  return firstScreenName(doc, pathname) === 'landing' && !hasSavedSession(localStore, sessionStore);
}
