import { useEffect, useRef } from 'react';
import type { AuthSnapshot } from '@lms/core';
import type { LmsRuntime } from '../runtime/create-lms-runtime';

/** Only a change of who is signed in, or of their role, can change a guard's answer for the page on screen. */
function guardInputsChanged(previous: AuthSnapshot, next: AuthSnapshot): boolean {
  return (
    !previous.isLoading &&
    (previous.isAuthenticated !== next.isAuthenticated ||
      previous.isAdmin !== next.isAdmin ||
      previous.user?.uid !== next.user?.uid)
  );
}

/** Calls `onChange` when signing in or out (or a role change) may change the guard's answer: both routers re-run it. */
export function useOnGuardInputsChange(runtime: LmsRuntime, onChange: () => void): void {
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    let previous = runtime.session.getSnapshot();
    return runtime.session.subscribe((next) => {
      const changed = guardInputsChanged(previous, next);
      previous = next;
      if (changed) latest.current();
    });
  }, [runtime]);
}
