// RTK Query endpoint of a person's data export (GDPR): a mutation, as each download is a fresh read the user asks for.
import type { OperationInput, OperationOutput } from '@lms/core';
import { lmsApi, operationCall } from '../../store/lms-api';

export const myDataApi = lmsApi.injectEndpoints({
  endpoints: (builder) => ({
    exportMyData: builder.mutation<OperationOutput<'exportMyData'>, OperationInput<'exportMyData'>>({
      query: (input) => operationCall('exportMyData', input),
    }),
  }),
});

export const { useExportMyDataMutation } = myDataApi;
