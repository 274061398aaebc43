import type { LmsDispatch, LmsState, LmsStore } from './create-lms-store';
import { useLmsReduxDispatch, useLmsReduxSelector, useLmsReduxStore } from './redux-context';

/** Typed Redux hooks of the library's store (its own context: docs/decisions.md, issue 31 part 3). */
export const useLmsDispatch = useLmsReduxDispatch.withTypes<LmsDispatch>();
export const useLmsSelector = useLmsReduxSelector.withTypes<LmsState>();
export const useLmsStore = useLmsReduxStore.withTypes<LmsStore>();
