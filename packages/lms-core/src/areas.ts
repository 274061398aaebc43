// The spec's areas. Each has the same folder name in every package (the contract here, the domain, the screens,
// messages, stories and end-to-end specs) and declares itself once per package in a manifest; the central lists
// (operations, handlers, migrations, screens, message bundles) are derived from those manifests, never kept by hand.
// docs/adding-an-area.md walks through adding one.
import { contractAreas, type AreaName } from './api/operations';

export type { AreaName };

/**
 * The areas' names, read from the contract's registry (contractAreas) so a new area is one line there, in the
 * registry's order: the authorization matrix sets the areas up in this order.
 */
export const AREA_NAMES: readonly AreaName[] = Object.keys(contractAreas) as AreaName[];
