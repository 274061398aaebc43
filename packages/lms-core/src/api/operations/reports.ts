// Contract operations of the reports area (administrators only).
import { defineOperation } from '../contract';
import { enrollmentReportInputSchema, enrollmentReportSchema } from '../schemas/reports';

export const getEnrollmentReport = defineOperation({
  name: 'getEnrollmentReport',
  summary:
    'Enrolments started and courses completed per week (Monday-based, UTC) in a date range, optionally for one course.',
  input: enrollmentReportInputSchema,
  output: enrollmentReportSchema,
  access: 'admin',
});

export const reportOperations = { getEnrollmentReport } as const;
