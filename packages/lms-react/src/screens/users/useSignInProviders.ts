import { useEffect, useState } from 'react';
import type { OAuthProviderId } from '@lms/core';
import { useLmsRuntime } from '../../runtime/useLmsRuntime';

export type ProviderAvailability = Record<OAuthProviderId, boolean>;

export interface SignInProvidersState {
  /** Which popup providers the back end offers; null while asking. */
  available: ProviderAvailability | null;
}

// When the back end cannot say, no button is better than a dead one: the e-mail form and the mailed link still
// work, and the next visit asks again.
const NONE_KNOWN: ProviderAvailability = { google: false, microsoft: false };

/** Asks the back end (AuthPort.getProviders) which popup sign-in methods are set up and switched on here. */
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
        logger.warn('Could not read the offered sign-in providers; showing none', error);
        if (current) setAvailable(NONE_KNOWN);
      },
    );
    return () => {
      current = false;
    };
  }, [backend, logger]);

  return { available };
}
