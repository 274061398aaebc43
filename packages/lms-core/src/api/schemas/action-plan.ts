// Action plans: a course's ordered steps (title, Markdown body, checklist, optional due offset) and each enrolled
// student's own state per step. Admins see steps as they edit them; students see one step with their own progress.
import { z } from 'zod';
import { pageSchema } from './course';

export const ACTION_PLAN_STEP_STATES = ['not-started', 'in-progress', 'done'] as const;
export const actionPlanStepStateSchema = z.enum(ACTION_PLAN_STEP_STATES);
export type ActionPlanStepState = z.output<typeof actionPlanStepStateSchema>;

import { ACTION_PLAN_LIMITS, MY_ACTION_PLANS_PAGE_SIZE } from './action-plan-limits';

export { ACTION_PLAN_LIMITS, MY_ACTION_PLANS_PAGE_SIZE };

const id = z.string().min(1).max(128);

export const checklistItemSchema = z.object({ id: z.string(), text: z.string() });
export type ChecklistItem = z.output<typeof checklistItemSchema>;

/** What an admin sends for a checklist: an item keeps its id (and students' ticks) when it is given back. */
export const checklistItemInputSchema = z
  .object({
    id: z.string().trim().min(1).max(64).optional(),
    text: z.string().trim().min(1, 'Write the checklist item.').max(ACTION_PLAN_LIMITS.itemLength),
  })
  .strict();

export const checklistInputSchema = z
  .array(checklistItemInputSchema)
  .max(ACTION_PLAN_LIMITS.checklistItems)
  .refine(
    (items) => {
      const ids = items.flatMap((item) => (item.id === undefined ? [] : [item.id]));
      return new Set(ids).size === ids.length;
    },
    { message: 'Each checklist item id may appear only once.' },
  );

export const stepTitleSchema = z
  .string()
  .trim()
  .min(1, 'Enter a step title.')
  .max(ACTION_PLAN_LIMITS.titleLength);
export const stepBodySchema = z.string().max(ACTION_PLAN_LIMITS.bodyLength);
/** Days after enrolment when the step is due; null means no due date. */
export const dueOffsetDaysSchema = z.number().int().min(0).max(ACTION_PLAN_LIMITS.dueOffsetDays).nullable();

/** A step as the editor sees it. */
export const adminActionPlanStepSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  position: z.number().int().min(0),
  title: z.string(),
  body: z.string(),
  checklist: z.array(checklistItemSchema),
  dueOffsetDays: z.number().int().min(0).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminActionPlanStep = z.output<typeof adminActionPlanStepSchema>;

/** Every admin change answers with the whole plan, so the editor never shows a stale order. */
export const adminActionPlanSchema = z.object({
  courseId: z.string(),
  steps: z.array(adminActionPlanStepSchema),
});
export type AdminActionPlan = z.output<typeof adminActionPlanSchema>;

export const createActionPlanStepInputSchema = z
  .object({
    courseId: id,
    title: stepTitleSchema,
    body: stepBodySchema.default(''),
    checklist: checklistInputSchema.default([]),
    dueOffsetDays: dueOffsetDaysSchema.default(null),
    /** Where to insert; past the end or absent means at the end. */
    position: z.number().int().min(0).max(100_000).optional(),
  })
  .strict();

export const updateActionPlanStepInputSchema = z
  .object({
    stepId: id,
    patch: z
      .object({
        title: stepTitleSchema.optional(),
        body: stepBodySchema.optional(),
        checklist: checklistInputSchema.optional(),
        dueOffsetDays: dueOffsetDaysSchema.optional(),
      })
      .strict()
      .refine((patch) => Object.keys(patch).length > 0, { message: 'Change at least one field.' }),
  })
  .strict();

