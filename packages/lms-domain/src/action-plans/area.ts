// The action-plans area: a course's steps (admin authoring), each learner's state per step, launch parameters.
import { defineDomainArea } from '../areas/define-area';
import { personalRows } from '../areas/personal-data';
import { actionPlanHandlers } from './handlers';
import * as actionPlans from './migrations/006-action-plans';

export const actionPlansArea = defineDomainArea({
  name: 'action-plans',
  handlers: actionPlanHandlers,
  migrations: { '006-action-plans': actionPlans },
  personalData: async (ctx, uid) => ({
    stepStates: await personalRows(ctx, 'action_plan_step_states', 'user_id', uid),
  }),
});
