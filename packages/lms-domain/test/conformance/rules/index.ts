/// <reference types="vite/client" />
// The domain's rules as the conformance suite runs them on every host. Each group is a file `<area>/<topic>.ts`
// exporting one `describe…(openHost)` that opens its own host (a fresh database); groups are found by file name, so
// a new group or a new area needs no edit here nor in any host.
// A file whose every test needs something of the host says so with `export const needs = [...]`: on a host
// without it, its groups are declared skipped, under a title naming what is missing.
import { describe } from 'vitest';
import { meets, needWords, type ConformanceTraits, type OpenConformanceHost } from '../host';
import type { DescribeRules, GroupNeeds } from './rules-types';

type RuleModule = Record<string, DescribeRules | GroupNeeds>;

const modules = import.meta.glob<RuleModule>(['./*/*.ts', '!./*/*.d.ts'], { eager: true });

interface Group {
  describe: DescribeRules;
  needs: GroupNeeds;
}

/** Each area's groups, areas and groups in the order of their paths. */
function groupsByArea(): Map<string, Group[]> {
  const areas = new Map<string, Group[]>();
  for (const path of Object.keys(modules).sort()) {
    const area = path.split('/')[1] as string;
    const { needs = [], ...describes } = modules[path] as RuleModule;
    const groups = areas.get(area) ?? [];
    for (const describeGroup of Object.values(describes)) {
      groups.push({ describe: describeGroup as DescribeRules, needs: needs as GroupNeeds });
    }
    areas.set(area, groups);
  }
  return areas;
}

export function describeDomainRules(openHost: OpenConformanceHost, traits: ConformanceTraits): void {
  for (const [area, groups] of groupsByArea()) {
    describe(area, () => {
      for (const group of groups) {
        const missing = group.needs.filter((need) => !meets(traits, need));
        if (missing.length === 0) group.describe(openHost, traits);
        else
          describe.skip(`needs ${missing.map(needWords).join(', ')}`, () => group.describe(openHost, traits));
      }
    });
  }
}
