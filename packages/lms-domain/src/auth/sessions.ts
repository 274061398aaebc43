// A session is an ID token plus a refresh token. Every sign-in path (password, e-mail link, Google, Microsoft,
// first-admin setup) ends here.
import type { SessionTokensWire } from '@lms/core';
import type { DomainContext } from '../context';
import type { UserRow } from '../db/schema';
import { ID_TOKEN_TTL_SECONDS, signIdToken } from './id-tokens';
import { revokeAllRefreshTokens, startRefreshTokenFamily } from './refresh-tokens';

export interface SessionOptions {
  /** Sign-in method: password, emailLink, google.com, microsoft.com. */
  provider: string;
  /** When the user proved who they are, milliseconds since the epoch; defaults to now (a fresh sign-in). */
  authTime?: number;
}

/** Issues tokens for `user`; call only after the user proved who they are and the account is not disabled. */
export async function issueSession(
  ctx: DomainContext,
  user: UserRow,
  options: SessionOptions,
): Promise<SessionTokensWire> {
  return (await startSession(ctx, user, options)).tokens;
}

/** issueSession, with the id of the session (its refresh-token family), which revokeRefreshTokenFamily ends. */
export async function startSession(
  ctx: DomainContext,
  user: UserRow,
  options: SessionOptions,
): Promise<{ tokens: SessionTokensWire; sessionId: string }> {
  const authTime = options.authTime ?? ctx.now();
  const family = await startRefreshTokenFamily(ctx, {
    uid: user.uid,
    provider: options.provider,
    authTime,
  });
  const idToken = await signIdToken(ctx, {
    user,
    provider: options.provider,
    authTime,
    sessionId: family.familyId,
  });
  return {
    tokens: { idToken, refreshToken: family.token, expiresIn: ID_TOKEN_TTL_SECONDS },
    sessionId: family.familyId,
  };
}

/**
 * Ends every session of the user: refresh tokens are revoked, and ID tokens issued before this second stop
 * working (tokens_valid_after is compared with the one-second `iat`). Returns the new tokens_valid_after.
 */
export async function revokeSessions(ctx: DomainContext, uid: string): Promise<number> {
  const validAfter = Math.floor(ctx.now() / 1000) * 1000;
  await ctx.db.updateTable('users').set({ tokens_valid_after: validAfter }).where('uid', '=', uid).execute();
  await revokeAllRefreshTokens(ctx, uid);
  return validAfter;
}
