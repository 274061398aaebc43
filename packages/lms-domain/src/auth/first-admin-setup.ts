// The first administrator of a fresh install. Without LMS_ADMIN_EMAIL, start-up prints a one-time link to a setup
// page; the page creates the admin (or promotes an existing account whose password is given) and uses up the code.
import { passwordsOf } from './built-in-passwords';
import { API_PATHS, AUTH_ENDPOINTS, LmsError } from '@lms/core';
import type { DomainContext } from '../context';
import type { UserRow } from '../db/schema';
import { findUserByEmail, findUserByUid, insertUser } from '../users/user-records';
import { consumeOobCode, createOobCode } from './oob-codes';
import { preparePasswordAccount } from './password-accounts';

async function hasAdmin(ctx: DomainContext): Promise<boolean> {
  const admin = await ctx.db
    .selectFrom('users')
    .select('uid')
    .where('role', '=', 'admin')
    .limit(1)
    .executeTakeFirst();
  return admin !== undefined;
}

/** The setup URL to print at start, or null when an admin exists or LMS_ADMIN_EMAIL provides one. */
export async function ensureFirstAdminSetup(ctx: DomainContext): Promise<string | null> {
  if (ctx.config.adminEmail !== null || (await hasAdmin(ctx))) return null;
  // Each start prints a fresh code; earlier ones stay valid until they expire, so any printed link works.
  const code = await createOobCode(ctx, { kind: 'ADMIN_SETUP', email: '', uid: null });
  const url = new URL(`${ctx.config.publicUrl}${API_PATHS.auth(AUTH_ENDPOINTS.setupAdmin)}`);
  url.searchParams.set('code', code);
  return url.href;
}

export interface AdminSetupInput {
  code: string;
  email: string;
  password: string;
  displayName?: string;
}

export async function completeAdminSetup(ctx: DomainContext, input: AdminSetupInput): Promise<UserRow> {
  if (await hasAdmin(ctx)) {
    throw new LmsError('auth/operation-not-allowed', 'An administrator already exists; sign in instead');
  }
  const existing = await findUserByEmail(ctx, input.email);
  if (existing) {
    // Promoting an existing account needs its password, or the setup link would hand over someone else's account.
    const matches =
      existing.password_hash !== null &&
      (await passwordsOf(ctx).verify(input.password, existing.password_hash));
    if (!matches) {
      throw new LmsError(
        'auth/email-already-in-use',
        'An account with this e-mail already exists; enter its password to make it the administrator',
      );
    }
    await consumeOobCode(ctx, input.code, 'ADMIN_SETUP');
    await ctx.db
      .updateTable('users')
      .set({ role: 'admin', updated_at: ctx.now() })
      .where('uid', '=', existing.uid)
      .execute();
    return (await findUserByUid(ctx, existing.uid)) ?? existing;
  }
  // Hashed before the transaction so the database is not held for the hashing time.
  const account = await preparePasswordAccount(ctx, {
    email: input.email,
    password: input.password,
    role: 'admin',
    ...(input.displayName === undefined ? {} : { displayName: input.displayName }),
  });
  // Code and account together: a failed insert leaves the code usable.
  return ctx.db.transaction().execute(async (trx) => {
    const scoped = { ...ctx, db: trx };
    await consumeOobCode(scoped, input.code, 'ADMIN_SETUP');
    return insertUser(scoped, account);
  });
}
