// The domain on a fresh in-memory database (conformance/memory-domain.ts) with the built-in identity provider, and
// signed-in callers: the domain tested without any host.
import { builtInIdentity, createPasswordAccount, type Caller, type PasswordHasher } from '@lms/domain';
import { openMemoryDomain, type MemoryDomainContext } from '../conformance/memory-domain';

export type TestDomainContext = MemoryDomainContext;

export interface SqliteTestContext {
  ctx: TestDomainContext;
  /** A signed-in caller with a user row (files of profile pictures belong to a user). */
  signUp(email: string, options?: { admin?: boolean }): Promise<Caller>;
  close(): Promise<void>;
}

// Tests sign users in by their Caller, never by password: a reversible "hash" keeps account creation fast.
const plainPasswords: PasswordHasher = {
  hash: async (password) => `plain:${password}`,
  verify: async (password, hash) => hash === `plain:${password}`,
  needsRehash: () => false,
};

export async function createSqliteTestContext(): Promise<SqliteTestContext> {
  const { ctx, close } = await openMemoryDomain({ identity: builtInIdentity(plainPasswords) });
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
    close,
  };
}
