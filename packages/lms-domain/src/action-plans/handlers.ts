// Thin handlers of action plans: the callable route parsed the input and enforced access; the rules and SQL live
// in this folder's modules.
import type { HandlerMap } from '../functions/registry';
import { requireCaller } from '../learning/caller';
import { getLaunchParameters } from './launch-parameters';
import { listMyActionPlans } from './my-plans';
import { createStep, deleteStep, listSteps, reorderSteps, updateStep } from './plan-authoring';
import { getActionPlanStep, getMyActionPlan, updateMyActionPlanStep } from './step-progress';

export const actionPlanHandlers = {
  getActionPlanStep: ({ ctx, caller, input }) => getActionPlanStep(ctx, requireCaller(caller), input.stepId),
  getMyActionPlan: ({ ctx, caller, input }) => getMyActionPlan(ctx, requireCaller(caller), input.courseId),
  listMyActionPlans: ({ ctx, caller, input }) => listMyActionPlans(ctx, requireCaller(caller), input),
  updateMyActionPlanStep: ({ ctx, caller, input }) =>
    updateMyActionPlanStep(ctx, requireCaller(caller), input),
  getLaunchParameters: ({ ctx, caller, input }) =>
    getLaunchParameters(ctx, requireCaller(caller), input.stepId),
  adminListActionPlanSteps: ({ ctx, input }) => listSteps(ctx, input.courseId),
  createActionPlanStep: ({ ctx, input }) => createStep(ctx, input),
  updateActionPlanStep: ({ ctx, input }) => updateStep(ctx, input),
  deleteActionPlanStep: ({ ctx, input }) => deleteStep(ctx, input.stepId),
  reorderActionPlanSteps: ({ ctx, input }) => reorderSteps(ctx, input),
} satisfies Partial<HandlerMap>;
