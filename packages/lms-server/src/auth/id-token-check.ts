// Decides whether an ID token still stands for a live account: signature and expiry, then the user row (deleted,
// disabled, or tokens revoked by a password change after the token was issued).
import type { IdTokenClaims } from '@lms/core';
import type { ServerContext } from '../context';
import type { UserRow } from '../db/schema';
import { findUserByUid } from '../users/user-records';
import { verifyIdTokenSignature } from './id-tokens';

export type IdTokenRejection = 'invalid' | 'expired' | 'revoked' | 'user-not-found' | 'user-disabled';

export type IdTokenCheck =
  { ok: true; user: UserRow; claims: IdTokenClaims } | { ok: false; reason: IdTokenRejection };

export async function checkIdToken(ctx: ServerContext, token: string): Promise<IdTokenCheck> {
  const verified = await verifyIdTokenSignature(ctx, token);
  if (!verified.ok) return verified;
  const { claims } = verified;
  const user = await findUserByUid(ctx, claims.sub);
  if (!user) return { ok: false, reason: 'user-not-found' };
  if (user.disabled === 1) return { ok: false, reason: 'user-disabled' };
  // iat has one-second precision, so tokens_valid_after is kept on a whole second (see revokeSessions).
  if (claims.iat * 1000 < user.tokens_valid_after) return { ok: false, reason: 'revoked' };
  return { ok: true, user, claims };
}

export const ID_TOKEN_REJECTION_MESSAGES: Record<IdTokenRejection, string> = {
  invalid: 'The ID token is not valid',
  expired: 'The ID token has expired',
  revoked: 'The ID token was revoked; sign in again',
  'user-not-found': 'The account of this ID token no longer exists',
  'user-disabled': 'The account of this ID token is disabled',
};
