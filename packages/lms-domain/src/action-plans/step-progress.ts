// A student's own state in action-plan steps: reading one step with its neighbours, the whole plan, and changing
// the state, ticks and private note. Every query is keyed by the caller's uid, so nobody reaches another student's
// state through these operations; administrators who are not enrolled see steps without any state.
import {
  LmsError,
  notStartedStepProgress,
  type ActionPlanStepProgress,
  type ActionPlanStepState,
  type ActionPlanStepView,
  type MyActionPlan,
} from '@lms/core';
import type { Caller, DomainContext } from '../context';
import type { CourseRow, EnrollmentRow } from '../db/schema';
import type { ParsedInput } from '../functions/registry';
import { toIso } from '../catalogue/course-mapping';
import { requireCourseAccess } from '../learning/course-access';
import { publish } from '../events/publish';
import { requireStepAccess } from './step-access';
import {
  currentTicks,
  listCourseSteps,
  parseChecklist,
  parseCheckedIds,
  type StepRow,
  type StepStateRow,
} from './step-records';

const DAY_MS = 24 * 60 * 60 * 1000;

const courseOf = (course: CourseRow) => ({ id: course.id, slug: course.slug, title: course.title });

function dueAt(step: Pick<StepRow, 'due_offset_days'>, enrollment: EnrollmentRow | null): string | null {
  if (step.due_offset_days === null || enrollment === null) return null;
  return toIso(Number(enrollment.created_at) + step.due_offset_days * DAY_MS);
}

function progressOf(step: StepRow, row: StepStateRow | undefined): ActionPlanStepProgress {
  if (row === undefined) {
    return notStartedStepProgress();
  }
  const iso = (value: number | null) => (value === null ? null : toIso(Number(value)));
  return {
    state: row.state,
    checkedItemIds: currentTicks(parseChecklist(step), parseCheckedIds(row)),
    note: row.note,
    startedAt: iso(row.started_at),
    completedAt: iso(row.completed_at),
    updatedAt: iso(row.updated_at),
  };
}

function readState(ctx: DomainContext, uid: string, stepId: string): Promise<StepStateRow | undefined> {
  return ctx.db
    .selectFrom('action_plan_step_states')
    .selectAll()
    .where('user_id', '=', uid)
    .where('step_id', '=', stepId)
    .executeTakeFirst();
}

export async function getActionPlanStep(
  ctx: DomainContext,
  caller: Caller,
  stepId: string,
): Promise<ActionPlanStepView> {
  const { step, course, enrollment } = await requireStepAccess(ctx.db, caller, stepId);
  const steps = await listCourseSteps(ctx.db, course.id);
  const index = steps.findIndex((candidate) => candidate.id === step.id);
  const state = enrollment === null ? undefined : await readState(ctx, caller.uid, step.id);
  return {
    course: courseOf(course),
    step: {
      id: step.id,
      position: index,
      title: step.title,
      body: step.body,
      checklist: parseChecklist(step),
      dueOffsetDays: step.due_offset_days,
    },
    stepCount: steps.length,
    previousStepId: steps[index - 1]?.id ?? null,
    nextStepId: steps[index + 1]?.id ?? null,
    dueAt: dueAt(step, enrollment),
    progress: enrollment === null ? null : progressOf(step, state),
  };
}

export async function getMyActionPlan(
  ctx: DomainContext,
  caller: Caller,
  courseRef: string,
): Promise<MyActionPlan> {
  const { course, enrollment } = await requireCourseAccess(ctx.db, caller, courseRef);
  const steps = await listCourseSteps(ctx.db, course.id);
  const states =
    enrollment === null
      ? []
      : await ctx.db
          .selectFrom('action_plan_step_states')
          .selectAll()
          .where('user_id', '=', caller.uid)
          .where('course_id', '=', course.id)
          .execute();
  const byStep = new Map(states.map((row) => [row.step_id, row]));
  const items = steps.map((step, position) => {
    const progress = progressOf(step, byStep.get(step.id));
    return {
      id: step.id,
      position,
      title: step.title,
      checklistCount: parseChecklist(step).length,
      checkedCount: progress.checkedItemIds.length,
      dueOffsetDays: step.due_offset_days,
      dueAt: dueAt(step, enrollment),
      state: progress.state,
      completedAt: progress.completedAt,
    };
  });
  return {
    course: courseOf(course),
    steps: items,
    counts: {
      total: items.length,
      done: items.filter((item) => item.state === 'done').length,
      inProgress: items.filter((item) => item.state === 'in-progress').length,
    },
    preview: enrollment === null,
  };
}

