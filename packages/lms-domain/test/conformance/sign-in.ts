// Signed-in test users on a host with the built-in identity provider: creates the account (or reuses it) and issues
// real tokens through the same session code as a sign-in, without the password hashing time.
import type { DomainContext } from '@lms/domain';
import { issueSession } from '@lms/domain/internal/auth/sessions';
import { findUserByEmail, insertUser } from '@lms/domain/internal/users/user-records';

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
  const email = options.email.trim().toLowerCase();
  const role = options.admin ? 'admin' : 'user';
  let user = await findUserByEmail(ctx, email);
  if (!user) {
    user = await insertUser(ctx, {
      email,
      emailVerified: true,
      displayName: options.displayName ?? null,
      provider: 'password',
      role,
    });
  } else if (user.role !== role) {
    await ctx.db.updateTable('users').set({ role }).where('uid', '=', user.uid).execute();
    user = { ...user, role };
  }
  const tokens = await issueSession(ctx, user, { provider: 'password' });
  return { uid: user.uid, idToken: tokens.idToken, refreshToken: tokens.refreshToken };
}
