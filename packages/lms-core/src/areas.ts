// The spec's areas. Each has the same folder name in every package (the contract here, the domain, the screens,
// messages, stories and end-to-end specs) and declares itself once per package in a manifest; the central lists
// (operations, handlers, migrations, screens, message bundles) are derived from those manifests, never kept by hand.
// docs/adding-an-area.md walks through adding one.
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

export type AreaName = (typeof AREA_NAMES)[number];
