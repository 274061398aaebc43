// The part of the self-hosted server's back end that signs in and calls operations (lms-core's server adapters),
// without file storage: all the framed action-plan step needs (server-backend.ts adds storage for the app).
import {
  openProviderPopup,
  serverAuth,
  serverFunctions,
  type BackendPort,
  type IdTokenSource,
} from '@lms/core';
import { browserNetwork } from './browser-network';

export type SessionBackend = Pick<BackendPort, 'auth' | 'functions'>;

export function serverSessionBackend(baseUrl: string): (getIdToken: IdTokenSource) => SessionBackend {
  return (getIdToken) => ({
    auth: serverAuth({
      baseUrl,
      network: browserNetwork,
      openPopup: (provider) => openProviderPopup({ baseUrl, provider }),
    }),
    functions: serverFunctions({ baseUrl, getIdToken, network: browserNetwork }),
  });
}
