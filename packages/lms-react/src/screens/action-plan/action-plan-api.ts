// Server data of the action-plan screens (issue 8): one step with the student's own state, the whole plan of a
// course, the student's plans (dashboard), saving their state, and the session the sign-in popup makes for a frame.
// Saving answers with the new state, which replaces the cached step's at once; the plan and the list refetch.
import type { OperationInput, OperationOutput } from '@lms/core';
import { lmsApi, operationCall } from '../../store/lms-api';

const api = lmsApi.enhanceEndpoints({ addTagTypes: ['ActionPlan'] });
/** Whole plans and the list of plans: what a change of state makes stale (the open step is updated in place). */
const PLANS = { type: 'ActionPlan' as const, id: 'plans' };

export const actionPlanApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getActionPlanStep: builder.query<
      OperationOutput<'getActionPlanStep'>,
      OperationInput<'getActionPlanStep'>
    >({
      query: (input) => operationCall('getActionPlanStep', input),
      providesTags: (_result, _error, input) => [{ type: 'ActionPlan', id: `step:${input.stepId}` }],
    }),
    getMyActionPlan: builder.query<OperationOutput<'getMyActionPlan'>, OperationInput<'getMyActionPlan'>>({
      query: (input) => operationCall('getMyActionPlan', input),
      providesTags: [PLANS],
    }),
    listMyActionPlans: builder.query<
      OperationOutput<'listMyActionPlans'>,
      OperationInput<'listMyActionPlans'>
    >({
      query: (input) => operationCall('listMyActionPlans', input),
      providesTags: [PLANS],
    }),
    updateMyActionPlanStep: builder.mutation<
      OperationOutput<'updateMyActionPlanStep'>,
      OperationInput<'updateMyActionPlanStep'>
    >({
      query: (input) => operationCall('updateMyActionPlanStep', input),
      async onQueryStarted(input, { dispatch, queryFulfilled }) {
        let result: OperationOutput<'updateMyActionPlanStep'>;
        try {
          ({ data: result } = await queryFulfilled);
        } catch {
          return; // The screen shows the failure.
        }
        dispatch(
          actionPlanApi.util.updateQueryData('getActionPlanStep', { stepId: input.stepId }, (view) => {
            view.progress = result.progress;
          }),
        );
        // The outline and the dashboard count steps by state: only those refetch, never the open step.
        dispatch(actionPlanApi.util.invalidateTags([PLANS]));
      },
    }),
    createFrameSession: builder.mutation<
      OperationOutput<'createFrameSession'>,
      OperationInput<'createFrameSession'>
    >({
      query: (input) => operationCall('createFrameSession', input),
    }),
  }),
});

export const {
  useGetActionPlanStepQuery,
  useGetMyActionPlanQuery,
  useListMyActionPlansQuery,
  useUpdateMyActionPlanStepMutation,
  useCreateFrameSessionMutation,
} = actionPlanApi;
