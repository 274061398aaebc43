// The self-hosted server's whole back end for the app's pages (lms-core's server adapters, file storage included).
import type { AppBackend } from '../host-backend';
import { serverBackend } from '../../server-backend';

export const appBackend: AppBackend = serverBackend;