/** One student's own state in one step. Times are ISO strings; null until it happened. */
export const actionPlanStepProgressSchema = z.object({
  state: actionPlanStepStateSchema,
  checkedItemIds: z.array(z.string()),
  note: z.string(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type ActionPlanStepProgress = z.output<typeof actionPlanStepProgressSchema>;

export const actionPlanCourseSchema = z.object({ id: z.string(), slug: z.string(), title: z.string() });

/** One step for a student (or an admin's preview), with its neighbours for previous/next links. */
export const actionPlanStepViewSchema = z.object({
  course: actionPlanCourseSchema,
  step: z.object({
    id: z.string(),
    position: z.number().int().min(0),
    title: z.string(),
    body: z.string(),
    checklist: z.array(checklistItemSchema),
    dueOffsetDays: z.number().int().min(0).nullable(),
  }),
  stepCount: z.number().int().min(1),
  previousStepId: z.string().nullable(),
  nextStepId: z.string().nullable(),
  /** The enrolment date plus the due offset; null without either. */
  dueAt: z.string().nullable(),
  /** The caller's own state; null for an administrator previewing a course they are not enrolled in. */
  progress: actionPlanStepProgressSchema.nullable(),
});
export type ActionPlanStepView = z.output<typeof actionPlanStepViewSchema>;

export const myActionPlanStepSchema = z.object({
  id: z.string(),
  position: z.number().int().min(0),
  title: z.string(),
  checklistCount: z.number().int().min(0),
  checkedCount: z.number().int().min(0),
  dueOffsetDays: z.number().int().min(0).nullable(),
  dueAt: z.string().nullable(),
  state: actionPlanStepStateSchema,
  completedAt: z.string().nullable(),
});

export const myActionPlanSchema = z.object({
  course: actionPlanCourseSchema,
  steps: z.array(myActionPlanStepSchema),
  counts: z.object({
    total: z.number().int().min(0),
    done: z.number().int().min(0),
    inProgress: z.number().int().min(0),
  }),
  /** True for an administrator who is not enrolled: nothing is stored for them. */
  preview: z.boolean(),
});
export type MyActionPlan = z.output<typeof myActionPlanSchema>;

/** One course's plan in the caller's list of plans (the dashboard): progress and where to go next. */
export const myActionPlanSummarySchema = z.object({
  course: actionPlanCourseSchema,
  counts: z.object({
    total: z.number().int().min(1),
    done: z.number().int().min(0),
    inProgress: z.number().int().min(0),
  }),
  /** The first step that is not done, or the first step when every step is done. */
  nextStepId: z.string(),
  /** The earliest due date among the steps that are not done; null without one. */
  nextDueAt: z.string().nullable(),
});
export type MyActionPlanSummary = z.output<typeof myActionPlanSummarySchema>;

/** A page of the caller's plans, most recently enrolled first. */
export const myActionPlanListSchema = pageSchema(myActionPlanSummarySchema);

export const myActionPlanListInputSchema = z
  .object({
    page: z.number().int().min(1).max(100_000).default(1),
    pageSize: z.number().int().min(1).max(100).default(MY_ACTION_PLANS_PAGE_SIZE),
  })
  .strict();

export const updateMyActionPlanStepInputSchema = z
  .object({
    stepId: id,
    state: actionPlanStepStateSchema.optional(),
    /** The ticked items, all of them (not a change list): the last save wins, as in a form. */
    checkedItemIds: z
      .array(z.string().min(1).max(64))
      .max(ACTION_PLAN_LIMITS.checklistItems)
      .refine((ids) => new Set(ids).size === ids.length, { message: 'An item may be ticked only once.' })
      .optional(),
    note: z.string().max(ACTION_PLAN_LIMITS.noteLength).optional(),
  })
  .strict()
  .refine(
    (input) => input.state !== undefined || input.checkedItemIds !== undefined || input.note !== undefined,
    { message: 'Send a state, the ticked items or a note.' },
  );

export const updateMyActionPlanStepResultSchema = z.object({
  stepId: z.string(),
  courseId: z.string(),
  progress: actionPlanStepProgressSchema,
});
