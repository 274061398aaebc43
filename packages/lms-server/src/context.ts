// What every server module receives: the database, the configuration, a logger and the clock. Nothing here keeps
// per-request or per-user state in memory, so several server copies can share one PostgreSQL database.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerConfig } from './config';
import type { Database } from './db/schema';

export type DatabaseDialect = 'sqlite' | 'postgres';

export interface ServerContext {
  db: Kysely<Database>;
  dialect: DatabaseDialect;
  config: ServerConfig;
  log: FastifyBaseLogger;
  /** Milliseconds since the epoch; injected so expiry rules are testable without waiting. */
  now(): number;
}

/** The signed-in user making a request, taken from a verified ID token. */
export interface Caller {
  uid: string;
  email: string;
  /** The token's admin claim (spec section 6). */
  admin: boolean;
  /** When the user last proved who they are (seconds since the epoch, as in the token's auth_time). */
  authTime: number;
  /** password, google.com or microsoft.com. */
  provider: string;
}
