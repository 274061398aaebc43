// Server data through RTK Query. Each endpoint names one contract operation; screens written later add theirs
// with `lmsApi.injectEndpoints` so this file stays the shared core.
import { buildCreateApi, coreModule } from '@reduxjs/toolkit/query';
import { reactHooksModule } from '@reduxjs/toolkit/query/react';
import type { OperationInput, OperationName, OperationOutput } from '@lms/core';
import { functionsBaseQuery, type OperationCall } from './functions-base-query';
import { useLmsReduxDispatch, useLmsReduxSelector, useLmsReduxStore } from './redux-context';

/** Builds the base-query argument of an operation with its input checked against the contract's type. */
export function operationCall<N extends OperationName>(name: N, data: OperationInput<N>): OperationCall {
  return { name, data };
}

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
  tagTypes: ['Course', 'Enrollment', 'UserDocument'],
  endpoints: (builder) => ({
    listCourses: builder.query<OperationOutput<'listCourses'>, OperationInput<'listCourses'>>({
      query: (input) => operationCall('listCourses', input),
      providesTags: ['Course'],
    }),
    getCourse: builder.query<OperationOutput<'getCourse'>, OperationInput<'getCourse'>>({
      query: (input) => operationCall('getCourse', input),
      providesTags: (_result, _error, input) => [{ type: 'Course', id: input.id }],
    }),
    // The uid is not sent (the server answers for the caller) but keys the cache, so one user's answer can
    // never be read as another's.
    listMyEnrollments: builder.query<OperationOutput<'listMyEnrollments'>, { uid: string }>({
      query: () => operationCall('listMyEnrollments', {}),
      providesTags: ['Enrollment'],
    }),
    getUserDocument: builder.query<OperationOutput<'getUserDocument'>, OperationInput<'getUserDocument'>>({
      query: (input) => operationCall('getUserDocument', input),
      providesTags: (_result, _error, input) => [{ type: 'UserDocument', id: input.uid }],
    }),
    updateMyUserDocument: builder.mutation<
      OperationOutput<'updateMyUserDocument'>,
      OperationInput<'updateMyUserDocument'>
    >({
      query: (input) => operationCall('updateMyUserDocument', input),
      invalidatesTags: (result) => (result ? [{ type: 'UserDocument', id: result.uid }] : ['UserDocument']),
    }),
  }),
});

export const {
  useListCoursesQuery,
  useGetCourseQuery,
  useListMyEnrollmentsQuery,
  useGetUserDocumentQuery,
  useUpdateMyUserDocumentMutation,
} = lmsApi;
