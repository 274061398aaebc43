// A DomainContext on a fresh in-memory SQLite database, shaped like the server's (lms-server's test context) but
// with Kysely's own SQLite dialect and the ports a test wants: a fast PBKDF2 hasher, no mail relay (mail goes to
// the outbox table), no outside payment provider (the offline sandbox takes payments), a silent log. The browser
// host will build the same shape over sql.js.
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { DEFAULT_PASSWORD_POLICY } from '@lms/core';
import {
  builtInIdentity,
  createMemoryFileBytes,
  migrateToLatest,
  type Database,
  type DomainConfig,
  type DomainContext,
  type DomainLog,
} from '@lms/domain';
import { pbkdf2Passwords } from '@lms/browser';

/** lms-server's loadConfig defaults, with the sandbox on and no Stripe. */
export const TEST_DOMAIN_CONFIG: DomainConfig = {
  publicUrl: 'http://localhost',
  adminEmail: null,
  oidc: {},
  passwordPolicy: { ...DEFAULT_PASSWORD_POLICY },
  embedOrigins: [],
  libraryOrigins: [],
  payments: { stripe: null, sandbox: true },
};

const quiet = () => undefined;
const SILENT_LOG: DomainLog = { error: quiet, warn: quiet, info: quiet, debug: quiet };

export interface TestDomain {
  ctx: DomainContext;
  close(): Promise<void>;
}

export async function createTestDomain(options: { now?: () => number } = {}): Promise<TestDomain> {
  const sqlite = new BetterSqlite3(':memory:');
  // As the server opens its database: the schema's foreign keys are rules the domain counts on.
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  await migrateToLatest(db);
  const ctx: DomainContext = {
    db,
    dialect: 'sqlite',
    config: TEST_DOMAIN_CONFIG,
    log: SILENT_LOG,
    now: options.now ?? (() => Date.now()),
    identity: builtInIdentity(pbkdf2Passwords(1000)),
    mailTransport: null,
    paymentProviders: null,
    fileBytes: createMemoryFileBytes(),
  };
  return { ctx, close: () => db.destroy() };
}
