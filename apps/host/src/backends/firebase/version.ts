// The deployed build's version: the Firebase build writes it beside its pages (vite.config.ts), as Hosting serves
// no /api/version.
import { LmsError } from '@lms/core';
import type { BackendVersion } from '../host-backend';
import { fetchJson, VERSION_FILE } from './firebase-backend';

export const backendVersion: BackendVersion = async (origin) => {
  const answer = (await fetchJson(`${origin}/${VERSION_FILE}`)) as { version?: unknown } | null;
  if (typeof answer?.version !== 'string') {
    throw new LmsError('functions/internal', `${VERSION_FILE} names no version`);
  }
  return answer.version;
};
