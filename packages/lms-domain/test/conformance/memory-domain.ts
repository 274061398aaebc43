// A DomainContext on a fresh in-memory SQLite database (Kysely's SqliteDialect over better-sqlite3, migrated with the
// domain's migrations), files in memory, no relay, a silent log: the domain without a host, with the identity
// provider a test chooses. The domain's own tests use the built-in provider; lms-firebase's, Firebase Auth.
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { DEFAULT_PASSWORD_POLICY } from '@lms/core';
import {
  createMemoryFileBytes,
  migrateToLatest,
  type Database as Schema,
  type DomainConfig,
  type DomainContext,
  type DomainLog,
  type IdentityProvider,
  type MemoryFileBytes,
} from '@lms/domain';

export const MEMORY_DOMAIN_CONFIG: DomainConfig = {
  publicUrl: 'http://lms.test',
  adminEmail: null,
  oidc: {},
  passwordPolicy: { ...DEFAULT_PASSWORD_POLICY },
  embedOrigins: [],
  libraryOrigins: [],
  payments: { stripe: null, sandbox: true },
};

const quiet = () => undefined;
const silentLog: DomainLog = { error: quiet, warn: quiet, info: quiet, debug: quiet };

export type MemoryDomainContext = DomainContext & { fileBytes: MemoryFileBytes };

export async function openMemoryDomain(options: {
  identity: IdentityProvider<DomainContext>;
  now?: () => number;
}): Promise<{ ctx: MemoryDomainContext; close(): Promise<void> }> {
  const sqlite = new Database(':memory:');
  // As the server opens its database: the schema's foreign keys are rules the domain counts on.
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: sqlite }) });
  await migrateToLatest(db);
  const ctx: MemoryDomainContext = {
    db,
    dialect: 'sqlite',
    config: MEMORY_DOMAIN_CONFIG,
    log: silentLog,
    now: options.now ?? (() => Date.now()),
    identity: options.identity,
    mailTransport: null,
    paymentProviders: null,
    fileBytes: createMemoryFileBytes(),
  };
  return { ctx, close: () => db.destroy() };
}
