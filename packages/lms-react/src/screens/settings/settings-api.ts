// RTK Query endpoint of the admin test page: each check is a mutation, since it acts (a test e-mail, a file
// written and deleted) and its answer is only true at the moment it ran.
import type { OperationInput, OperationOutput } from '@lms/core';
import { lmsApi, operationCall } from '../../store/lms-api';

export const settingsApi = lmsApi.injectEndpoints({
  endpoints: (builder) => ({
    runIntegrationCheck: builder.mutation<
      OperationOutput<'runIntegrationCheck'>,
      OperationInput<'runIntegrationCheck'>
    >({
      query: (input) => operationCall('runIntegrationCheck', input),
    }),
  }),
});

export const { useRunIntegrationCheckMutation } = settingsApi;
