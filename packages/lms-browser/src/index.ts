// Public surface of @lms/browser: the domain hosted in the page (createLocalServer) and the pieces it is made of.
// The sql.js loader for Vite-built pages is the separate entry `@lms/browser/sql-js-browser`.
export {
  createLocalServer,
  LOCAL_SERVER_VERSION,
  type LocalServer,
  type LocalServerOptions,
} from './local-server';
export { DEFAULT_UPLOAD_SIMULATION, type UploadSimulation } from './local-storage';
export {
  DOWNLOAD_WORKER_MESSAGE,
  startDownloadWorker,
  type DownloadWorker,
  type DownloadWorkerOptions,
} from './download-worker';
export { LIVE, type BackendArea, type BackendMode, type ModeScope } from './backend-mode';
export type { MailKind, OutboxMail } from './outbox';
export type { PopupIdentities, PopupIdentity } from './popup-sign-in';
export { openDatabase, type BrowserDatabase, type SqlJsLoader } from './db/connection';
export { SqlJsDialect, type SqlJsDialectConfig } from './db/sql-js-dialect';
export { SqliteError } from './db/sqlite-errors';
export {
  browserPorts,
  consoleLog,
  DEFAULT_PBKDF2_ITERATIONS,
  pbkdf2Passwords,
  type BrowserPorts,
  type BrowserPortsOptions,
  type ConsoleLogLevel,
} from './host-ports';
export { localConfig } from './config';
