// Reports for administrators: enrolments started and courses completed per week (spec: numbers people compare are
// shown as charts, so every week of the range is listed, empty ones as zeros).
import { z } from 'zod';

const DAY_MS = 86_400_000;
/** About five years of weeks: a chart stays readable and the server's work stays bounded. */
export const ENROLLMENT_REPORT_MAX_DAYS = 5 * 366;

/** A calendar day as YYYY-MM-DD, read in UTC. */
export const reportDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-01-31.')
  .refine((value) => {
    const time = Date.parse(`${value}T00:00:00Z`);
    return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === value;
  }, 'This date does not exist.');

export const enrollmentReportInputSchema = z
  .object({
    /** First day counted (UTC). */
    from: reportDateSchema,
    /** Last day counted (UTC), inclusive. */
    to: reportDateSchema,
    /** One course (id); all courses when absent. */
    courseId: z.string().trim().min(1).max(128).optional(),
  })
  .strict()
  .refine((input) => input.from <= input.to, { message: '"from" must not be after "to".', path: ['to'] })
  .refine(
    (input) =>
      Date.parse(`${input.to}T00:00:00Z`) - Date.parse(`${input.from}T00:00:00Z`) <=
      ENROLLMENT_REPORT_MAX_DAYS * DAY_MS,
    { message: `A report covers at most ${ENROLLMENT_REPORT_MAX_DAYS} days.`, path: ['to'] },
  );

export const enrollmentReportWeekSchema = z.object({
  /** The Monday (UTC) that starts the week; the first and last weeks count only days inside the range. */
  weekStart: z.string(),
  /** Enrolments started that week. */
  enrolled: z.number().int().min(0),
  /** Courses completed that week (an enrolment's first completion). */
  completed: z.number().int().min(0),
});

export const enrollmentReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  courseId: z.string().nullable(),
  weeks: z.array(enrollmentReportWeekSchema),
  totals: z.object({ enrolled: z.number().int().min(0), completed: z.number().int().min(0) }),
});

export type EnrollmentReportInput = z.output<typeof enrollmentReportInputSchema>;
export type EnrollmentReport = z.output<typeof enrollmentReportSchema>;
export type EnrollmentReportWeek = z.output<typeof enrollmentReportWeekSchema>;

/** Money in one currency: payments and refunds are never added across currencies. */
export const currencyAmountSchema = z.object({
  currency: z.string(),
  /** Paid minus refunded, in the currency's minor unit; negative in a week with more refunds than payments. */
  cents: z.number().int(),
});

export const activityReportWeekSchema = z.object({
  weekStart: z.string(),
  /** People with any learning activity that week (enrolling, progress, a quiz, a completion), each once. */
  activeLearners: z.number().int().min(0),
  certificatesIssued: z.number().int().min(0),
  /** Badge awards that week (revoked ones included: they were awarded); for a course, its rule's badges only. */
  badgesAwarded: z.number().int().min(0),
  /** Orders paid that week less orders refunded that week, per currency. */
  revenue: z.array(currencyAmountSchema),
});

export const activityReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  courseId: z.string().nullable(),
  weeks: z.array(activityReportWeekSchema),
  totals: z.object({
    /** People active at least once in the range, each once (not the sum of the weeks). */
    activeLearners: z.number().int().min(0),
    certificatesIssued: z.number().int().min(0),
    badgesAwarded: z.number().int().min(0),
    revenue: z.array(currencyAmountSchema),
  }),
});

export const courseFunnelInputSchema = z.object({ courseId: z.string().trim().min(1).max(128) }).strict();

export const courseFunnelSchema = z.object({
  courseId: z.string(),
  /** Current enrolments (ended ones left out), by how far they got. */
  enrolled: z.number().int().min(0),
  started: z.number().int().min(0),
  halfway: z.number().int().min(0),
  completed: z.number().int().min(0),
  /** Where learners who started and have not finished last were, most such learners first (at most ten). */
  stops: z.array(z.object({ lessonId: z.string(), title: z.string(), learners: z.number().int().min(1) })),
});

export type CurrencyAmount = z.output<typeof currencyAmountSchema>;
export type ActivityReport = z.output<typeof activityReportSchema>;
export type ActivityReportWeek = z.output<typeof activityReportWeekSchema>;
export type CourseFunnel = z.output<typeof courseFunnelSchema>;
