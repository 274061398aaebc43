// Contract operations of action plans: students read one step or their whole plan and keep their own state per
// step; administrators author a course's steps. The server checks enrolment: only enrolled students (and admins)
// read a step, and a student's state is never readable or writable by anyone else through these operations.
import { z } from 'zod';
import { defineOperation } from '../contract';
import {
  actionPlanStepViewSchema,
  adminActionPlanSchema,
  createActionPlanStepInputSchema,
  myActionPlanListInputSchema,
  myActionPlanListSchema,
  myActionPlanSchema,
  updateActionPlanStepInputSchema,
  updateMyActionPlanStepInputSchema,
  updateMyActionPlanStepResultSchema,
} from '../schemas/action-plan';

const id = z.string().min(1).max(128);
/** A course id or slug, as getCourse accepts. */
const courseRef = z.string().trim().min(1).max(128);

export const getActionPlanStep = defineOperation({
  name: 'getActionPlanStep',
  summary: "One action-plan step with its previous/next steps and the caller's own state in it.",
  input: z.object({ stepId: id }).strict(),
  output: actionPlanStepViewSchema,
  access: 'user',
  refusals: ['not-enrolled'],
});

export const getMyActionPlan = defineOperation({
  name: 'getMyActionPlan',
  summary: "A course's action plan with the caller's state in every step.",
  input: z.object({ courseId: courseRef }).strict(),
  output: myActionPlanSchema,
  access: 'user',
  refusals: ['not-enrolled'],
});

export const listMyActionPlans = defineOperation({
  name: 'listMyActionPlans',
  summary:
    "The caller's action plans, a page at a time: each course they are enrolled in that has steps, with counts and the next step.",
  input: myActionPlanListInputSchema,
  output: myActionPlanListSchema,
  access: 'user',
});

export const updateMyActionPlanStep = defineOperation({
  name: 'updateMyActionPlanStep',
  summary: "Change the caller's own state, ticked checklist items or private note in a step.",
  input: updateMyActionPlanStepInputSchema,
  output: updateMyActionPlanStepResultSchema,
  access: 'user',
  refusals: ['not-enrolled', 'stale-checklist'],
});

export const adminListActionPlanSteps = defineOperation({
  name: 'adminListActionPlanSteps',
  summary: "A course's action-plan steps in order, as the editor shows them.",
  input: z.object({ courseId: id }).strict(),
  output: adminActionPlanSchema,
  access: 'admin',
});

export const createActionPlanStep = defineOperation({
  name: 'createActionPlanStep',
  summary: "Add a step to a course's action plan, at the end or at a position.",
  input: createActionPlanStepInputSchema,
  output: adminActionPlanSchema,
  access: 'admin',
  refusals: ['stale-checklist', 'too-many-steps'],
});

export const updateActionPlanStep = defineOperation({
  name: 'updateActionPlanStep',
  summary:
    "Change a step's title, body, checklist or due offset; items sent back with their id keep students' ticks.",
  input: updateActionPlanStepInputSchema,
  output: adminActionPlanSchema,
  access: 'admin',
  refusals: ['stale-checklist'],
});

export const deleteActionPlanStep = defineOperation({
  name: 'deleteActionPlanStep',
  summary: "Delete a step and every student's state in it.",
  input: z.object({ stepId: id }).strict(),
  output: adminActionPlanSchema,
  access: 'admin',
});

export const reorderActionPlanSteps = defineOperation({
  name: 'reorderActionPlanSteps',
  summary: "Put a course's steps in a new order (every step, each once).",
  input: z.object({ courseId: id, stepIds: z.array(id).max(1000) }).strict(),
  output: adminActionPlanSchema,
  access: 'admin',
  refusals: ['duplicate-ids', 'stale-order'],
});

/** cmi5-style launch parameters for an action-plan step (spec section 7 names it; the landscape gives cmi5's shape). */
export const getLaunchParameters = defineOperation({
  name: 'getLaunchParameters',
  summary: 'cmi5-style launch parameters of an action-plan step for the caller.',
  input: z.object({ stepId: z.string().min(1).max(128) }).strict(),
  output: z.object({
    endpoint: z.string(),
    fetch: z.string(),
    actor: z.object({
      objectType: z.literal('Agent'),
      account: z.object({ homePage: z.string(), name: z.string() }),
    }),
    registration: z.string().uuid(),
    activityId: z.string(),
  }),
  access: 'user',
  refusals: ['not-enrolled'],
});

export const actionPlanOperations = {
  getActionPlanStep,
  getMyActionPlan,
  listMyActionPlans,
  updateMyActionPlanStep,
  adminListActionPlanSteps,
  createActionPlanStep,
  updateActionPlanStep,
  deleteActionPlanStep,
  reorderActionPlanSteps,
  getLaunchParameters,
} as const;
