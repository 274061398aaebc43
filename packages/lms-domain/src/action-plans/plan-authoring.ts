// Administrators author a course's action plan: add, change, delete and reorder steps. Each change is one
// transaction that first locks the course row (PostgreSQL; SQLite has one writer anyway), so two admins' edits of
// one plan run one after the other and positions stay 0..n-1 with no gaps. The course's own version (updated_at)
// is left alone: the plan is edited beside the course details, and bumping it would make their save look stale.
import { newId } from '../platform/random';
import { ACTION_PLAN_LIMITS, LmsError, type AdminActionPlan, type ChecklistItem } from '@lms/core';
import type { DomainContext } from '../context';
import type { ParsedInput } from '../functions/registry';
import { assertSameItems, insertAt } from '../courses/authoring/positions';
import { inTransaction, type Trx } from '../courses/authoring/course-edit-lock';
import { listCourseSteps, loadAdminPlan, parseChecklist, requireStep } from './step-records';

type ChecklistInput = ParsedInput<'createActionPlanStep'>['checklist'];

async function lockCourse(trx: Trx, ctx: DomainContext, courseId: string): Promise<void> {
  let query = trx.selectFrom('courses').select('id').where('id', '=', courseId);
  if (ctx.dialect === 'postgres') query = query.forUpdate();
  if ((await query.executeTakeFirst()) === undefined) {
    throw new LmsError('functions/not-found', `No course "${courseId}".`);
  }
}

async function writeStepPositions(trx: Trx, ids: readonly string[], now: number): Promise<void> {
  const rows =
    ids.length === 0
      ? []
      : await trx
          .selectFrom('action_plan_steps')
          .select(['id', 'position'])
          .where('id', 'in', [...ids])
          .execute();
  const current = new Map(rows.map((row) => [row.id, row.position]));
  for (const [position, id] of ids.entries()) {
    if (current.get(id) === position) continue;
    await trx
      .updateTable('action_plan_steps')
      .set({ position, updated_at: now })
      .where('id', '=', id)
      .execute();
  }
}

/** Short ids (they travel in every tick list), unique within the step. */
function newItemId(used: Set<string>): string {
  for (;;) {
    const id = newId().slice(0, 8);
    if (!used.has(id)) {
      used.add(id);
      return id;
    }
  }
}

/**
 * Items sent back with an id keep it (and students' ticks on it); new items get a fresh id. An id the step does
 * not have is refused: the editor was showing another version of the checklist.
 */
function buildChecklist(input: ChecklistInput, existing: readonly ChecklistItem[]): ChecklistItem[] {
  const known = new Set(existing.map((item) => item.id));
  const unknown = input.flatMap((item) => (item.id !== undefined && !known.has(item.id) ? [item.id] : []));
  if (unknown.length > 0) {
    throw new LmsError(
      'functions/aborted',
      `The checklist changed since you loaded it (unknown items: ${unknown.join(', ')}). Reload and edit again.`,
      { reason: 'stale-checklist', unknown },
    );
  }
  const used = new Set(input.flatMap((item) => (item.id === undefined ? [] : [item.id])));
  return input.map((item) => ({ id: item.id ?? newItemId(used), text: item.text }));
}

export async function createStep(
  ctx: DomainContext,
  input: ParsedInput<'createActionPlanStep'>,
): Promise<AdminActionPlan> {
  await inTransaction(ctx.db, async (trx) => {
    await lockCourse(trx, ctx, input.courseId);
    const steps = await listCourseSteps(trx, input.courseId);
    if (steps.length >= ACTION_PLAN_LIMITS.stepsPerCourse) {
      throw new LmsError(
        'functions/invalid-argument',
        `An action plan has at most ${ACTION_PLAN_LIMITS.stepsPerCourse} steps.`,
        { reason: 'too-many-steps' },
      );
    }
    const id = newId();
    const now = ctx.now();
    await trx
      .insertInto('action_plan_steps')
      .values({
        id,
        course_id: input.courseId,
        position: steps.length,
        title: input.title,
        body: input.body,
        checklist: JSON.stringify(buildChecklist(input.checklist, [])),
        due_offset_days: input.dueOffsetDays,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const order = insertAt(
      steps.map((step) => step.id),
      id,
      input.position,
    );
    await writeStepPositions(trx, order, now);
  });
  return loadAdminPlan(ctx.db, input.courseId);
}

export async function updateStep(
  ctx: DomainContext,
  input: ParsedInput<'updateActionPlanStep'>,
): Promise<AdminActionPlan> {
  const { course_id: courseId } = await requireStep(ctx.db, input.stepId);
  await inTransaction(ctx.db, async (trx) => {
    await lockCourse(trx, ctx, courseId);
    const step = await requireStep(trx, input.stepId);
    const { patch } = input;
    await trx
      .updateTable('action_plan_steps')
      .set({
        ...(patch.title !== undefined ? { title: patch.title } : {}),
        ...(patch.body !== undefined ? { body: patch.body } : {}),
        ...(patch.checklist !== undefined
          ? { checklist: JSON.stringify(buildChecklist(patch.checklist, parseChecklist(step))) }
          : {}),
        ...(patch.dueOffsetDays !== undefined ? { due_offset_days: patch.dueOffsetDays } : {}),
        updated_at: ctx.now(),
      })
      .where('id', '=', step.id)
      .execute();
  });
  return loadAdminPlan(ctx.db, courseId);
}

/** Students' states in the step go with it (ON DELETE CASCADE); the others close the gap. */
export async function deleteStep(ctx: DomainContext, stepId: string): Promise<AdminActionPlan> {
  const { course_id: courseId } = await requireStep(ctx.db, stepId);
  await inTransaction(ctx.db, async (trx) => {
    await lockCourse(trx, ctx, courseId);
    await requireStep(trx, stepId);
    await trx.deleteFrom('action_plan_steps').where('id', '=', stepId).execute();
    const rest = await listCourseSteps(trx, courseId);
    await writeStepPositions(
      trx,
      rest.map((step) => step.id),
      ctx.now(),
    );
  });
  return loadAdminPlan(ctx.db, courseId);
}

export async function reorderSteps(
  ctx: DomainContext,
  input: ParsedInput<'reorderActionPlanSteps'>,
): Promise<AdminActionPlan> {
  await inTransaction(ctx.db, async (trx) => {
    await lockCourse(trx, ctx, input.courseId);
    const steps = await listCourseSteps(trx, input.courseId);
    assertSameItems(
      input.stepIds,
      steps.map((step) => step.id),
      { plural: 'steps', container: 'action plan' },
    );
    await writeStepPositions(trx, input.stepIds, ctx.now());
  });
  return loadAdminPlan(ctx.db, input.courseId);
}

export async function listSteps(ctx: DomainContext, courseId: string): Promise<AdminActionPlan> {
  const course = await ctx.db
    .selectFrom('courses')
    .select('id')
    .where('id', '=', courseId)
    .executeTakeFirst();
  if (course === undefined) throw new LmsError('functions/not-found', `No course "${courseId}".`);
  return loadAdminPlan(ctx.db, courseId);
}
