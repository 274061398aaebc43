import { useSyncExternalStore } from 'react';
import type { AuthSnapshot } from '@lms/core';
import { useLmsRuntime } from './useLmsRuntime';

/** The auth state of spec section 3, read straight from lms-core's session (no render lags behind it). */
export function useAuth(): AuthSnapshot {
  const { session } = useLmsRuntime();
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
}
