import type { LmsState } from './create-lms-store';
import { lmsApi } from './lms-api';

/** True while any server call is in flight: a query loading a route's data or a mutation. */
export function selectServerBusy(state: LmsState): boolean {
  const api = state[lmsApi.reducerPath];
  return (
    Object.values(api.queries).some((entry) => entry?.status === 'pending') ||
    Object.values(api.mutations).some((entry) => entry?.status === 'pending')
  );
}

export const selectAuth = (state: LmsState) => state.auth;
export const selectEnrollments = (state: LmsState) => state.enrollments.items;
export const selectNotifications = (state: LmsState) => state.notifications.items;
