// Decides whether an ID token still stands for a live account and session: signature and expiry, then the user row
// (deleted, disabled, or tokens revoked by a password change after the token was issued) and the token's session
// family (revoked by sign-out, refresh-token reuse or an embedding key's revocation), read from the database on
// every call so every server copy refuses it at once.
import { LmsError, type IdTokenRejection } from '@lms/core';
import type { DomainContext } from '../context';
import { compiledOnce } from '../db/compiled-once';
import { findUserByUid } from '../users/user-records';
import {
  CALLER_COLUMNS,
  type CallerRow,
  type IdTokenCheck,
  type IdTokenCheckRejection,
} from '../identity/identity-provider';
import { verifyIdTokenSignature } from './id-tokens';

export type { IdTokenCheck, IdTokenCheckRejection };

interface Found<U> {
  user: U | undefined;
  sessionRevoked: boolean;
}

/** The check with the whole user row, for the auth endpoints that act on the account. */
export function checkIdToken(ctx: DomainContext, token: string): Promise<IdTokenCheck> {
  return checkWith(ctx, token, async (uid, sid) => ({
    user: await findUserByUid(ctx, uid),
    sessionRevoked:
      sid !== undefined &&
      (await ctx.db
        .selectFrom('revoked_sessions')
        .select('family_id')
        .where('family_id', '=', sid)
        .executeTakeFirst()) !== undefined,
  }));
}

/**
 * The caller's columns and whether the token's session was revoked, in one statement compiled once: every
 * signed-in request runs it, so the session check costs no second round trip (a primary-key probe of a table that
 * holds only sessions revoked within the last hour).
 */
const callerWithSession = compiledOnce(
  (db, uid: string, sid: string) =>
    db
      .selectFrom('users')
      .select(CALLER_COLUMNS)
      .select((eb) =>
        eb
          .selectFrom('revoked_sessions')
          .select('revoked_sessions.revoked_at')
          .where('revoked_sessions.family_id', '=', sid)
          .as('session_revoked_at'),
      )
      .where('uid', '=', uid),
  2,
);

/** The check with only the columns deciding who calls (authenticate.ts, every signed-in request). */
export function checkIdTokenOfCaller(ctx: DomainContext, token: string): Promise<IdTokenCheck<CallerRow>> {
  return checkWith(ctx, token, async (uid, sid) => {
    const [row] = (await callerWithSession(ctx.db, uid, sid ?? '')).rows;
    if (row === undefined) return { user: undefined, sessionRevoked: false };
    const { session_revoked_at: revokedAt, ...user } = row;
    return { user, sessionRevoked: revokedAt !== null && revokedAt !== undefined };
  });
}

async function checkWith<U extends CallerRow>(
  ctx: DomainContext,
  token: string,
  find: (uid: string, sid: string | undefined) => Promise<Found<U>>,
): Promise<IdTokenCheck<U>> {
  const verified = await verifyIdTokenSignature(ctx, token);
  if (!verified.ok) return verified;
  const { claims } = verified;
  const { user, sessionRevoked } = await find(claims.sub, claims.sid);
  if (!user) return { ok: false, reason: 'user-not-found' };
  if (user.disabled === 1) return { ok: false, reason: 'user-disabled' };
  // iat has one-second precision, so tokens_valid_after is kept on a whole second (see revokeSessions).
  if (claims.iat * 1000 < user.tokens_valid_after || sessionRevoked) return { ok: false, reason: 'revoked' };
  return { ok: true, user, claims };
}

export const ID_TOKEN_REJECTION_MESSAGES: Record<IdTokenRejection, string> = {
  invalid: 'The ID token is not valid',
  expired: 'The ID token has expired',
  revoked: 'The ID token was revoked; sign in again',
  'user-not-found': 'The account of this ID token no longer exists',
  'user-disabled': 'The account of this ID token is disabled',
  'role-changed': 'The role of this account changed since the ID token was issued; refresh the token',
};

/** The refusal of a request's token; details.reason names it (lms-core's ID_TOKEN_REJECTIONS) for the client. */
export function idTokenRefused(reason: IdTokenRejection): LmsError {
  return new LmsError('functions/unauthenticated', ID_TOKEN_REJECTION_MESSAGES[reason], { reason });
}
