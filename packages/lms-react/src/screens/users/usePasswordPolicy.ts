import { useEffect, useState } from 'react';
import { DEFAULT_PASSWORD_POLICY, type PasswordPolicy } from '@lms/core';
import { useLmsRuntime } from '../../runtime/useLmsRuntime';

export interface PasswordPolicyState {
  policy: PasswordPolicy;
  /** True until the back end's policy has arrived; the default policy stands in meanwhile. */
  isLoading: boolean;
}

/** The identity provider's password policy, through lms-core's account service (which falls back to the default). */
export function usePasswordPolicy(): PasswordPolicyState {
  const { accounts } = useLmsRuntime();
  const [state, setState] = useState<PasswordPolicyState>({
    policy: DEFAULT_PASSWORD_POLICY,
    isLoading: true,
  });

  useEffect(() => {
    let current = true;
    void accounts.getPasswordPolicy().then((policy) => {
      if (current) setState({ policy, isLoading: false });
    });
    return () => {
      current = false;
    };
  }, [accounts]);

  return state;
}
