// The back end of the host app: the self-hosted lms-server, through lms-core's server adapters.
import {
  createServerStorage,
  openProviderPopup,
  serverAuth,
  serverFunctions,
  type BackendPort,
  type IdTokenSource,
} from '@lms/core';
import { browserNetwork } from './browser-network';

/** A back-end factory for <LmsProvider>: the functions and storage adapters need the session's ID token. */
export function serverBackend(baseUrl: string): (getIdToken: IdTokenSource) => BackendPort {
  return (getIdToken) => ({
    auth: serverAuth({
      baseUrl,
      network: browserNetwork,
      openPopup: (provider) => openProviderPopup({ baseUrl, provider }),
    }),
    functions: serverFunctions({ baseUrl, getIdToken, network: browserNetwork }),
    storage: createServerStorage({ baseUrl, getIdToken }),
  });
}
