// RTK Query endpoints of the support screens: the contact form, the requester's requests and conversation, and
// support's queue. Only this folder uses them.
import type { OperationInput, OperationOutput } from '@lms/core';
import { lmsApi, operationCall } from '../../store/lms-api';

const api = lmsApi.enhanceEndpoints({ addTagTypes: ['SupportQueue', 'SupportRequest', 'MySupportRequests'] });

type Query<N extends Parameters<typeof operationCall>[0]> = {
  output: OperationOutput<N>;
  input: OperationInput<N>;
};

export const supportApi = api.injectEndpoints({
  endpoints: (builder) => ({
    openSupportForm: builder.mutation<Query<'openSupportForm'>['output'], Query<'openSupportForm'>['input']>({
      query: (input) => operationCall('openSupportForm', input),
    }),
    createSupportRequest: builder.mutation<
      Query<'createSupportRequest'>['output'],
      Query<'createSupportRequest'>['input']
    >({
      query: (input) => operationCall('createSupportRequest', input),
      invalidatesTags: (_result, error) => (error ? [] : ['MySupportRequests', 'SupportQueue']),
    }),
    getSupportRequest: builder.query<
      Query<'getSupportRequest'>['output'],
      Query<'getSupportRequest'>['input']
    >({
      query: (input) => operationCall('getSupportRequest', input),
      providesTags: (_result, _error, input) => [{ type: 'SupportRequest', id: input.reference }],
      // Support may have answered since: each visit asks afresh.
      keepUnusedDataFor: 0,
    }),
    replyToSupportRequest: builder.mutation<
      Query<'replyToSupportRequest'>['output'],
      Query<'replyToSupportRequest'>['input']
    >({
      query: (input) => operationCall('replyToSupportRequest', input),
      async onQueryStarted(input, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          const key =
            input.token === undefined
              ? { reference: input.reference }
              : { reference: input.reference, token: input.token };
          dispatch(supportApi.util.upsertQueryData('getSupportRequest', key, data));
          dispatch(supportApi.util.invalidateTags(['MySupportRequests']));
        } catch {
          // The form shows the failure.
        }
      },
    }),
    listMySupportRequests: builder.query<
      Query<'listMySupportRequests'>['output'],
      Query<'listMySupportRequests'>['input']
    >({
      query: (input) => operationCall('listMySupportRequests', input),
      providesTags: ['MySupportRequests'],
      keepUnusedDataFor: 0,
    }),
    adminListSupportRequests: builder.query<
      Query<'adminListSupportRequests'>['output'],
      Query<'adminListSupportRequests'>['input']
    >({
      query: (input) => operationCall('adminListSupportRequests', input),
      providesTags: ['SupportQueue'],
    }),
    adminGetSupportRequest: builder.query<
      Query<'adminGetSupportRequest'>['output'],
      Query<'adminGetSupportRequest'>['input']
    >({
      query: (input) => operationCall('adminGetSupportRequest', input),
      providesTags: (_result, _error, input) => [{ type: 'SupportRequest', id: input.requestId }],
    }),
    adminReplyToSupportRequest: builder.mutation<
      Query<'adminReplyToSupportRequest'>['output'],
      Query<'adminReplyToSupportRequest'>['input']
    >({
      query: (input) => operationCall('adminReplyToSupportRequest', input),
      async onQueryStarted(input, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            supportApi.util.upsertQueryData('adminGetSupportRequest', { requestId: input.requestId }, data),
          );
          dispatch(supportApi.util.invalidateTags(['SupportQueue']));
        } catch {
          // The form shows the failure.
        }
      },
    }),
    updateSupportRequest: builder.mutation<
      Query<'updateSupportRequest'>['output'],
      Query<'updateSupportRequest'>['input']
    >({
      query: (input) => operationCall('updateSupportRequest', input),
      async onQueryStarted(input, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            supportApi.util.upsertQueryData('adminGetSupportRequest', { requestId: input.requestId }, data),
          );
          dispatch(supportApi.util.invalidateTags(['SupportQueue']));
        } catch {
          // The page shows the failure.
        }
      },
    }),
    listSupportAssignees: builder.query<
      Query<'listSupportAssignees'>['output'],
      Query<'listSupportAssignees'>['input']
    >({
      query: (input) => operationCall('listSupportAssignees', input),
    }),
  }),
});

export const {
  useOpenSupportFormMutation,
  useCreateSupportRequestMutation,
  useGetSupportRequestQuery,
  useReplyToSupportRequestMutation,
  useListMySupportRequestsQuery,
  useAdminListSupportRequestsQuery,
  useAdminGetSupportRequestQuery,
  useAdminReplyToSupportRequestMutation,
  useUpdateSupportRequestMutation,
  useListSupportAssigneesQuery,
} = supportApi;
