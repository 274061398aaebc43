import {
  combineReducers,
  configureStore,
  type Dispatch,
  type EnhancedStore,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { authSlice } from './auth-slice';
import { enrollmentsSlice } from './enrollments-slice';
import type { LmsThunkExtra } from './functions-base-query';
import { lmsApi } from './lms-api';
import { notificationsSlice } from './notifications-slice';

const rootReducer = combineReducers({
  [authSlice.name]: authSlice.reducer,
  [enrollmentsSlice.name]: enrollmentsSlice.reducer,
  [notificationsSlice.name]: notificationsSlice.reducer,
  [lmsApi.reducerPath]: lmsApi.reducer,
});

// The store's types are written out in @reduxjs/toolkit's own names: inferred, the published .d.ts would name
// `redux` and `redux-thunk`, packages a host does not declare (they come inside @reduxjs/toolkit).
export interface LmsState {
  auth: ReturnType<typeof authSlice.reducer>;
  enrollments: ReturnType<typeof enrollmentsSlice.reducer>;
  notifications: ReturnType<typeof notificationsSlice.reducer>;
  lmsApi: ReturnType<typeof lmsApi.reducer>;
}
export type LmsDispatch = ThunkDispatch<LmsState, LmsThunkExtra, UnknownAction> & Dispatch<UnknownAction>;
export type LmsStore = EnhancedStore<LmsState, UnknownAction> & { dispatch: LmsDispatch };

export function createLmsStore(extra: LmsThunkExtra): LmsStore {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(lmsApi.middleware),
  });
}
