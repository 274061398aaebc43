// The handler registry: one function per contract operation, supplied by each area of the server.
import { LmsError, operations, type OperationName, type OperationOutput, type Operations } from '@lms/core';
import type { Caller, DomainContext } from '../context';

/** The input after the contract schema parsed it: defaults applied, strings trimmed. */
export type ParsedInput<N extends OperationName> = ReturnType<Operations[N]['input']['parse']>;

/** A public operation may be called signed out; the dispatch refuses anonymous calls of every other one. */
export type CallerOf<N extends OperationName> = Operations[N]['access'] extends 'public'
  ? Caller | null
  : Caller;

export interface HandlerCall<N extends OperationName> {
  ctx: DomainContext;
  /** The dispatch has enforced the operation's access level: never null unless the operation is public. */
  caller: CallerOf<N>;
  input: ParsedInput<N>;
  /** The client's address as the host sees it (for per-client rate limits of public operations); unknown in-process. */
  clientIp?: string;
}

export type Handler<N extends OperationName> = (call: HandlerCall<N>) => Promise<OperationOutput<N>>;

export type HandlerMap = { [N in OperationName]: Handler<N> };

/** Combines the areas' handler maps; an operation supplied twice is a wiring mistake, reported at start-up. */
export function assembleHandlers(...areas: Partial<HandlerMap>[]): Partial<HandlerMap> {
  const assembled: Partial<Record<OperationName, unknown>> = {};
  for (const area of areas) {
    for (const name of Object.keys(area) as OperationName[]) {
      if (!(name in operations))
        throw new LmsError('functions/internal', `Handler for unknown operation ${name}`);
      if (assembled[name] !== undefined)
        throw new LmsError('functions/internal', `Two handlers for operation ${name}`);
      assembled[name] = area[name];
    }
  }
  return assembled as Partial<HandlerMap>;
}

/** Operations of the contract that no area handles yet (the callable route answers them with 501). */
export function missingHandlers(handlers: Partial<HandlerMap>): OperationName[] {
  return (Object.keys(operations) as OperationName[]).filter((name) => handlers[name] === undefined);
}
