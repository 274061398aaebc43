// An area of the domain declares itself once: the contract operations it answers, the schema changes it made and
// its demo content. The handler map and the migration list are derived from these manifests (areas/index.ts).
import type { Migration } from 'kysely';
import type { AreaName, contractAreas, OperationName } from '@lms/core';
import type { DomainContext } from '../context';
import type { EventSubscriptions, GuardChecks, HoldChecks } from '../events/domain-events';
import type { ThingNamer } from '../events/names';
import type { Handler } from '../functions/registry';
import type { DomainJob } from '../jobs/define-job';
import type { PersonalDataDeclaration } from './personal-data';

type AreaOperationName<A extends AreaName> = keyof (typeof contractAreas)[A] & OperationName;

/** Handlers for this area's operations only: a handler filed under the wrong area does not compile. */
export type AreaHandlers<A extends AreaName> = { [N in AreaOperationName<A>]?: Handler<N> };

/** Where the host serves the demo's pictures and lesson files, and their sizes (the host has the files). */
export interface DemoAssets {
  /** URL prefix of the demo assets, for example "/assets/demo/". */
  prefix: string;
  /** Size in bytes of a shipped lesson file, by name, so the size shown before a download is the real one. */
  fileSize(name: string): number;
}

/** What a demo seed added (names of what it created) and left alone because it was there already. */
export interface SeedReport {
  created: string[];
  skipped: string[];
}

export interface DomainArea<A extends AreaName = AreaName> {
  name: A;
  handlers: AreaHandlers<A>;
  /** This area's migrations by name (`NNN-name`); every area's are applied together in the order of NNN. */
  migrations?: Readonly<Record<string, Migration>>;
  /** Demo content for a fresh installation (`lms start` on an empty database, `lms seed-demo`); idempotent. */
  demoSeed?: (ctx: DomainContext, assets: DemoAssets) => Promise<SeedReport>;
  /** Every column naming a person by user id, with what the export shows and what erasure does (personal-data.ts). */
  personalData?: PersonalDataDeclaration;
  /** Work no request asks for, with its interval; every host runs it (jobs/define-job.ts). */
  jobs?: readonly DomainJob[];
  /** What this area does when another reports an event (events/domain-events.ts), after that change committed. */
  subscribes?: EventSubscriptions;
  /** Questions other areas ask in their transaction that this area answers ("may this course complete?"). */
  holds?: HoldChecks;
  /** Checks this area makes on another's behalf, throwing its refusal (a visitor's attachment upload). */
  guards?: GuardChecks;
  /** Names of what this area owns, by id, for a person reading another area's records (events/names.ts). */
  names?: ThingNamer;
}

/** Keys of H that are not operations of area A: spreads escape TypeScript's excess-property check, this does not. */
type ForeignKeys<A extends AreaName, H> = Exclude<keyof H, AreaOperationName<A>>;

export function defineDomainArea<A extends AreaName, H extends AreaHandlers<A>>(
  area: Omit<DomainArea<A>, 'handlers'> & { handlers: H & Record<ForeignKeys<A, H>, never> },
): DomainArea<A> {
  return area;
}
