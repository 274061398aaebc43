// A DomainContext on a fresh in-memory SQLite database (Kysely's own SqliteDialect over better-sqlite3, migrated
// with the domain's migrations), with files kept in memory: the domain tested without any host.
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { DEFAULT_PASSWORD_POLICY } from '@lms/core';
import {
  builtInIdentity,
  createMemoryFileBytes,
  createPasswordAccount,
  migrateToLatest,
  type Caller,
  type Database as Schema,
  type DomainContext,
  type DomainLog,
  type MemoryFileBytes,
  type PasswordHasher,
} from '@lms/domain';

export type TestDomainContext = DomainContext & { fileBytes: MemoryFileBytes };

export interface SqliteTestContext {
  ctx: TestDomainContext;
  /** A signed-in caller with a user row (files of profile pictures belong to a user). */
  signUp(email: string, options?: { admin?: boolean }): Promise<Caller>;
  close(): Promise<void>;
}

const quiet = () => undefined;
const silentLog: DomainLog = { error: quiet, warn: quiet, info: quiet, debug: quiet };

// Tests sign users in by their Caller, never by password: a reversible "hash" keeps account creation fast.
const plainPasswords: PasswordHasher = {
  hash: async (password) => `plain:${password}`,
  verify: async (password, hash) => hash === `plain:${password}`,
  needsRehash: () => false,
};

export async function createSqliteTestContext(): Promise<SqliteTestContext> {
  const sqlite = new Database(':memory:');
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: sqlite }) });
  await migrateToLatest(db);
  const ctx: TestDomainContext = {
    db,
    dialect: 'sqlite',
    config: {
      publicUrl: 'http://lms.test',
      adminEmail: null,
      oidc: {},
      passwordPolicy: { ...DEFAULT_PASSWORD_POLICY },
      embedOrigins: [],
      libraryOrigins: [],
      payments: { stripe: null, sandbox: true },
    },
    log: silentLog,
    now: () => Date.now(),
    identity: builtInIdentity(plainPasswords),
    mailTransport: null,
    paymentProviders: null,
    fileBytes: createMemoryFileBytes(),
  };
  return {
    ctx,
    async signUp(email, options = {}) {
      const user = await createPasswordAccount(ctx, {
        email,
        password: 'correct horse',
        role: options.admin ? 'admin' : 'user',
      });
      return {
        uid: user.uid,
        email: user.email,
        admin: options.admin === true,
        authTime: Math.floor(ctx.now() / 1000),
        provider: 'password',
      };
    },
    close: () => db.destroy(),
  };
}
