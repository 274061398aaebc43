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
    getActivityReport: builder.query<
      OperationOutput<'getActivityReport'>,
      OperationInput<'getActivityReport'>
    >({
      query: (input) => operationCall('getActivityReport', input),
      // Revenue and activity change all the time: every visit asks afresh.
      keepUnusedDataFor: 0,
    }),
    getCourseFunnel: builder.query<OperationOutput<'getCourseFunnel'>, OperationInput<'getCourseFunnel'>>({
      query: (input) => operationCall('getCourseFunnel', input),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetEnrollmentReportQuery, useGetActivityReportQuery, useGetCourseFunnelQuery } = reportsApi;
