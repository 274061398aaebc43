// The signed-in user's enrolments, kept from the latest listMyEnrollments answer: the auto-landing check (guard
// rule 4) and the progress-cache cleanup read them without waiting for a screen to ask.
import { createSlice } from '@reduxjs/toolkit';
import type { Enrollment } from '@lms/core';
import { authChanged } from './auth-slice';
import { lmsApi } from './lms-api';

export interface EnrollmentsState {
  /** Whose enrolments these are; null when signed out. */
  uid: string | null;
  /** null until loaded for `uid`. */
  items: Enrollment[] | null;
}

const initialState: EnrollmentsState = { uid: null, items: null };

export const enrollmentsSlice = createSlice({
  name: 'enrollments',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(authChanged, (state, action) => {
        const uid = action.payload.user?.uid ?? null;
        // Another user's enrolments must never answer for this one.
        if (uid !== state.uid) return { uid, items: null };
        return state;
      })
      .addMatcher(lmsApi.endpoints.listMyEnrollments.matchFulfilled, (state, action) => {
        if (state.uid !== null && action.meta.arg.originalArgs.uid === state.uid)
          state.items = action.payload;
      });
  },
});
