import { describe, expect, it } from 'vitest';
import { contractAreas, operations } from '../operations';
import { CACHE_KIND_NAMES, contractCache, operationCaches } from '.';

describe("the contract's cache declarations", () => {
  it('declare every operation of the contract, each in its own area, and nothing else', () => {
    expect(Object.keys(operationCaches).sort()).toEqual(Object.keys(operations).sort());
    for (const [area, group] of Object.entries(contractAreas))
      expect(Object.keys(contractCache[area as keyof typeof contractCache].operations).sort()).toEqual(
        Object.keys(group).sort(),
      );
  });

  it('name each kind of cached data once, whichever area declares it', () => {
    expect(CACHE_KIND_NAMES.length).toBeGreaterThan(0);
    expect(new Set(CACHE_KIND_NAMES).size).toBe(CACHE_KIND_NAMES.length);
  });

  it('key each kind by the name its area gives it', () => {
    for (const area of Object.values(contractCache))
      for (const [name, kind] of Object.entries(area.kinds)) expect(kind.name).toBe(name);
  });
});
