// Decides whether an ID token still stands for a live account: signature and expiry, then the user row (deleted,
// disabled, or tokens revoked by a password change after the token was issued).
import type { IdTokenClaims } from '@lms/core';
import type { DomainContext } from '../context';
import type { UserRow } from '../db/schema';
import { findCallerByUid, findUserByUid, type CallerRow } from '../users/user-records';
import { verifyIdTokenSignature } from './id-tokens';

export type IdTokenRejection = 'invalid' | 'expired' | 'revoked' | 'user-not-found' | 'user-disabled';

export type IdTokenCheck<U extends CallerRow = UserRow> =
  { ok: true; user: U; claims: IdTokenClaims } | { ok: false; reason: IdTokenRejection };

/** The check with the whole user row, for the auth endpoints that act on the account. */
export function checkIdToken(ctx: DomainContext, token: string): Promise<IdTokenCheck> {
  return checkWith(ctx, token, (uid) => findUserByUid(ctx, uid));
}

/** The check with only the columns deciding who calls (authenticate.ts, every signed-in request). */
export function checkIdTokenOfCaller(ctx: DomainContext, token: string): Promise<IdTokenCheck<CallerRow>> {
  return checkWith(ctx, token, (uid) => findCallerByUid(ctx, uid));
}

async function checkWith<U extends CallerRow>(
  ctx: DomainContext,
  token: string,
  find: (uid: string) => Promise<U | undefined>,
): Promise<IdTokenCheck<U>> {
  const verified = await verifyIdTokenSignature(ctx, token);
  if (!verified.ok) return verified;
  const { claims } = verified;
  const user = await find(claims.sub);
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
