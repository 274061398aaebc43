// RTK Query endpoints of the administrators' users page: the list, a user's page, the CSV export and the account
// actions. An action refreshes the list and that user's page, so both show what the server now holds.
import type { OperationInput, OperationOutput } from '@lms/core';
import { lmsApi, operationCall } from '../../store/lms-api';

const api = lmsApi.enhanceEndpoints({ addTagTypes: ['UserList', 'UserDetail'] });

type Changed = { uid: string };
const changedUser = (_result: unknown, _error: unknown, input: Changed) => [
  'UserList' as const,
  { type: 'UserDetail' as const, id: input.uid },
];

export const adminUsersApi = api.injectEndpoints({
  endpoints: (builder) => ({
    listUsers: builder.query<OperationOutput<'listUsers'>, OperationInput<'listUsers'>>({
      query: (input) => operationCall('listUsers', input),
      providesTags: ['UserList'],
      // Accounts change away from this page (sign-ups, sign-ins): each visit asks afresh.
      keepUnusedDataFor: 0,
    }),
    getUserDetail: builder.query<OperationOutput<'getUserDetail'>, OperationInput<'getUserDetail'>>({
      query: (input) => operationCall('getUserDetail', input),
      providesTags: (_result, _error, input) => [{ type: 'UserDetail', id: input.uid }],
      keepUnusedDataFor: 0,
    }),
    exportUsersCsv: builder.mutation<OperationOutput<'exportUsersCsv'>, OperationInput<'exportUsersCsv'>>({
      query: (input) => operationCall('exportUsersCsv', input),
    }),
    setUserRole: builder.mutation<OperationOutput<'setUserRole'>, OperationInput<'setUserRole'>>({
      query: (input) => operationCall('setUserRole', input),
      invalidatesTags: changedUser,
    }),
    setUserDisabled: builder.mutation<OperationOutput<'setUserDisabled'>, OperationInput<'setUserDisabled'>>({
      query: (input) => operationCall('setUserDisabled', input),
      invalidatesTags: changedUser,
    }),
    sendUserPasswordReset: builder.mutation<
      OperationOutput<'sendUserPasswordReset'>,
      OperationInput<'sendUserPasswordReset'>
    >({
      query: (input) => operationCall('sendUserPasswordReset', input),
    }),
    deleteUser: builder.mutation<OperationOutput<'deleteUser'>, OperationInput<'deleteUser'>>({
      query: (input) => operationCall('deleteUser', input),
      invalidatesTags: ['UserList'],
    }),
  }),
});

export const {
  useListUsersQuery,
  useGetUserDetailQuery,
  useExportUsersCsvMutation,
  useSetUserRoleMutation,
  useSetUserDisabledMutation,
  useSendUserPasswordResetMutation,
  useDeleteUserMutation,
} = adminUsersApi;
