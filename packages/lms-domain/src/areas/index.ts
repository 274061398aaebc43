// Every area of the domain, once (DOMAIN_AREAS, written by `npm run areas` from each area's area.ts). The handler
// map, the migration list, the jobs and the demo seed are derived from here (docs/adding-an-area.md).
import type { Migration } from 'kysely';
import { AREA_NAMES, LmsError } from '@lms/core';
import { PLATFORM_MIGRATIONS } from '../db/migrations';
import { assembleHandlers, type HandlerMap } from '../functions/registry';
import type { DomainContext } from '../context';
import type { DomainJob } from '../jobs/define-job';
import { PLATFORM_JOBS } from '../jobs/platform-jobs';
import { registerEventSubscribers } from '../events/publish';
import { registerThingNamers } from '../events/names';
import type { DemoAssets, SeedReport } from './define-area';
import { DOMAIN_AREAS } from './domain-areas.gen';
import { registerPersonalDataSources } from './personal-data';

export { DOMAIN_AREAS };

registerPersonalDataSources(DOMAIN_AREAS);
registerEventSubscribers(DOMAIN_AREAS);
registerThingNamers(DOMAIN_AREAS);

/** Every area's handlers in one map: each host's callable dispatch goes through it. */
export const handlers: Partial<HandlerMap> = assembleHandlers(
  ...DOMAIN_AREAS.map((area) => area.handlers as Partial<HandlerMap>),
);

/**
 * Every migration (the platform's and each area's), ordered by their NNN prefix. Kysely runs them by name, so a
 * number used twice is a wiring mistake, reported at start-up.
 */
export const migrations: Record<string, Migration> = collectMigrations();

function collectMigrations(): Record<string, Migration> {
  const all: [string, Migration][] = Object.entries(PLATFORM_MIGRATIONS);
  for (const area of DOMAIN_AREAS) all.push(...Object.entries(area.migrations ?? {}));
  all.sort(([a], [b]) => a.localeCompare(b));
  const numbers = all.map(([name]) => name.slice(0, 3));
  if (new Set(numbers).size !== numbers.length)
    throw new LmsError('functions/internal', `Two migrations share a number: ${numbers.join(', ')}`);
  return Object.fromEntries(all);
}

/**
 * Every scheduled job (the platform's and each area's). Hosts run this list and name no job themselves; a name used
 * twice is a wiring mistake, reported at start-up.
 */
export const jobs: readonly DomainJob[] = collectJobs();

function collectJobs(): readonly DomainJob[] {
  const all = [...PLATFORM_JOBS, ...DOMAIN_AREAS.flatMap((area) => area.jobs ?? [])];
  const names = all.map((job) => job.name);
  if (new Set(names).size !== names.length)
    throw new LmsError('functions/internal', `Two jobs share a name: ${names.join(', ')}`);
  return all;
}

/** Checked by a test: every area of the spec that the contract has is declared here once. */
export function undeclaredAreas(): string[] {
  const declared = new Set(DOMAIN_AREAS.map((area) => area.name));
  return AREA_NAMES.filter((name) => !declared.has(name));
}

/** Every area's demo content (a fresh installation's), in area order; what each added or found already there. */
export async function seedDemoContent(ctx: DomainContext, assets: DemoAssets): Promise<SeedReport> {
  const report: SeedReport = { created: [], skipped: [] };
  for (const area of DOMAIN_AREAS) {
    if (area.demoSeed === undefined) continue;
    const part = await area.demoSeed(ctx, assets);
    report.created.push(...part.created);
    report.skipped.push(...part.skipped);
  }
  return report;
}
