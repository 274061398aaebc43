// RTK Query endpoints of the course editor's action-plan section. Every change answers with the whole plan, which
// replaces the cached one (no refetch, never a stale order); students' cached steps and plans become stale.
import type { AdminActionPlan, OperationInput, OperationName, OperationOutput } from '@lms/core';
import { lmsApi, operationCall } from '../../../store/lms-api';

const api = lmsApi.enhanceEndpoints({ addTagTypes: ['ActionPlan'] });

type PlanChange = {
  [N in OperationName]: OperationOutput<N> extends AdminActionPlan ? N : never;
}[OperationName];

export const actionPlanAdminApi = api.injectEndpoints({
  endpoints: (builder) => {
    function planChange<N extends PlanChange>(name: N) {
      return builder.mutation<AdminActionPlan, OperationInput<N>>({
        query: (input) => operationCall(name, input),
        invalidatesTags: ['ActionPlan'],
        async onQueryStarted(_input, { dispatch, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            dispatch(
              actionPlanAdminApi.util.upsertQueryData(
                'adminListActionPlanSteps',
                { courseId: data.courseId },
                data,
              ),
            );
          } catch {
            // The caller shows the failure.
          }
        },
      });
    }
    return {
      adminListActionPlanSteps: builder.query<AdminActionPlan, OperationInput<'adminListActionPlanSteps'>>({
        query: (input) => operationCall('adminListActionPlanSteps', input),
      }),
      createActionPlanStep: planChange('createActionPlanStep'),
      updateActionPlanStep: planChange('updateActionPlanStep'),
      deleteActionPlanStep: planChange('deleteActionPlanStep'),
      reorderActionPlanSteps: planChange('reorderActionPlanSteps'),
    };
  },
});

export const {
  useAdminListActionPlanStepsQuery,
  useCreateActionPlanStepMutation,
  useUpdateActionPlanStepMutation,
  useDeleteActionPlanStepMutation,
  useReorderActionPlanStepsMutation,
} = actionPlanAdminApi;
