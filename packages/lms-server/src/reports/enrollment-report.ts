// getEnrollmentReport: enrolments started and courses completed per week. Two grouped counts, each answered from an
// index on its time column (008-query-indexes), so the cost follows the rows in the range, not the table size.
// Weeks start on Monday, UTC; the bucket is integer arithmetic on the millisecond columns, the same in both databases.
import { sql, type Kysely } from 'kysely';
import { LmsError, type EnrollmentReport, type EnrollmentReportInput } from '@lms/core';
import type { Database } from '../db/schema';

const DAY_MS = 86_400_000;
export const WEEK_MS = 7 * DAY_MS;

const dayStart = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`);
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The Monday 00:00 UTC on or before `ms`. */
export function mondayOnOrBefore(ms: number): number {
  const day = Math.floor(ms / DAY_MS) * DAY_MS;
  // 1970-01-01 was a Thursday: getUTCDay() is 0 for Sunday, so Monday is 1.
  const weekday = (new Date(day).getUTCDay() + 6) % 7;
  return day - weekday * DAY_MS;
}

interface WeekCount {
  week: number;
  n: number;
}

export async function enrollmentReport(
  db: Kysely<Database>,
  input: EnrollmentReportInput,
): Promise<EnrollmentReport> {
  const start = dayStart(input.from);
  const end = dayStart(input.to) + DAY_MS;
  const origin = mondayOnOrBefore(start);
  const courseId = input.courseId ?? null;
  if (courseId !== null) {
    const course = await db.selectFrom('courses').select('id').where('id', '=', courseId).executeTakeFirst();
    if (course === undefined) throw new LmsError('functions/not-found', `No course "${courseId}".`);
  }

  // The cast keeps the week whole: SQLite may bind the JavaScript numbers as floating point.
  const bucket = (column: string) =>
    sql<number>`cast((${sql.ref(column)} - ${origin}) / ${WEEK_MS} as bigint)`;
  let enrolled = db
    .selectFrom('enrollments')
    .select((eb) => [bucket('created_at').as('week'), eb.fn.countAll<number>().as('n')])
    .where('created_at', '>=', start)
    .where('created_at', '<', end);
  // A course's enrolments are few: its own index finds them, then the time filter applies.
  if (courseId !== null) enrolled = enrolled.where('course_id', '=', courseId);
  let completed = db
    .selectFrom('learning_activity')
    .select((eb) => [bucket('occurred_at').as('week'), eb.fn.countAll<number>().as('n')])
    .where('kind', '=', 'course-completed')
    .where('occurred_at', '>=', start)
    .where('occurred_at', '<', end);
  if (courseId !== null) completed = completed.where('course_id', '=', courseId);

  const [enrolledRows, completedRows] = await Promise.all([
    enrolled.groupBy(sql`1`).execute() as Promise<WeekCount[]>,
    completed.groupBy(sql`1`).execute() as Promise<WeekCount[]>,
  ]);

  const weekCount = Math.floor((end - 1 - origin) / WEEK_MS) + 1;
  const weeks = Array.from({ length: weekCount }, (_, index) => ({
    weekStart: isoDay(origin + index * WEEK_MS),
    enrolled: 0,
    completed: 0,
  }));
  const add = (rows: WeekCount[], field: 'enrolled' | 'completed') => {
    for (const row of rows) {
      const week = weeks[Number(row.week)];
      if (week !== undefined) week[field] += Number(row.n);
    }
  };
  add(enrolledRows, 'enrolled');
  add(completedRows, 'completed');
  return {
    from: input.from,
    to: input.to,
    courseId,
    weeks,
    totals: {
      enrolled: weeks.reduce((sum, week) => sum + week.enrolled, 0),
      completed: weeks.reduce((sum, week) => sum + week.completed, 0),
    },
  };
}
