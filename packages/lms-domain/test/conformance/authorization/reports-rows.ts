// Rows of the reports area: administrators only.
import { D, U, type MatrixArea } from './matrix-types';

export const reportsArea: MatrixArea = {
  area: 'reports',
  rows: [
    {
      operation: 'getEnrollmentReport',
      situation: 'all courses, one month',
      input: () => ({ from: '2025-01-01', to: '2025-01-31' }),
      expect: { anonymous: U, student: D, otherStudent: D, admin: 'allow' },
    },
    {
      operation: 'getEnrollmentReport',
      situation: 'one published course',
      input: (f) => ({ from: '2025-01-01', to: '2025-01-31', courseId: f.publishedCourseId }),
      expect: { anonymous: U, student: D, otherStudent: D, admin: 'allow' },
    },
    {
      operation: 'getActivityReport',
      situation: 'all courses, one month',
      input: () => ({ from: '2025-01-01', to: '2025-01-31' }),
      expect: { anonymous: U, student: D, otherStudent: D, admin: 'allow' },
    },
    {
      operation: 'getCourseFunnel',
      situation: 'one published course',
      input: (f) => ({ courseId: f.publishedCourseId }),
      expect: { anonymous: U, student: D, otherStudent: D, admin: 'allow' },
    },
  ],
};
