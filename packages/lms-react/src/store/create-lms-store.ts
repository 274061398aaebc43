import { combineReducers, configureStore } from '@reduxjs/toolkit';
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

export type LmsState = ReturnType<typeof rootReducer>;

export function createLmsStore(extra: LmsThunkExtra) {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(lmsApi.middleware),
  });
}

export type LmsStore = ReturnType<typeof createLmsStore>;
export type LmsDispatch = LmsStore['dispatch'];
