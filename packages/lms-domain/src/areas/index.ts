// Every area of the domain, once. The handler map, the migration list and the demo seed are derived from here;
// adding an area is a folder with an area.ts and one line below (docs/adding-an-area.md).
import type { Migration } from 'kysely';
import { AREA_NAMES, LmsError } from '@lms/core';
import { actionPlansArea } from '../action-plans/area';
import { auditArea } from '../audit/area';
import { badgesArea } from '../badges/area';
import { certificatesArea } from '../certificates/area';
import { coursesArea } from '../courses/area';
import { PLATFORM_MIGRATIONS } from '../db/migrations';
import { embeddingArea } from '../embedding/area';
import { assembleHandlers, type HandlerMap } from '../functions/registry';
import { learningArea } from '../learning/area';
import { paymentsArea } from '../payments/area';
import { reportsArea } from '../reports/area';
import { settingsArea } from '../settings/area';
import { supportArea } from '../support/area';
import { surveysArea } from '../surveys/area';
import { usersArea } from '../users/area';
import type { DomainContext } from '../context';
import type { DomainJob } from '../jobs/define-job';
import { PLATFORM_JOBS } from '../jobs/platform-jobs';
import { registerEventSubscribers } from '../events/publish';
import type { DemoAssets, DomainArea, SeedReport } from './define-area';
import { registerPersonalDataSources } from './personal-data';

export const DOMAIN_AREAS: readonly DomainArea[] = [
  usersArea,
  coursesArea,
  learningArea,
  paymentsArea,
  actionPlansArea,
  embeddingArea,
  reportsArea,
  settingsArea,
  supportArea,
  certificatesArea,
  badgesArea,
  surveysArea,
  auditArea,
] as DomainArea[];

registerPersonalDataSources(DOMAIN_AREAS);
registerEventSubscribers(DOMAIN_AREAS);

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
