// The hooks of the admin reports page.
// Named from the endpoints lmsApi draws from the contract (store/contract-endpoints.ts): none is written here.
import { lmsApi } from '../../store/lms-api';

export const { useGetEnrollmentReportQuery, useGetActivityReportQuery, useGetCourseFunnelQuery } = lmsApi;
