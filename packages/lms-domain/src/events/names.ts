// Naming things by id for a person reading another area's records (the audit log): each area names what it owns
// (its manifest's `names`), registered by areas/index.ts, so the asker imports no area and learns no other's tables.
import type { NamedThing } from '@lms/core';
import type { DomainContext } from '../context';

/** Answers, among `ids`, those this area owns, with their names; ids it does not know are left out. */
export type ThingNamer = (ctx: DomainContext, ids: readonly string[]) => Promise<readonly NamedThing[]>;

const namers: ThingNamer[] = [];

export function registerThingNamers(areas: readonly { names?: ThingNamer }[]): void {
  namers.length = 0;
  for (const area of areas) if (area.names !== undefined) namers.push(area.names);
}

/** Every id of `ids` some area can name, by id; ids are unique across areas (random), the first answer wins. */
export async function nameThings(
  ctx: DomainContext,
  ids: readonly string[],
): Promise<ReadonlyMap<string, NamedThing>> {
  const unique = [...new Set(ids)];
  const named = new Map<string, NamedThing>();
  if (unique.length === 0) return named;
  const answers = await Promise.all(namers.map((namer) => namer(ctx, unique)));
  for (const answer of answers)
    for (const thing of answer) if (!named.has(thing.id)) named.set(thing.id, thing);
  return named;
}
