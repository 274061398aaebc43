// Server data through RTK Query: one endpoint per contract operation, drawn from lms-core's cache declarations
// (contract-endpoints.ts) with the behaviours those cannot express (endpoint-behaviours.ts). None is written by
// hand.
import { buildCreateApi, coreModule } from '@reduxjs/toolkit/query';
import { reactHooksModule } from '@reduxjs/toolkit/query/react';
import { CACHE_KIND_NAMES } from '@lms/core';
import { contractEndpoints, tagsOf, type CacheActions } from './contract-endpoints';
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

export const lmsApi = createApi({
  reducerPath: 'lmsApi',
  baseQuery: functionsBaseQuery,
  tagTypes: CACHE_KIND_NAMES,
  endpoints: (builder) => contractEndpoints(builder, endpointBehaviours, cacheActions),
});

// Untyped inside: CacheActions types each call by operation.
function cacheActions(dispatch: (action: unknown) => unknown): CacheActions {
  const util = lmsApi.util as unknown as {
    upsertQueryData: (name: string, arg: unknown, data: unknown) => unknown;
    invalidateTags: (tags: unknown) => unknown;
  };
  const endpoints = lmsApi.endpoints as unknown as Record<
    string,
    { initiate: (arg: unknown, options: object) => unknown }
  >;
  return {
    replace: (read, arg, data) => void dispatch(util.upsertQueryData(read, arg, data)),
    invalidate: (keys) => void dispatch(util.invalidateTags(tagsOf(keys))),
    refetch: async (read, arg) =>
      dispatch(endpoints[read]!.initiate(arg, { subscribe: false, forceRefetch: true })),
  };
}

export const {
  useListCoursesQuery,
  useGetCourseQuery,
  useListMyEnrollmentsQuery,
  useGetUserDocumentQuery,
  useUpdateMyUserDocumentMutation,
} = lmsApi;
