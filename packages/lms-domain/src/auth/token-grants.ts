// The refresh grant (v1/token) and refresh-token revocation (v2/accounts:revokeToken).
import { LmsError } from '@lms/core';
import type { TokenResponse } from '@lms/core';
import type { DomainContext } from '../context';
import { findUserByUid } from '../users/user-records';
import { ID_TOKEN_TTL_SECONDS, signIdToken } from './id-tokens';
import { findRefreshToken, revokeRefreshTokenFamily, rotateRefreshToken } from './refresh-tokens';

const invalid = () => new LmsError('auth/invalid-refresh-token', 'The session has ended; sign in again');

export async function refreshGrant(ctx: DomainContext, refreshToken: string): Promise<TokenResponse> {
  const row = await findRefreshToken(ctx, refreshToken);
  if (!row || row.revoked_at !== null) throw invalid();
  if (row.rotated_at !== null) {
    // An old token came back: whoever holds the newer one may be a thief (or this is the thief). End the family.
    await revokeRefreshTokenFamily(ctx, row.family_id);
    ctx.log.warn(
      { uid: row.uid, family: row.family_id },
      'Reuse of a rotated refresh token; session revoked',
    );
    throw invalid();
  }
  if (row.expires_at <= ctx.now()) throw invalid();
  const user = await findUserByUid(ctx, row.uid);
  if (!user) throw new LmsError('auth/user-not-found', 'The account no longer exists');
  if (user.disabled === 1) throw new LmsError('auth/user-disabled', 'This account is disabled');
  const next = await rotateRefreshToken(ctx, row);
  if (next === null) {
    await revokeRefreshTokenFamily(ctx, row.family_id);
    ctx.log.warn(
      { uid: row.uid, family: row.family_id },
      'Concurrent reuse of a refresh token; session revoked',
    );
    throw invalid();
  }
  const idToken = await signIdToken(ctx, { user, provider: row.provider, authTime: row.auth_time });
  return {
    id_token: idToken,
    refresh_token: next,
    expires_in: ID_TOKEN_TTL_SECONDS,
    token_type: 'Bearer',
    user_id: user.uid,
  };
}

/** Sign-out: ends the token's family. Unknown tokens are accepted silently (nothing to revoke, nothing to tell). */
export async function revokeRefreshToken(
  ctx: DomainContext,
  refreshToken: string,
): Promise<Record<string, never>> {
  const row = await findRefreshToken(ctx, refreshToken);
  if (row) await revokeRefreshTokenFamily(ctx, row.family_id);
  return {};
}
