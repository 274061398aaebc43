// What every server module receives: the domain's context (database, clock, hashing, mail, payment providers)
// with the server's whole configuration, Fastify's logger and the files' bytes on disk. Nothing here keeps per-request or per-user state in
// memory, so several server copies can share one PostgreSQL database.
import type { FastifyBaseLogger } from 'fastify';
import type { DomainContext } from '@lms/domain';
import type { ServerConfig } from './config';
import type { DiskStore } from './files/disk-store';

export type { Caller, DatabaseDialect } from '@lms/domain';

export interface ServerContext extends DomainContext {
  config: ServerConfig;
  log: FastifyBaseLogger;
  fileBytes: DiskStore;
  /** The database pool's state for metrics (PostgreSQL only). */
  poolStats?: () => PoolStats;
}

export interface PoolStats {
  total: number;
  idle: number;
  /** Queries waiting for a connection: above zero for long, the pool is too small or the database too slow. */
  waiting: number;
}
