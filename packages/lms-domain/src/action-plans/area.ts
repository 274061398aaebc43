// The action-plans area: a course's steps (admin authoring), each learner's state per step, launch parameters.
import { defineDomainArea } from '../areas/define-area';
import { nameSteps } from './names';
import { actionPlanHandlers } from './handlers';
import * as actionPlans from './migrations/006-action-plans';

export const actionPlansArea = defineDomainArea({
  name: 'action-plans',
  names: nameSteps,
  handlers: actionPlanHandlers,
  migrations: { '006-action-plans': actionPlans },
  personalData: {
    holdings: [
      { table: 'action_plan_step_states', column: 'user_id', exportAs: 'stepStates', erasure: 'deleted' },
    ],
  },
});
