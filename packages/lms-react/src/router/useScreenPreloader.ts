import { useMemo } from 'react';
import { matchRoute } from '@lms/core';
import type { LmsRuntime } from '../runtime/create-lms-runtime';
import { readyPage } from './ready-page';

/** What links call on intent: readies the page of an in-app path (paths that leave the app are left alone). */
export function useScreenPreloader(runtime: LmsRuntime): (to: string) => void {
  return useMemo(
    () => (to: string) => {
      if (!to.startsWith('/')) return;
      const name = matchRoute(runtime.routes, new URL(to, 'http://app.invalid').pathname).route.name;
      void readyPage(runtime, name);
    },
    [runtime],
  );
}
