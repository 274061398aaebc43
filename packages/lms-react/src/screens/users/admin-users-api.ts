// The hooks of the administrators' users page: the list, a user's page, the CSV export and the account actions.
// Named from the endpoints lmsApi draws from the contract (store/contract-endpoints.ts): none is written here.
import { usersCache } from '@lms/core';
import { injectArea } from '../../store/lms-api';

export const {
  useListUsersQuery,
  useGetUserDetailQuery,
  useExportUsersCsvMutation,
  useSetUserRoleMutation,
  useSetUserDisabledMutation,
  useSendUserPasswordResetMutation,
  useDeleteUserMutation,
} = injectArea(usersCache);
