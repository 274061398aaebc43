// Issue 34, typed refusals: each operation declares in the contract the reasons it may refuse with, and the domain
// throws only those. The reasons an operation's handler can reach are read from the source (refusal-reach.ts); the
// protocol's and the hosts' parts' reasons are every operation's and need no declaration.
import { describe, expect, it } from 'vitest';
import { HOST_REFUSALS, PROTOCOL_REFUSALS, operations } from '@lms/core';
import { refusalReach } from './refusal-reach';

const everyOperations: ReadonlySet<string> = new Set([...PROTOCOL_REFUSALS, ...HOST_REFUSALS]);

describe('declared refusals', () => {
  // Reading the whole domain with the type checker takes tens of seconds on a busy machine; the limit is against hangs.
  it(
    'every reason a handler can reach is declared by its operation, and nothing else is',
    { timeout: 600_000 },
    () => {
      const reach = refusalReach(new Set(Object.keys(operations)));
      expect(reach.size, 'handlers found in the source').toBeGreaterThan(100);
      const problems: string[] = [];
      for (const [name, operation] of Object.entries(operations)) {
        const declared = new Set<string>(operation.refusals ?? []);
        const reached = (reach.get(name) ?? []).filter((reason) => !everyOperations.has(reason));
        for (const reason of reached) {
          if (!declared.has(reason))
            problems.push(`${name} can refuse with '${reason}': add it to its refusals`);
        }
        for (const reason of declared) {
          if (!reached.includes(reason))
            problems.push(`${name} declares '${reason}', which its handler never gives`);
        }
      }
      expect(problems).toEqual([]);
    },
  );
});
