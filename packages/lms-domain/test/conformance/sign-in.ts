// Signed-in test users on a host with the built-in identity provider: creates the account (or reuses it) and issues
// real tokens through the same session code as a sign-in, without the password hashing time.
import type { DomainContext } from '@lms/domain';
import { issueSession } from '@lms/domain/internal/auth/sessions';
import { findUserByEmail, insertUser } from '@lms/domain/internal/users/user-records';
import type { UserRow } from '@lms/domain/internal/db/schema';

export interface TestUserSession {
  uid: string;
  idToken: string;
  refreshToken: string;
}

/** `admin: true` makes (or keeps) the account an administrator; the ID token then carries admin: true. */
export async function signInTestUser(
  ctx: DomainContext,
  options: { email: string; admin?: boolean; displayName?: string },
): Promise<TestUserSession> {
  const user = await ensureTestAccount(ctx, options);
  const tokens = await issueSession(ctx, user, { provider: 'password' });
  return { uid: user.uid, idToken: tokens.idToken, refreshToken: tokens.refreshToken };
}

/**
 * The platform's account for a test sign-in, made (verified, password provider) or reused, with the role asked for:
 * what every host's `signIn` starts from before its identity provider issues the tokens.
 */
export async function ensureTestAccount(
  ctx: DomainContext,
  options: { email: string; admin?: boolean; displayName?: string },
): Promise<UserRow> {
  const email = options.email.trim().toLowerCase();
  const role = options.admin ? 'admin' : 'user';
  const user = await findUserByEmail(ctx, email);
  if (!user) {
    return insertUser(ctx, {
      email,
      emailVerified: true,
      displayName: options.displayName ?? null,
      provider: 'password',
      role,
    });
  }
  if (user.role === role) return user;
  await ctx.db.updateTable('users').set({ role }).where('uid', '=', user.uid).execute();
  return { ...user, role };
}
