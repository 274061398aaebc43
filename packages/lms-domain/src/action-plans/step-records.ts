// Reading action-plan rows and turning them into the contract's shapes. Checklists and ticked items are JSON text
// columns; a value that does not parse is our fault (only this module writes them), so it is an internal error.
import { z } from 'zod';
import { LmsError, type AdminActionPlan, type AdminActionPlanStep, type ChecklistItem } from '@lms/core';
import type { Kysely, Selectable } from 'kysely';
import type { ActionPlanStepsTable, ActionPlanStepStatesTable, Database } from '../db/schema';
import { toIso } from '../catalogue/course-mapping';

export type StepRow = Selectable<ActionPlanStepsTable>;
export type StepStateRow = Selectable<ActionPlanStepStatesTable>;

const storedChecklistSchema = z.array(z.object({ id: z.string(), text: z.string() }));
const storedIdsSchema = z.array(z.string());

export function parseChecklist(row: Pick<StepRow, 'id' | 'checklist'>): ChecklistItem[] {
  const parsed = storedChecklistSchema.safeParse(JSON.parse(row.checklist));
  if (!parsed.success)
    throw new LmsError('functions/internal', `Stored checklist of step ${row.id} is not valid.`);
  return parsed.data;
}

export function parseCheckedIds(row: Pick<StepStateRow, 'step_id' | 'checked_item_ids'>): string[] {
  const parsed = storedIdsSchema.safeParse(JSON.parse(row.checked_item_ids));
  if (!parsed.success)
    throw new LmsError('functions/internal', `Stored ticks of step ${row.step_id} are not valid.`);
  return parsed.data;
}

export function toAdminStep(row: StepRow): AdminActionPlanStep {
  return {
    id: row.id,
    courseId: row.course_id,
    position: row.position,
    title: row.title,
    body: row.body,
    checklist: parseChecklist(row),
    dueOffsetDays: row.due_offset_days,
    createdAt: toIso(Number(row.created_at)),
    updatedAt: toIso(Number(row.updated_at)),
  };
}

/** A course's steps in plan order (position, then id so two rows can never swap between reads). */
export function listCourseSteps(db: Kysely<Database>, courseId: string): Promise<StepRow[]> {
  return db
    .selectFrom('action_plan_steps')
    .selectAll()
    .where('course_id', '=', courseId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function loadAdminPlan(db: Kysely<Database>, courseId: string): Promise<AdminActionPlan> {
  const steps = await listCourseSteps(db, courseId);
  return { courseId, steps: steps.map(toAdminStep) };
}

export async function findStep(db: Kysely<Database>, stepId: string): Promise<StepRow | undefined> {
  return db.selectFrom('action_plan_steps').selectAll().where('id', '=', stepId).executeTakeFirst();
}

export async function requireStep(db: Kysely<Database>, stepId: string): Promise<StepRow> {
  const step = await findStep(db, stepId);
  if (step === undefined) throw new LmsError('functions/not-found', `No action-plan step "${stepId}".`);
  return step;
}

/** Ticked items that still exist on the step, in checklist order: removed items drop out of every count. */
export function currentTicks(checklist: readonly ChecklistItem[], ticked: readonly string[]): string[] {
  const set = new Set(ticked);
  return checklist.filter((item) => set.has(item.id)).map((item) => item.id);
}
