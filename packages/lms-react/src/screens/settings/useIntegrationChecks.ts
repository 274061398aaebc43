import { useCallback, useState } from 'react';
import { INTEGRATION_CHECKS, type IntegrationCheckName, type IntegrationCheckResult } from '@lms/core';
import { useRunIntegrationCheckMutation } from './settings-api';

/** Where one check is: never run, running, answered, or the call itself failed (network, session). */
export type CheckState =
  | { kind: 'idle' }
  | { kind: 'running' }
  | { kind: 'done'; result: IntegrationCheckResult }
  | { kind: 'error'; error: unknown };

export interface IntegrationChecks {
  states: Record<IntegrationCheckName, CheckState>;
  run: (check: IntegrationCheckName) => Promise<void>;
  /** One after the other: the machine under test is not also asked to do everything at once. */
  runAll: () => Promise<void>;
  anyRunning: boolean;
}

const idle = () =>
  Object.fromEntries(INTEGRATION_CHECKS.map((check) => [check, { kind: 'idle' }])) as Record<
    IntegrationCheckName,
    CheckState
  >;

export function useIntegrationChecks(): IntegrationChecks {
  const [trigger] = useRunIntegrationCheckMutation();
  const [states, setStates] = useState(idle);
  const set = (check: IntegrationCheckName, state: CheckState) =>
    setStates((previous) => ({ ...previous, [check]: state }));

  const run = useCallback(
    async (check: IntegrationCheckName) => {
      set(check, { kind: 'running' });
      try {
        set(check, { kind: 'done', result: await trigger({ check }).unwrap() });
      } catch (error) {
        set(check, { kind: 'error', error });
      }
    },
    [trigger],
  );

  const runAll = useCallback(async () => {
    for (const check of INTEGRATION_CHECKS) await run(check);
  }, [run]);

  return {
    states,
    run,
    runAll,
    anyRunning: Object.values(states).some((state) => state.kind === 'running'),
  };
}
