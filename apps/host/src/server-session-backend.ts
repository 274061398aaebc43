// The part of the self-hosted server's back end that signs in and calls operations (lms-core's server adapters),
// without file storage: all the framed action-plan step and the plain landing page need (server-backend.ts adds
// storage for the app).
import {
  browserNetwork,
  openProviderPopup,
  serverAuth,
  serverFunctions,
  type IdTokenSource,
} from '@lms/core';
import type { SessionOnlyBackend } from '@lms/react/landing';

export function serverSessionBackend(baseUrl: string): (getIdToken: IdTokenSource) => SessionOnlyBackend {
  return (getIdToken) => ({
    auth: serverAuth({
      baseUrl,
      network: browserNetwork,
      openPopup: (provider) => openProviderPopup({ baseUrl, provider }),
    }),
    functions: serverFunctions({ baseUrl, getIdToken, network: browserNetwork }),
  });
}
