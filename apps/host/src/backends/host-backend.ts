// What a build of the host app talks to, chosen when it is built: the self-hosted server (server.ts, the default) or
// Firebase (firebase.ts, `npm run build:firebase`). Pages import it as `#backend` (package.json `imports`), so a
// build bundles one back end's code and never the other's.
import type { BackendPort } from '@lms/core';
import type { SessionOnlyBackend } from '@lms/react/landing';
import type { BackendFactory } from '../boot-steps';

export interface HostBackend {
  /** The whole back end of the app's pages; `origin` is the page's. */
  app(origin: string): BackendFactory<BackendPort> | Promise<BackendFactory<BackendPort>>;
  /** What the landing page and the framed step need: sign-in and operations, no file storage. */
  session(origin: string): BackendFactory<SessionOnlyBackend> | Promise<BackendFactory<SessionOnlyBackend>>;
  /** The version the back end serves, which the boot compares with this bundle's. */
  version(origin: string): Promise<string>;
}
