// The self-hosted server's back end: lms-core's server adapters against the page's own origin.
import type { HostBackend } from './host-backend';
import { serverBackend } from '../server-backend';
import { serverSessionBackend } from '../server-session-backend';
import { fetchServerVersion } from '../server-version';

export const hostBackend: HostBackend = {
  app: serverBackend,
  session: serverSessionBackend,
  version: fetchServerVersion,
};
