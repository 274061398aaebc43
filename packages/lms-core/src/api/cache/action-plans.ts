// How clients call and cache the action-plans area's operations (cache-rules.ts). One step and the changes to it
// are lms-core's step session (action-plans/), which calls the back end itself.
import type { actionPlanOperations } from '../operations/action-plans';
import { cacheKinds, defineAreaCache } from './cache-rules';

const kinds = cacheKinds(['ActionPlan']);
/** Whole plans and the list of plans: what a change of a student's state makes stale. */
export const ACTION_PLANS_KEY = { kind: kinds.ActionPlan, id: 'plans' } as const;
/**
 * An author's change: every cached plan and step is stale, even after a refusal. It answers with the whole plan,
 * which lms-react puts in the editor's cache (its endpoint behaviours).
 */
const planChange = { call: 'write', changes: [kinds.ActionPlan], evenWhenRefused: true } as const;

export const actionPlansCache = defineAreaCache<typeof actionPlanOperations>()(kinds, {
  getActionPlanStep: { call: 'read' },
  getMyActionPlan: { call: 'read', provides: [ACTION_PLANS_KEY] },
  listMyActionPlans: { call: 'read', provides: [ACTION_PLANS_KEY] },
  updateMyActionPlanStep: { call: 'write', changes: [ACTION_PLANS_KEY] },
  adminListActionPlanSteps: { call: 'read' },
  createActionPlanStep: planChange,
  updateActionPlanStep: planChange,
  deleteActionPlanStep: planChange,
  reorderActionPlanSteps: planChange,
  getLaunchParameters: { call: 'read' },
});
