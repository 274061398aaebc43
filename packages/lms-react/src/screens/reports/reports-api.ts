// The hooks of the admin reports page.
// Named from the endpoints lmsApi draws from the contract (store/contract-endpoints.ts): none is written here.
import { reportsCache } from '@lms/core';
import { injectArea } from '../../store/lms-api';

export const { useGetEnrollmentReportQuery, useGetActivityReportQuery, useGetCourseFunnelQuery } =
  injectArea(reportsCache);
