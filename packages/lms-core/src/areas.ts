// The spec's areas. Each has the same folder name in every package (the contract here, the domain, the screens,
// messages, stories and end-to-end specs) and declares itself once per package in a manifest; the registries that
// list them (contractAreas, contractCache, areaRoutes, DOMAIN_AREAS, AREA_SCREENS, the page titles) are written from
// this list by `npm run areas` (scripts/areas.mjs), never by hand. docs/adding-an-area.md walks through adding one.

/**
 * The areas' names: a new area is one line here. Their order is the areas' order everywhere: the authorization matrix
 * sets the areas up in it (an area comes after those whose data its rows need), subscribers to an event and the demo
 * seeds run in it.
 */
export const AREA_NAMES = [
  'users',
  'courses',
  'learning',
  'payments',
  'action-plans',
  'embedding',
  'reports',
  'settings',
  'support',
  'certificates',
  'badges',
  'surveys',
  'audit',
] as const;

/** One of the spec's areas. */
export type AreaName = (typeof AREA_NAMES)[number];
