// The running server's version, from its /api/version.
import type { BackendVersion } from '../host-backend';
import { fetchServerVersion } from '../../server-version';

export const backendVersion: BackendVersion = fetchServerVersion;