/**
 * Without an explicit state, ticking an item or writing a note starts a step that was not started; a done step
 * stays done (the student may keep notes on it). Reaching done sets completedAt, leaving it clears it.
 */
function nextState(
  current: ActionPlanStepState,
  input: ParsedInput<'updateMyActionPlanStep'>,
): ActionPlanStepState {
  if (input.state !== undefined) return input.state;
  const touched =
    (input.checkedItemIds?.length ?? 0) > 0 || (input.note !== undefined && input.note.trim() !== '');
  return current === 'not-started' && touched ? 'in-progress' : current;
}

export async function updateMyActionPlanStep(
  ctx: DomainContext,
  caller: Caller,
  input: ParsedInput<'updateMyActionPlanStep'>,
): Promise<{ stepId: string; courseId: string; progress: ActionPlanStepProgress }> {
  const { step, enrollment } = await requireStepAccess(ctx.db, caller, input.stepId);
  if (enrollment === null) {
    throw new LmsError('functions/permission-denied', 'Enrol in this course to keep your own action plan.', {
      reason: 'not-enrolled',
      courseId: step.course_id,
    });
  }
  const checklist = parseChecklist(step);
  if (input.checkedItemIds !== undefined) {
    const known = new Set(checklist.map((item) => item.id));
    const unknown = input.checkedItemIds.filter((id) => !known.has(id));
    if (unknown.length > 0) {
      throw new LmsError(
        'functions/aborted',
        `This step's checklist changed since you opened it (unknown items: ${unknown.join(', ')}). Reload the step.`,
        { reason: 'stale-checklist', unknown },
      );
    }
  }
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    let query = trx
      .selectFrom('action_plan_step_states')
      .selectAll()
      .where('user_id', '=', caller.uid)
      .where('step_id', '=', step.id);
    if (ctx.dialect === 'postgres') query = query.forUpdate();
    const current = await query.executeTakeFirst();
    const state = nextState(current?.state ?? 'not-started', input);
    const values = {
      state,
      checked_item_ids: JSON.stringify(
        input.checkedItemIds ??
          (current === undefined ? [] : currentTicks(checklist, parseCheckedIds(current))),
      ),
      note: input.note ?? current?.note ?? '',
      started_at: current?.started_at ?? (state === 'not-started' ? null : now),
      completed_at: state === 'done' ? (current?.state === 'done' ? current.completed_at : now) : null,
      updated_at: now,
    };
    if (current === undefined) {
      await trx
        .insertInto('action_plan_step_states')
        .values({ user_id: caller.uid, step_id: step.id, course_id: step.course_id, ...values })
        .onConflict((conflict) => conflict.columns(['user_id', 'step_id']).doUpdateSet(values))
        .execute();
    } else {
      await trx
        .updateTable('action_plan_step_states')
        .set(values)
        .where('user_id', '=', caller.uid)
        .where('step_id', '=', step.id)
        .execute();
    }
  });
  const saved = await readState(ctx, caller.uid, step.id);
  // After the commit; publishing never throws (a finished plan may earn a badge).
  if (saved?.state === 'done')
    await publish(ctx, 'action-plan-step-done', {
      userId: caller.uid,
      courseId: step.course_id,
      stepId: step.id,
    });
  return { stepId: step.id, courseId: step.course_id, progress: progressOf(step, saved) };
}
