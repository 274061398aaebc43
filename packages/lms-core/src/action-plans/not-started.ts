import type { ActionPlanStepProgress } from '../api/schemas/action-plan';

/** A student's state in a step they have not started yet: nothing ticked, no note, no dates. */
export function notStartedStepProgress(): ActionPlanStepProgress {
  return {
    state: 'not-started',
    checkedItemIds: [],
    note: '',
    startedAt: null,
    completedAt: null,
    updatedAt: null,
  };
}
