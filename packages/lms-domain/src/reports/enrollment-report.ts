// getEnrollmentReport: enrolments started and courses completed per week. Two grouped counts, each answered from an
// index on its time column (008-query-indexes), or for one course on (course, time) (010-course-report-indexes), so
// the cost follows the rows in the range, not the table size.
// The weeks (Monday-based, UTC) are lms-core's; the bucket is integer arithmetic on the millisecond columns, the
// same in both databases.
import { sql, type Kysely } from 'kysely';
import {
  LmsError,
  REPORT_WEEK_MS,
  enrollmentReportOf,
  reportWeekGrid,
  type EnrollmentReport,
  type EnrollmentReportInput,
} from '@lms/core';
import type { Database } from '../db/schema';

interface WeekCount {
  week: number;
  n: number;
}

export async function enrollmentReport(
  db: Kysely<Database>,
  input: EnrollmentReportInput,
): Promise<EnrollmentReport> {
  const grid = reportWeekGrid(input);
  const { start, end, origin } = grid;
  const courseId = input.courseId ?? null;
  if (courseId !== null) {
    const course = await db.selectFrom('courses').select('id').where('id', '=', courseId).executeTakeFirst();
    if (course === undefined) throw new LmsError('functions/not-found', `No course "${courseId}".`);
  }

  // The cast keeps the week whole: SQLite may bind the JavaScript numbers as floating point.
  const bucket = (column: string) =>
    sql<number>`cast((${sql.ref(column)} - ${origin}) / ${REPORT_WEEK_MS} as bigint)`;
  let enrolled = db
    .selectFrom('enrollments')
    .select((eb) => [bucket('created_at').as('week'), eb.fn.countAll<number>().as('n')])
    .where('created_at', '>=', start)
    .where('created_at', '<', end);
  // One course: the (course, time) indexes give its rows in the range.
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

  const { weeks } = grid;
  const add = (rows: WeekCount[], field: 'enrolled' | 'completed') => {
    for (const row of rows) {
      const week = weeks[Number(row.week)];
      if (week !== undefined) week[field] += Number(row.n);
    }
  };
  add(enrolledRows, 'enrolled');
  add(completedRows, 'completed');
  return enrollmentReportOf(input, courseId, weeks);
}
