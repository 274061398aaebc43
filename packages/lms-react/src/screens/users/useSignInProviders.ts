import { useEffect, useState } from 'react';
import type { OAuthProviderId } from '@lms/core';
import { useLmsRuntime } from '../../runtime/useLmsRuntime';

export type ProviderAvailability = Record<OAuthProviderId, boolean>;

export interface SignInProvidersState {
  /** Which popup providers the back end has configured; null while asking. */
  available: ProviderAvailability | null;
}

// When the back end cannot say, offering both is better than hiding a way in: a provider that is really missing
// answers auth/operation-not-allowed, which the screen explains.
const ASSUME_AVAILABLE: ProviderAvailability = { google: true, microsoft: true };

/** Asks the back end (AuthPort.getProviders) which popup sign-in methods work here. */
export function useSignInProviders(): SignInProvidersState {
  const { backend, logger } = useLmsRuntime();
  const [available, setAvailable] = useState<ProviderAvailability | null>(null);

  useEffect(() => {
    let current = true;
    backend.auth.getProviders().then(
      (providers) => {
        if (current) setAvailable(providers);
      },
      (error: unknown) => {
        logger.warn('Could not read the configured sign-in providers; offering them all', error);
        if (current) setAvailable(ASSUME_AVAILABLE);
      },
    );
    return () => {
      current = false;
    };
  }, [backend, logger]);

  return { available };
}
