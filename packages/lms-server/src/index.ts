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
export { migrateToLatest, type MigrationReport } from './db/migrate';
export type { Database } from './db/schema';
export { createApp, type AppOptions } from './app';
export { startServer, type RunningServer, type StartServerOptions } from './server';
export { seedDemoCatalogue, type SeedReport } from './seed/seed-demo';
export type { Handler, HandlerCall, HandlerMap, ParsedInput } from './functions/registry';
