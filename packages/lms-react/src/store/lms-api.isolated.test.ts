// The store's first-load state: the shell's own areas only, the others added by their hook modules as those load.
import { badgesCache, coursesCache, learningCache, usersCache } from '@lms/core';
import { describe, expect, it } from 'vitest';
import { injectArea, lmsApi } from './lms-api';

const endpointNames = () => Object.keys(lmsApi.endpoints).sort();
const operationsOf = (...areas: { operations: object }[]) =>
  areas.flatMap((area) => Object.keys(area.operations)).sort();

describe('lmsApi, as a page first loads it', () => {
  it("holds the endpoints of the areas the shell reads itself, and no other area's", () => {
    expect(endpointNames()).toEqual(operationsOf(usersCache, coursesCache, learningCache));
  });

  it("adds an area's endpoints once, and answers with its hooks", () => {
    const hooks = injectArea(badgesCache);
    expect(typeof hooks.useListMyBadgesQuery).toBe('function');
    expect(typeof hooks.useAwardBadgeMutation).toBe('function');
    injectArea(badgesCache);
    expect(endpointNames()).toEqual(operationsOf(usersCache, coursesCache, learningCache, badgesCache));
  });
});
