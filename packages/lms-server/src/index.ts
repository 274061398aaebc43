// Public surface of @lms/server: run it (startServer), embed it (createApp), or reuse its parts.
export {
  loadConfig,
  ConfigError,
  packageRoot,
  type ServerConfig,
  type OidcClientConfig,
  type LogLevel,
  type Env,
} from './config';
export type { ServerContext, Caller, DatabaseDialect } from './context';
export { openDatabase, type OpenDatabase } from './db/connection';
export { migrateToLatest, type MigrationReport, type Database } from '@lms/domain';
export { createApp, type AppOptions } from './app';
export { startServer, type RunningServer, type StartServerOptions } from './server';
export { seedDemoCatalogue, type SeedReport } from '@lms/domain';
export { serverDemoAssets, serverPorts, type ServerPorts } from './host-ports';
export type { Handler, HandlerCall, HandlerMap, ParsedInput } from '@lms/domain';
