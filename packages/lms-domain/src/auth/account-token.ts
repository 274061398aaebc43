// The auth endpoints that act on the signed-in account (lookup, update, delete, verification e-mail) take its ID
// token in the body, as Google's identity toolkit does, and answer with auth/ codes.
import { EMBED_SESSION_PROVIDER, LmsError } from '@lms/core';
import type { IdTokenClaims } from '@lms/core';
import type { DomainContext } from '../context';
import type { UserRow } from '../db/schema';
import { ID_TOKEN_REJECTION_MESSAGES, checkIdToken } from './id-token-check';

/** E-mail change, password change and account deletion need a sign-in at most this long ago. */
export const RECENT_LOGIN_MS = 5 * 60_000;

export interface Account {
  user: UserRow;
  claims: IdTokenClaims;
}

export async function requireAccount(ctx: DomainContext, idToken: string): Promise<Account> {
  const check = await checkIdToken(ctx, idToken);
  if (check.ok) return { user: check.user, claims: check.claims };
  const message = ID_TOKEN_REJECTION_MESSAGES[check.reason];
  switch (check.reason) {
    case 'user-not-found':
      throw new LmsError('auth/user-not-found', message);
    case 'user-disabled':
      throw new LmsError('auth/user-disabled', message);
    default:
      // The client's session manager ends the session on this code and asks the person to sign in again.
      throw new LmsError('auth/user-token-expired', message);
  }
}

export function requireRecentLogin(ctx: DomainContext, account: Account): void {
  // A session from a launch token was asked for by another site, not proven by the person: never "recent".
  const embedded = account.claims.provider === EMBED_SESSION_PROVIDER;
  if (embedded || ctx.now() - account.claims.auth_time * 1000 > RECENT_LOGIN_MS) {
    throw new LmsError('auth/requires-recent-login', 'Sign in again to confirm it is you, then retry');
  }
}
