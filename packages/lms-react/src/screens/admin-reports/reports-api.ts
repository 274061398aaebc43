// RTK Query endpoint of the admin reports page.
import type { OperationInput, OperationOutput } from '@lms/core';
import { lmsApi, operationCall } from '../../store/lms-api';

export const reportsApi = lmsApi.injectEndpoints({
  endpoints: (builder) => ({
    getEnrollmentReport: builder.query<
      OperationOutput<'getEnrollmentReport'>,
      OperationInput<'getEnrollmentReport'>
    >({
      query: (input) => operationCall('getEnrollmentReport', input),
    }),
  }),
});

export const { useGetEnrollmentReportQuery } = reportsApi;
