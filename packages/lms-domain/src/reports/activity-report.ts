// getActivityReport: per week, the learners active, the certificates issued, the badges awarded (for one course:
// the badges whose award rule names it) and the revenue per currency (orders
// paid that week less orders refunded that week). Grouped in the database by the same week bucket as the enrolment
// report (integer arithmetic on the millisecond columns, alike in both databases), so the cost follows the rows in
// the range. Numbers are read at each call: the report is never cached, so it is always current.
import { sql, type Kysely } from 'kysely';
import {
  LmsError,
  REPORT_WEEK_MS,
  reportWeekGrid,
  type ActivityReport,
  type ActivityReportWeek,
  type CurrencyAmount,
  type EnrollmentReportInput,
} from '@lms/core';
import type { Database } from '../db/schema';

interface Counted {
  week: number;
  n: number;
}
interface Summed {
  week: number;
  currency: string;
  cents: number;
}

export async function activityReport(
  db: Kysely<Database>,
  input: EnrollmentReportInput,
): Promise<ActivityReport> {
  const { start, end, origin, weeks: grid } = reportWeekGrid(input);
  const courseId = input.courseId ?? null;
  if (courseId !== null) {
    const course = await db.selectFrom('courses').select('id').where('id', '=', courseId).executeTakeFirst();
    if (course === undefined) throw new LmsError('functions/not-found', `No course "${courseId}".`);
  }
  // The cast keeps the week whole: SQLite may bind the JavaScript numbers as floating point.
  const bucket = (column: string) =>
    sql<number>`cast((${sql.ref(column)} - ${origin}) / ${REPORT_WEEK_MS} as bigint)`;

  let active = db
    .selectFrom('learning_activity')
    .select([bucket('occurred_at').as('week'), sql<number>`count(distinct user_id)`.as('n')])
    .where('occurred_at', '>=', start)
    .where('occurred_at', '<', end);
  let activeTotal = db
    .selectFrom('learning_activity')
    .select(sql<number>`count(distinct user_id)`.as('n'))
    .where('occurred_at', '>=', start)
    .where('occurred_at', '<', end);
  let certificates = db
    .selectFrom('certificates')
    .select((eb) => [bucket('issued_at').as('week'), eb.fn.countAll<number>().as('n')])
    .where('issued_at', '>=', start)
    .where('issued_at', '<', end);
  let badges = db
    .selectFrom('badge_awards')
    .select((eb) => [bucket('badge_awards.awarded_at').as('week'), eb.fn.countAll<number>().as('n')])
    .where('badge_awards.awarded_at', '>=', start)
    .where('badge_awards.awarded_at', '<', end);
  let paid = db
    .selectFrom('orders')
    .select((eb) => [bucket('paid_at').as('week'), 'currency', eb.fn.sum<number>('total_cents').as('cents')])
    .where('paid_at', '>=', start)
    .where('paid_at', '<', end);
  let refunded = db
    .selectFrom('orders')
    .select((eb) => [
      bucket('refunded_at').as('week'),
      'currency',
      eb.fn.sum<number>('total_cents').as('cents'),
    ])
    .where('refunded_at', '>=', start)
    .where('refunded_at', '<', end);
  if (courseId !== null) {
    active = active.where('course_id', '=', courseId);
    activeTotal = activeTotal.where('course_id', '=', courseId);
    certificates = certificates.where('course_id', '=', courseId);
    badges = badges.where('badge_awards.badge_id', 'in', (eb) =>
      eb.selectFrom('badges').select('badges.id').where('badges.rule_course_id', '=', courseId),
    );
    paid = paid.where('course_id', '=', courseId);
    refunded = refunded.where('course_id', '=', courseId);
  }

  const [activeRows, activeAll, certificateRows, badgeRows, paidRows, refundedRows] = await Promise.all([
    active.groupBy(sql`1`).execute() as Promise<Counted[]>,
    activeTotal.executeTakeFirstOrThrow(),
    certificates.groupBy(sql`1`).execute() as Promise<Counted[]>,
    badges.groupBy(sql`1`).execute() as Promise<Counted[]>,
    paid.groupBy([sql`1`, 'currency']).execute() as Promise<Summed[]>,
    refunded.groupBy([sql`1`, 'currency']).execute() as Promise<Summed[]>,
  ]);

  const weeks: ActivityReportWeek[] = grid.map((week) => ({
    weekStart: week.weekStart,
    activeLearners: 0,
    certificatesIssued: 0,
    badgesAwarded: 0,
    revenue: [],
  }));
  for (const row of activeRows) {
    const week = weeks[Number(row.week)];
    if (week) week.activeLearners += Number(row.n);
  }
  for (const row of certificateRows) {
    const week = weeks[Number(row.week)];
    if (week) week.certificatesIssued += Number(row.n);
  }
  for (const row of badgeRows) {
    const week = weeks[Number(row.week)];
    if (week) week.badgesAwarded += Number(row.n);
  }
  const addMoney = (rows: Summed[], sign: 1 | -1) => {
    for (const row of rows) {
      const week = weeks[Number(row.week)];
      if (week) week.revenue = addAmount(week.revenue, row.currency, sign * Number(row.cents));
    }
  };
  addMoney(paidRows, 1);
  addMoney(refundedRows, -1);

  let revenue: CurrencyAmount[] = [];
  for (const week of weeks)
    for (const amount of week.revenue) revenue = addAmount(revenue, amount.currency, amount.cents);
  return {
    from: input.from,
    to: input.to,
    courseId,
    weeks,
    totals: {
      activeLearners: Number(activeAll.n),
      certificatesIssued: weeks.reduce((sum, week) => sum + week.certificatesIssued, 0),
      badgesAwarded: weeks.reduce((sum, week) => sum + week.badgesAwarded, 0),
      revenue,
    },
  };
}

/** `amounts` with `cents` added to its `currency`, sorted by currency so answers compare equal. */
function addAmount(amounts: CurrencyAmount[], currency: string, cents: number): CurrencyAmount[] {
  const others = amounts.filter((amount) => amount.currency !== currency);
  const current = amounts.find((amount) => amount.currency === currency)?.cents ?? 0;
  return [...others, { currency, cents: current + cents }].sort((a, b) =>
    a.currency.localeCompare(b.currency),
  );
}
