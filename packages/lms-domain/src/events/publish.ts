// Publishing an event and asking a hold: the subscribers come from the areas' manifests, registered by
// areas/index.ts when the areas are assembled (as the personal-data declarations are), so this plumbing imports no
// area and a publisher needs no import of the areas that act on it.
import type { Kysely } from 'kysely';
import { LmsError, type AreaName } from '@lms/core';
import type { DomainContext } from '../context';
import type { Database } from '../db/schema';
import type {
  DomainEventName,
  DomainEvents,
  DomainGuardName,
  DomainGuards,
  DomainHoldName,
  DomainHolds,
  EventSubscriber,
  EventSubscriptions,
  GuardCheck,
  GuardChecks,
  HoldCheck,
  HoldChecks,
} from './domain-events';

interface Subscribed {
  area: AreaName;
  subscriber: EventSubscriber<DomainEventName>;
}

const subscribers = new Map<DomainEventName, Subscribed[]>();
const holds = new Map<DomainHoldName, HoldCheck<DomainHoldName>[]>();
const guards = new Map<DomainGuardName, GuardCheck<DomainGuardName>[]>();

/** The manifests' subscriptions, holds and guards, in the areas' order (certificates before badges: a badge may count them). */
export function registerEventSubscribers(
  areas: readonly {
    name: AreaName;
    subscribes?: EventSubscriptions;
    holds?: HoldChecks;
    guards?: GuardChecks;
  }[],
): void {
  subscribers.clear();
  holds.clear();
  guards.clear();
  for (const area of areas) {
    appendAll(subscribers, area.subscribes, (subscriber) => ({
      area: area.name,
      subscriber: subscriber as EventSubscriber<DomainEventName>,
    }));
    appendAll(holds, area.holds, (check) => check as HoldCheck<DomainHoldName>);
    appendAll(guards, area.guards, (check) => check as GuardCheck<DomainGuardName>);
  }
}

/** Adds each entry of one manifest's record to the list under its name. */
function appendAll<K extends string, V>(
  map: Map<K, V[]>,
  record: object | undefined,
  entryOf: (value: unknown) => V,
): void {
  for (const [name, value] of Object.entries(record ?? {}) as [K, unknown][]) {
    map.set(name, [...(map.get(name) ?? []), entryOf(value)]);
  }
}

/** Which areas act on each event, for the docs and the tests. */
export function eventSubscribers(): ReadonlyMap<DomainEventName, readonly AreaName[]> {
  return new Map([...subscribers].map(([name, list]) => [name, list.map((entry) => entry.area)]));
}

/**
 * Hands a committed change to every subscriber, one after another. Never throws: what follows a change (a
 * certificate, a badge, an audit entry) cannot hold up or undo it; a failure is logged, and certificates and badges
 * settle what is owed when the learner next lists them.
 */
export async function publish<E extends DomainEventName>(
  ctx: DomainContext,
  name: E,
  event: DomainEvents[E],
): Promise<void> {
  for (const { area, subscriber } of subscribers.get(name) ?? []) {
    try {
      await (subscriber as EventSubscriber<E>)(ctx, event);
    } catch (error) {
      ctx.log.error(
        { err: error, event: name, subscriber: area, ...idsOf(event) },
        `The ${area} area failed to act on ${name}.`,
      );
    }
  }
}

/** The event's top-level strings (the ids it names) for the log; never inputs or results, which may hold secrets. */
function idsOf(event: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(event).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** Whether any area holds the step back; asked in the caller's transaction. */
export async function isHeld<H extends DomainHoldName>(
  db: Kysely<Database>,
  name: H,
  subject: DomainHolds[H],
): Promise<boolean> {
  for (const check of holds.get(name) ?? []) if (await (check as HoldCheck<H>)(db, subject)) return true;
  return false;
}

/**
 * Lets a step go on only when an area accepts it: each area guarding it checks and throws its own refusal. Fails
 * closed: with no area registered (a wiring mistake), the step is refused, never allowed.
 */
export async function guard<G extends DomainGuardName>(
  ctx: DomainContext,
  name: G,
  subject: DomainGuards[G],
): Promise<void> {
  const checks = guards.get(name) ?? [];
  if (checks.length === 0) throw new LmsError('functions/internal', `No area guards ${name}.`);
  for (const check of checks) await (check as GuardCheck<G>)(ctx, subject);
}
