// Server data of the action-plan screens (issue 8; the student dashboard lists the plans too): the whole plan of a course, the student's plans (dashboard) and
// the session the sign-in popup makes for a frame. One step and the changes to it are lms-core's step session
// (useStepSession); a kept change makes the plans refetch (plansChanged).
import type { OperationInput, OperationOutput } from '@lms/core';
import { lmsApi, operationCall } from '../lms-api';

const api = lmsApi.enhanceEndpoints({ addTagTypes: ['ActionPlan'] });
/** Whole plans and the list of plans: what a change of state makes stale (the open step takes the answer in its session). */
const PLANS = { type: 'ActionPlan' as const, id: 'plans' };

export const actionPlanApi = api.injectEndpoints({
  endpoints: (builder) => ({
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
    createFrameSession: builder.mutation<
      OperationOutput<'createFrameSession'>,
      OperationInput<'createFrameSession'>
    >({
      query: (input) => operationCall('createFrameSession', input),
    }),
  }),
});

export const { useGetMyActionPlanQuery, useListMyActionPlansQuery, useCreateFrameSessionMutation } =
  actionPlanApi;

/** A change of the student's state in a step was kept: the plans, which count steps by state, refetch. */
export const plansChanged = () => actionPlanApi.util.invalidateTags([PLANS]);
