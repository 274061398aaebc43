// How the seed acts on the domain: every change is a contract operation called through the domain's own dispatch
// (callOperationAs: access check, input schema, handler, output schema) as a named person, at a given time. The time
// is the clock the domain reads (ctx.now), so enrolments, progress and orders carry the story's dates.
import type { OperationInput, OperationName, OperationOutput } from '@lms/core';
import {
  callOperationAs,
  handlers as domainHandlers,
  type Actor,
  type DomainContext,
  type HandlerMap,
} from '@lms/domain';

/** An ISO 8601 instant of the story, or milliseconds since the epoch. */
export type StoryTime = string | number;

/** Someone the seed acts as: what a verified ID token tells the domain about its caller. */
export interface StoryActor extends Actor {
  /** password or google.com: how the person signed in. */
  provider: string;
}

export const millisOf = (time: StoryTime): number => {
  const millis = typeof time === 'number' ? time : Date.parse(time);
  if (!Number.isFinite(millis)) throw new Error(`Not a time of the story: ${String(time)}`);
  return millis;
};

export class SeedRun {
  readonly #ctx: DomainContext;
  readonly #handlers: Partial<HandlerMap>;

  constructor(ctx: DomainContext, handlers: Partial<HandlerMap> = domainHandlers) {
    this.#ctx = ctx;
    this.#handlers = handlers;
  }

  /** The host's context with its clock stopped at `time`: what the domain sees of "now" during one step. */
  at(time: StoryTime): DomainContext {
    const millis = millisOf(time);
    return { ...this.#ctx, now: () => millis };
  }

  /** Calls operation `name` as `actor` (null: signed out) at `time`, exactly as a client's callable request would. */
  async call<N extends OperationName>(
    name: N,
    actor: StoryActor | null,
    time: StoryTime,
    data: OperationInput<N>,
  ): Promise<OperationOutput<N>> {
    return callOperationAs(this.at(time), this.#handlers, actor, name, data);
  }
}
