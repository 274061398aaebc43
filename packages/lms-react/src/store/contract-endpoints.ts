// The RTK Query endpoints, one per contract operation, drawn from lms-core's declarations of how each is called
// and cached (api/cache/), one area at a time: a read is a query providing its keys, a write a mutation
// invalidating the keys it changes, a fresh call a mutation caching nothing. What a declaration cannot say (an answer put in another read's
// cache, the enrolments refreshed) is a named behaviour (endpoint-behaviours.ts). No endpoint is written by hand,
// so an operation added to the contract is callable from a screen as `use<Name>Query` / `use<Name>Mutation`.
import type {
  BaseQueryFn,
  EndpointBuilder,
  MutationDefinition,
  QueryDefinition,
} from '@reduxjs/toolkit/query';
import type {
  CacheKey,
  CacheKindName,
  OperationCache,
  OperationCaches,
  OperationInput,
  OperationName,
  OperationOutput,
  ReadOperationName,
} from '@lms/core';
import type { OperationCall, SerializedLmsError } from './functions-base-query';

export type LmsBaseQuery = BaseQueryFn<OperationCall, unknown, SerializedLmsError>;
export type LmsEndpointBuilder = EndpointBuilder<LmsBaseQuery, CacheKindName, 'lmsApi'>;

/** What a cache entry is tagged with: a kind, or one item of it. */
export type LmsTag = CacheKindName | { type: CacheKindName; id: string | number };

/** An endpoint's argument: the operation's input, with the caller's uid for a read keyed by caller (`perCaller`). */
export type EndpointArg<N extends OperationName> = OperationCaches[N] extends { perCaller: true }
  ? string extends keyof OperationInput<N>
    ? { uid: string }
    : OperationInput<N> & { uid: string }
  : OperationInput<N>;

/** The endpoints' types, as hand-written `builder.query` / `builder.mutation` calls would have them. */
export type ContractEndpointDefinitions = {
  [N in OperationName]: OperationCaches[N] extends { call: 'read' }
    ? QueryDefinition<EndpointArg<N>, LmsBaseQuery, CacheKindName, OperationOutput<N>, 'lmsApi'>
    : MutationDefinition<OperationInput<N>, LmsBaseQuery, CacheKindName, OperationOutput<N>, 'lmsApi'>;
};

/** Builds the base-query argument of an operation with its input checked against the contract's type. */
export function operationCall<N extends OperationName>(name: N, data: OperationInput<N>): OperationCall {
  return { name, data };
}

/** What a behaviour may do to the cache, typed by operation (the store implements it, lms-api.ts). */
export interface CacheActions {
  /** Puts an answer in a read's cache, as if that read had answered it (upsert). */
  replace<R extends ReadOperationName>(read: R, arg: EndpointArg<R>, data: OperationOutput<R>): void;
  /** Marks cached reads stale: those on screen refetch. */
  invalidate(keys: readonly CacheKey[]): void;
  /** Asks a read again now, whether or not a screen shows it. */
  refetch<R extends ReadOperationName>(read: R, arg: EndpointArg<R>): Promise<unknown>;
}

export interface BehaviourLifecycle<N extends OperationName> {
  dispatch: (action: unknown) => unknown;
  getState: () => unknown;
  /** Resolves with the answer; rejects when the call failed. */
  queryFulfilled: Promise<{ data: OperationOutput<N> }>;
  cache: CacheActions;
}

/** Run when a call of the operation starts (RTK Query's `onQueryStarted`). */
export type EndpointBehaviour<N extends OperationName> = (
  arg: EndpointArg<N>,
  lifecycle: BehaviourLifecycle<N>,
) => Promise<void>;

export type EndpointBehaviours = { readonly [N in OperationName]?: EndpointBehaviour<N> };

/**
 * The tags of declared keys for one call. An id read from the answer, when there is none (a refused write), widens
 * to the whole kind.
 */
export function tagsOf(keys: readonly CacheKey[], input?: unknown, result?: unknown): LmsTag[] {
  return keys.map((key): LmsTag => {
    if (!('kind' in key)) return key.name as CacheKindName;
    const type = key.kind.name as CacheKindName;
    if ('id' in key) return { type, id: key.id };
    if ('idFromInput' in key) return { type, id: field(input, key.idFromInput) };
    return result === undefined ? type : { type, id: field(result, key.idFromResult) };
  });
}

function field(value: unknown, name: string): string | number {
  return (value as Record<string, string | number>)[name] as string | number;
}

/** The uid only keys the cache: the server answers for the caller. */
function withoutUid(arg: unknown): unknown {
  const { uid: _uid, ...input } = arg as { uid: string };
  return input;
}

type Lifecycle = Omit<BehaviourLifecycle<OperationName>, 'cache'>;

/** The endpoints of one area's operations (its declarations, `AreaCache['operations']`). */
export function areaEndpoints(
  builder: LmsEndpointBuilder,
  operations: Readonly<Record<string, OperationCache>>,
  behaviours: EndpointBehaviours,
  cacheActions: (dispatch: (action: unknown) => unknown) => CacheActions,
): Partial<ContractEndpointDefinitions> {
  const endpoints: Record<string, unknown> = {};
  for (const [name, declared] of Object.entries(operations) as [OperationName, OperationCache][]) {
    const behaviour = behaviours[name] as EndpointBehaviour<OperationName> | undefined;
    const started = behaviour && {
      onQueryStarted: (arg: unknown, lifecycle: Lifecycle) =>
        behaviour(arg as EndpointArg<OperationName>, {
          ...lifecycle,
          cache: cacheActions(lifecycle.dispatch),
        }),
    };
    if (declared.call === 'read') {
      const { provides, keepUnusedDataFor, perCaller } = declared;
      endpoints[name] = builder.query<unknown, unknown>({
        query: (arg) => ({ name, data: perCaller ? withoutUid(arg) : arg }),
        ...(provides && { providesTags: (result, _error, arg) => tagsOf(provides, arg, result) }),
        ...(keepUnusedDataFor !== undefined && { keepUnusedDataFor }),
        ...(started as object),
      });
    } else {
      const changes = declared.call === 'write' ? declared.changes : undefined;
      const evenWhenRefused = declared.call === 'write' && declared.evenWhenRefused === true;
      endpoints[name] = builder.mutation<unknown, unknown>({
        query: (input) => ({ name, data: input }),
        ...(changes && {
          invalidatesTags: (result, error, input) =>
            error && !evenWhenRefused ? [] : tagsOf(changes, input, result),
        }),
        ...(started as object),
      });
    }
  }
  return endpoints as Partial<ContractEndpointDefinitions>;
}
