// Thin handlers of the reports area: the callable route enforced access 'admin' and parsed the input.
import type { HandlerMap } from '../functions/registry';
import { activityReport } from './activity-report';
import { courseFunnel } from './course-funnel';
import { enrollmentReport } from './enrollment-report';

export const reportHandlers = {
  getEnrollmentReport: ({ ctx, input }) => enrollmentReport(ctx.db, input),
  getActivityReport: ({ ctx, input }) => activityReport(ctx.db, input),
  getCourseFunnel: ({ ctx, input }) => courseFunnel(ctx.db, input.courseId),
} satisfies Partial<HandlerMap>;
