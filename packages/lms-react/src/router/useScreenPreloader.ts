import { useMemo } from 'react';
import { matchRoute } from '@lms/core';
import type { LmsRuntime } from '../runtime/create-lms-runtime';
import { prepareScreen } from '../screens/default-screens';

/**
 * What links call on intent: readies the library's screen of an in-app path. Screens a host registered itself
 * are left alone, and so are paths that leave the app.
 */
export function useScreenPreloader(runtime: LmsRuntime): (to: string) => void {
  return useMemo(
    () => (to: string) => {
      if (!to.startsWith('/')) return;
      const name = matchRoute(runtime.routes, new URL(to, 'http://app.invalid').pathname).route.name;
      if (runtime.config.screens?.[name] === undefined) void prepareScreen(name, runtime.i18n);
    },
    [runtime],
  );
}
