// Server data through RTK Query: one endpoint per contract operation, drawn from lms-core's cache declarations
// (contract-endpoints.ts) with the behaviours those cannot express (endpoint-behaviours.ts). None is written by
// hand. An area's endpoints are injected by the module that names its hooks (injectArea), so a page loads the
// declarations of the areas it shows; the shell injects the three it reads itself.
import { buildCreateApi, coreModule } from '@reduxjs/toolkit/query';
import { reactHooksModule } from '@reduxjs/toolkit/query/react';
import {
  coursesCache,
  learningCache,
  usersCache,
  type AreaCache,
  type CacheKind,
  type CacheKindName,
  type OperationCaches,
} from '@lms/core';
import {
  areaEndpoints,
  tagsOf,
  type CacheActions,
  type ContractEndpointDefinitions,
  type LmsBaseQuery,
} from './contract-endpoints';
import { endpointBehaviours } from './endpoint-behaviours';
import { functionsBaseQuery } from './functions-base-query';
import { useLmsReduxDispatch, useLmsReduxSelector, useLmsReduxStore } from './redux-context';

export { operationCall } from './contract-endpoints';

// The hooks read the library's own react-redux context (redux-context.ts), never a host's store.
const createApi = buildCreateApi(
  coreModule(),
  reactHooksModule({
    hooks: { useDispatch: useLmsReduxDispatch, useSelector: useLmsReduxSelector, useStore: useLmsReduxStore },
  }),
);

/** Every operation's endpoint in its type, none at first: each exists once its area is injected (injectArea). */
const contractApi = createApi({
  reducerPath: 'lmsApi',
  baseQuery: functionsBaseQuery,
  // Each area's kinds are added as it is injected; the type knows them all.
  tagTypes: [] as CacheKindName[],
  endpoints: () => ({}) as ContractEndpointDefinitions,
});

/** The operations of the areas the shell injects itself (below), whatever page is shown first. */
type ShellOperation = keyof (typeof usersCache.operations &
  typeof coursesCache.operations &
  typeof learningCache.operations);

/**
 * The store's API, typed with the shell's areas only: another area's endpoints and hooks are reached through
 * injectArea, which loads them, so none is named before it exists.
 */
export const lmsApi = contractApi as unknown as ReturnType<
  typeof createApi<LmsBaseQuery, Pick<ContractEndpointDefinitions, ShellOperation>, 'lmsApi', CacheKindName>
>;

/** The hooks RTK Query names for an area's operations: `use<Name>Query` (and lazy) for reads, else `use<Name>Mutation`. */
type HookNamesOf<Operations> = {
  [N in keyof Operations & string]: Operations[N] extends { call: 'read' }
    ? `use${Capitalize<N>}Query` | `useLazy${Capitalize<N>}Query`
    : `use${Capitalize<N>}Mutation`;
}[keyof Operations & string];

export type AreaHooks<Area extends AreaCache> = Pick<
  typeof contractApi,
  HookNamesOf<Area['operations']> & keyof typeof contractApi
>;

const injected = new Set<AreaCache>();

/**
 * Adds an area's endpoints (once) and answers with its hooks only, so a module cannot name another area's hook it
 * did not inject. Called when a hook module loads, before any screen of the area renders.
 */
export function injectArea<Area extends AreaCache & { operations: Partial<OperationCaches> }>(
  area: Area,
): AreaHooks<Area> {
  if (!injected.has(area)) {
    injected.add(area);
    const kinds = Object.values(area.kinds as Readonly<Record<string, CacheKind>>).map((kind) => kind.name);
    contractApi.enhanceEndpoints({ addTagTypes: kinds as CacheKindName[] });
    contractApi.injectEndpoints({
      endpoints: (builder) => areaEndpoints(builder, area.operations, endpointBehaviours, cacheActions),
    });
  }
  return contractApi;
}

// Untyped inside: CacheActions types each call by operation. A read whose area is not injected has nothing
// cached, so there is nothing to replace or refetch.
function cacheActions(dispatch: (action: unknown) => unknown): CacheActions {
  const util = contractApi.util as unknown as {
    upsertQueryData: (name: string, arg: unknown, data: unknown) => unknown;
    invalidateTags: (tags: unknown) => unknown;
  };
  const endpoints = contractApi.endpoints as unknown as Record<
    string,
    { initiate: (arg: unknown, options: object) => unknown } | undefined
  >;
  return {
    replace: (read, arg, data) => {
      if (endpoints[read]) dispatch(util.upsertQueryData(read, arg, data));
    },
    invalidate: (keys) => void dispatch(util.invalidateTags(tagsOf(keys))),
    refetch: async (read, arg) =>
      endpoints[read] && dispatch(endpoints[read].initiate(arg, { subscribe: false, forceRefetch: true })),
  };
}

// The shell's own reads: the catalogue, the enrolments (guards, progress-cache cleanup) and the user's document.
export const { useListCoursesQuery, useGetCourseQuery } = injectArea(coursesCache);
export const { useListMyEnrollmentsQuery } = injectArea(learningCache);
export const { useGetUserDocumentQuery, useUpdateMyUserDocumentMutation } = injectArea(usersCache);
