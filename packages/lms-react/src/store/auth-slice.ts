// The Redux mirror of lms-core's auth store. lms-core stays the source of truth; this copy lets selectors and
// RTK Query listeners react to sign-in and sign-out like any other state.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthSnapshot } from '@lms/core';

export type AuthState = AuthSnapshot;

const initialState: AuthState = { user: null, isAuthenticated: false, isLoading: true, isAdmin: false };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    authChanged: (_state, action: PayloadAction<AuthSnapshot>) => ({
      user: action.payload.user ? { ...action.payload.user } : null,
      isAuthenticated: action.payload.isAuthenticated,
      isLoading: action.payload.isLoading,
      isAdmin: action.payload.isAdmin,
    }),
  },
});

export const { authChanged } = authSlice.actions;
