// The library's own react-redux context: its <Provider> and hooks use this instead of react-redux's default one,
// so a host app with a Redux store of its own keeps it everywhere, even in components it renders inside
// <LmsProvider>, and the library's hooks never read the host's store.
import { createContext } from 'react';
import type { UnknownAction } from '@reduxjs/toolkit';
import {
  createDispatchHook,
  createSelectorHook,
  createStoreHook,
  type ReactReduxContextValue,
} from 'react-redux';

// The action type spelled from @reduxjs/toolkit: by default the published .d.ts would name `redux` (see
// create-lms-store.ts).
export const LmsReduxContext = createContext<ReactReduxContextValue<unknown, UnknownAction> | null>(null);
LmsReduxContext.displayName = 'LmsReduxContext';

export const useLmsReduxDispatch = createDispatchHook(LmsReduxContext);
export const useLmsReduxSelector = createSelectorHook(LmsReduxContext);
export const useLmsReduxStore = createStoreHook(LmsReduxContext);
