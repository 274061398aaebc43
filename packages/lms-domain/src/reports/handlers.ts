// Thin handlers of the reports area: the callable route enforced access 'admin' and parsed the input.
import type { HandlerMap } from '../functions/registry';
import { enrollmentReport } from './enrollment-report';

export const reportHandlers = {
  getEnrollmentReport: ({ ctx, input }) => enrollmentReport(ctx.db, input),
} satisfies Partial<HandlerMap>;
