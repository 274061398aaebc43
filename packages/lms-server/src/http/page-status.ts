// Whether a page path is a route of the spec's table. Unknown paths still get the app (it draws the not-found page)
// but with HTTP 404, so crawlers, link checkers and monitors see a missing page as missing.
import { createRouteTable, DEFAULT_PRODUCT_NOUN, matchRoute, productConfigInHtml } from '@lms/core';
import type { RouteTable } from '@lms/core';

export type PageStatus = (path: string, document: string) => 200 | 404;

/**
 * `document` is the page about to be sent, the stored settings written in: the noun of its product configuration
 * names the paths, so the status and the app agree. The table is rebuilt only when the noun changes.
 */
export function createPageStatus(): PageStatus {
  let cached: { key: string; table: RouteTable } | null = null;
  return (path, document) => {
    const config = productConfigInHtml(document);
    const options = {
      productNoun: config?.productNoun ?? DEFAULT_PRODUCT_NOUN,
      productPlural: config?.productPlural,
    };
    const key = JSON.stringify(options);
    if (cached?.key !== key) cached = { key, table: createRouteTable(options) };
    return matchRoute(cached.table, path).route.name === 'not-found' ? 404 : 200;
  };
}
