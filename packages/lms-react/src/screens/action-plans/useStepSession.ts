import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { createStepSession, type StepSession, type StepSessionSnapshot } from '@lms/core';
import { useLmsRuntime } from '../../runtime/useLmsRuntime';
import { plansChanged } from '../../store/endpoints/action-plans-api';
import { useLmsDispatch } from '../../store/hooks';

/**
 * The student's work on one step (lms-core's step session), loaded on every visit. A kept change refreshes the
 * plan beside the step and the dashboard's plans, which count steps by state.
 */
export function useStepSession(stepId: string): { session: StepSession; snapshot: StepSessionSnapshot } {
  const { backend } = useLmsRuntime();
  const dispatch = useLmsDispatch();
  const session = useMemo(
    () =>
      createStepSession({ functions: backend.functions, stepId, onSaved: () => dispatch(plansChanged()) }),
    [backend.functions, stepId, dispatch],
  );
  useEffect(() => {
    void session.load();
  }, [session]);
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
  return { session, snapshot };
}
