// The back end of the host app: the self-hosted lms-server, through lms-core's server adapters.
import { createServerStorage, type BackendPort, type IdTokenSource } from '@lms/core';
import { serverSessionBackend } from './server-session-backend';

/** A back-end factory for <LmsProvider>: the functions and storage adapters need the session's ID token. */
export function serverBackend(baseUrl: string): (getIdToken: IdTokenSource) => BackendPort {
  const session = serverSessionBackend(baseUrl);
  return (getIdToken) => ({ ...session(getIdToken), storage: createServerStorage({ baseUrl, getIdToken }) });
}
