import { useCallback } from 'react';
import { pathFor } from '@lms/core';
import { useLmsNavigation } from '../../navigation/useLmsNavigation';
import { useLmsRuntime } from '../../runtime/useLmsRuntime';

/**
 * After a sign-in, goes where lms-core's navigation guard sends a signed-in visitor of the login page (rule 2): the
 * requested path when it is safe and not a guest page, otherwise the admins' or everyone else's default. Asking the
 * guard keeps that rule in lms-core, and works the same under a host's own router.
 */
export function useContinueAfterSignIn(): (requestedPath: string | null) => Promise<void> {
  const runtime = useLmsRuntime();
  const navigation = useLmsNavigation();
  return useCallback(
    async (requestedPath: string | null) => {
      const search = requestedPath === null ? '' : `?redirect=${encodeURIComponent(requestedPath)}`;
      const decision = await runtime.decideNavigation({
        pathname: pathFor(runtime.routes, 'login'),
        search,
        hash: '',
      });
      const destination =
        decision.kind === 'redirect' ? decision.location : pathFor(runtime.routes, 'landing');
      navigation.navigate(destination, { replace: true });
    },
    [runtime, navigation],
  );
}
