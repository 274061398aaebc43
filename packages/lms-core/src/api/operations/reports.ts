// Contract operations of the reports area (administrators only).
import { defineOperation } from '../contract';
import {
  activityReportSchema,
  courseFunnelInputSchema,
  courseFunnelSchema,
  enrollmentReportInputSchema,
  enrollmentReportSchema,
} from '../schemas/reports';

export const getEnrollmentReport = defineOperation({
  name: 'getEnrollmentReport',
  summary:
    'Enrolments started and courses completed per week (Monday-based, UTC) in a date range, optionally for one course.',
  input: enrollmentReportInputSchema,
  output: enrollmentReportSchema,
  access: 'admin',
});

export const getActivityReport = defineOperation({
  name: 'getActivityReport',
  summary:
    'Per week of a date range: active learners, certificates issued and revenue per currency (refunds deducted), optionally for one course.',
  input: enrollmentReportInputSchema,
  output: activityReportSchema,
  access: 'admin',
});

export const getCourseFunnel = defineOperation({
  name: 'getCourseFunnel',
  summary:
    "A course's learners by how far they got (enrolled, started, half way, completed) and where those who stopped were.",
  input: courseFunnelInputSchema,
  output: courseFunnelSchema,
  access: 'admin',
});

export const reportOperations = { getEnrollmentReport, getActivityReport, getCourseFunnel } as const;
