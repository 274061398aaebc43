// The refresh grant (v1/token) and refresh-token revocation (v2/accounts:revokeToken).
import { LmsError } from '@lms/core';
import type { TokenResponse } from '@lms/core';
import type { DomainContext } from '../context';
import type { UserRow } from '../db/schema';
import { findUserByUid } from '../users/user-records';
import { ID_TOKEN_TTL_SECONDS, signIdToken } from './id-tokens';
import {
  findRefreshToken,
  liveSuccessorWithinGrace,
  revokeRefreshTokenFamily,
  rotateRefreshToken,
  type RefreshTokenRow,
} from './refresh-tokens';
import { reportSecurityEvent } from '../events/report-security-event';
import { SECURITY_EVENTS, type RequestOrigin } from '../events/security-events';

const invalid = () => new LmsError('auth/invalid-refresh-token', 'The session has ended; sign in again');

export async function refreshGrant(
  ctx: DomainContext,
  refreshToken: string,
  origin: RequestOrigin = {},
): Promise<TokenResponse> {
  const row = await findRefreshToken(ctx, refreshToken);
  if (!row || row.revoked_at !== null) throw invalid();
  if (row.rotated_at !== null) return answerRotated(ctx, refreshToken, row, origin);
  if (row.expires_at <= ctx.now()) throw invalid();
  const user = await liveUser(ctx, row);
  const next = await rotateRefreshToken(ctx, row, refreshToken);
  if (next === null) {
    // Another request rotated it between our read and our update (two tabs at once): read it again.
    const again = await findRefreshToken(ctx, refreshToken);
    if (!again || again.revoked_at !== null) throw invalid();
    return answerRotated(ctx, refreshToken, again, origin);
  }
  return tokenResponse(ctx, user, row, next);
}

/**
 * A token that was already rotated: within the grace period its family's live token is answered again (the
 * concurrent or retried refresh gets what the first one got); after it, whoever holds the newer token may be a
 * thief (or this is the thief), so the family ends.
 */
async function answerRotated(
  ctx: DomainContext,
  refreshToken: string,
  row: RefreshTokenRow,
  origin: RequestOrigin,
): Promise<TokenResponse> {
  const live = await liveSuccessorWithinGrace(ctx, refreshToken, row);
  if (live !== null) {
    const user = await liveUser(ctx, live.row);
    return tokenResponse(ctx, user, live.row, live.token);
  }
  await revokeRefreshTokenFamily(ctx, row.family_id);
  ctx.log.warn({ uid: row.uid, family: row.family_id }, 'Reuse of a rotated refresh token; session revoked');
  const owner = await findUserByUid(ctx, row.uid);
  const error = invalid();
  // The session's id (family), not any token: the entry says which session ended, never how to resume one.
  await reportSecurityEvent(
    ctx,
    SECURITY_EVENTS.sessionRevokedOnReuse,
    { uid: row.uid, email: owner?.email ?? null },
    { ...origin, error, targets: [row.family_id] },
  );
  throw error;
}

async function liveUser(ctx: DomainContext, row: RefreshTokenRow): Promise<UserRow> {
  const user = await findUserByUid(ctx, row.uid);
  if (!user) throw new LmsError('auth/user-not-found', 'The account no longer exists');
  if (user.disabled === 1) throw new LmsError('auth/user-disabled', 'This account is disabled');
  return user;
}

async function tokenResponse(
  ctx: DomainContext,
  user: UserRow,
  row: RefreshTokenRow,
  refreshToken: string,
): Promise<TokenResponse> {
  const idToken = await signIdToken(ctx, {
    user,
    provider: row.provider,
    authTime: row.auth_time,
    sessionId: row.family_id,
  });
  return {
    id_token: idToken,
    refresh_token: refreshToken,
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
