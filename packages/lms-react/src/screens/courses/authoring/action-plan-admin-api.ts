// The hooks of the course editor's action-plan section.
// Named from the endpoints lmsApi draws from the contract (store/contract-endpoints.ts): none is written here.
import { actionPlansCache } from '@lms/core';
import { injectArea } from '../../../store/lms-api';

export const {
  useAdminListActionPlanStepsQuery,
  useCreateActionPlanStepMutation,
  useUpdateActionPlanStepMutation,
  useDeleteActionPlanStepMutation,
  useReorderActionPlanStepsMutation,
} = injectArea(actionPlansCache);
