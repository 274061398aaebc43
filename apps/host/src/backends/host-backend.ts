// What a build of the host app talks to, chosen when it is built: the self-hosted server (backends/server/, the
// default) or Firebase (backends/firebase/, `npm run build:firebase`). Pages import `#backend/app`,
// `#backend/session` or `#backend/version` (package.json `imports`), so a build bundles one back end's code and
// never the other's, and a page only the part it uses (the framed step takes no file storage).
import type { BackendPort } from '@lms/core';
import type { SessionOnlyBackend } from '@lms/react/landing';
import type { BackendFactory } from '../boot-steps';

/** The whole back end of the app's pages; `origin` is the page's. */
export type AppBackend = (
  origin: string,
) => BackendFactory<BackendPort> | Promise<BackendFactory<BackendPort>>;

/** What the landing page and the framed step need: sign-in and operations, no file storage. */
export type SessionBackend = (
  origin: string,
) => BackendFactory<SessionOnlyBackend> | Promise<BackendFactory<SessionOnlyBackend>>;

/** The version the back end serves, which the boot compares with this bundle's. */
export type BackendVersion = (origin: string) => Promise<string>;
