// The deployed build's version: the Firebase build writes it beside its pages (vite.config.ts), as Hosting serves
// no /api/version.
import type { BackendVersion } from '../host-backend';
import { fetchVersionAt } from '../../fresh-json';
import { VERSION_FILE } from './firebase-backend';

export const backendVersion: BackendVersion = (origin) => fetchVersionAt(`${origin}/${VERSION_FILE}`);
