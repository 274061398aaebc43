// The caller's action plans, for the student dashboard: every course they are actively enrolled in (published, or
// archived after they enrolled, as the course viewer's rule says) that has at least one step, with their counts
// and the step to open next, a page at a time. Four queries whatever the number of courses; keyed by the caller's
// uid only.
import type { MyActionPlanSummary, OperationOutput } from '@lms/core';
import type { Caller, DomainContext } from '../context';
import type { ParsedInput } from '../functions/registry';
import { toIso } from '../catalogue/course-mapping';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function listMyActionPlans(
  ctx: DomainContext,
  caller: Caller,
  { page, pageSize }: ParsedInput<'listMyActionPlans'>,
): Promise<OperationOutput<'listMyActionPlans'>> {
  const withPlans = ctx.db
    .selectFrom('enrollments as e')
    .innerJoin('courses as c', 'c.id', 'e.course_id')
    .where('e.user_id', '=', caller.uid)
    .where('e.ended_at', 'is', null)
    .where('c.status', 'in', ['published', 'archived'])
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('action_plan_steps as s').select('s.id').whereRef('s.course_id', '=', 'c.id')),
    );
  const [counted, courses] = await Promise.all([
    withPlans.select(({ fn }) => fn.countAll<number | string>().as('total')).executeTakeFirst(),
    withPlans
      .select(['c.id', 'c.slug', 'c.title', 'e.created_at as enrolledAt'])
      .orderBy('e.created_at', 'desc')
      .orderBy('c.id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  // PostgreSQL answers count(*) as a bigint string.
  const total = Number(counted?.total ?? 0);
  if (courses.length === 0) return { items: [], total, page, pageSize };
  const courseIds = courses.map((course) => course.id);
  const steps = await ctx.db
    .selectFrom('action_plan_steps')
    .select(['id', 'course_id', 'due_offset_days'])
    .where('course_id', 'in', courseIds)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const states = await ctx.db
    .selectFrom('action_plan_step_states')
    .select(['step_id', 'state'])
    .where('user_id', '=', caller.uid)
    .where('course_id', 'in', courseIds)
    .execute();
  const stateOf = new Map(states.map((row) => [row.step_id, row.state]));

  const items: MyActionPlanSummary[] = [];
  for (const course of courses) {
    const own = steps.filter((step) => step.course_id === course.id);
    const first = own[0];
    if (first === undefined) continue;
    const open = own.filter((step) => stateOf.get(step.id) !== 'done');
    const dueTimes = open.flatMap((step) =>
      step.due_offset_days === null ? [] : [Number(course.enrolledAt) + step.due_offset_days * DAY_MS],
    );
    items.push({
      course: { id: course.id, slug: course.slug, title: course.title },
      counts: {
        total: own.length,
        done: own.length - open.length,
        inProgress: open.filter((step) => stateOf.get(step.id) === 'in-progress').length,
      },
      nextStepId: (open[0] ?? first).id,
      nextDueAt: dueTimes.length === 0 ? null : toIso(Math.min(...dueTimes)),
    });
  }
  return { items, total, page, pageSize };
}
