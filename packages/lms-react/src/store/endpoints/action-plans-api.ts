// The hooks of the action-plan screens: the whole plan of a course, the student's plans (the dashboard's too), the
// frame's sign-in session. Named from the endpoints lmsApi draws from the contract (store/contract-endpoints.ts):
// none is written here.
import { ACTION_PLANS_KEY, actionPlansCache, embeddingCache } from '@lms/core';
import { tagsOf } from '../contract-endpoints';
import { injectArea, lmsApi } from '../lms-api';

export const { useGetMyActionPlanQuery, useListMyActionPlansQuery } = injectArea(actionPlansCache);
export const { useCreateFrameSessionMutation } = injectArea(embeddingCache);

/** A change of the student's state in a step was kept: the plans, which count steps by state, refetch. */
export const plansChanged = () => lmsApi.util.invalidateTags(tagsOf([ACTION_PLANS_KEY]));
