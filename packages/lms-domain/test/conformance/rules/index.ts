/// <reference types="vite/client" />
// The domain's rules as the conformance suite runs them on every host. Each group is a file `<area>/<topic>.ts`
// exporting one `describe…(openHost)` that opens its own host (a fresh database); groups are found by file name, so
// a new group or a new area needs no edit here nor in any host.
import { describe } from 'vitest';
import type { OpenConformanceHost } from '../host';
import type { DescribeRules } from './rules-types';

const modules = import.meta.glob<Record<string, DescribeRules>>(['./*/*.ts', '!./*/*.d.ts'], { eager: true });

/** Each area's groups, areas and groups in the order of their paths. */
function groupsByArea(): Map<string, DescribeRules[]> {
  const areas = new Map<string, DescribeRules[]>();
  for (const path of Object.keys(modules).sort()) {
    const area = path.split('/')[1] as string;
    const groups = areas.get(area) ?? [];
    groups.push(...Object.values(modules[path] as Record<string, DescribeRules>));
    areas.set(area, groups);
  }
  return areas;
}

export function describeDomainRules(openHost: OpenConformanceHost): void {
  for (const [area, groups] of groupsByArea()) {
    describe(area, () => groups.forEach((describeGroup) => describeGroup(openHost)));
  }
}
