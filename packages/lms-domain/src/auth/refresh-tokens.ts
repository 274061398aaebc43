// Refresh tokens: opaque random strings, stored only as SHA-256. Every use rotates the token; all tokens rotated
// from one sign-in form a family, and presenting an already-rotated token (a stolen copy, or the original after
// the thief used it) revokes the whole family.
import { digest, newId, randomToken, toHex } from '../platform/random';
import type { DomainContext } from '../context';
import type { RefreshTokensTable } from '../db/schema';
import type { Selectable } from 'kysely';

/** Idle lifetime: each rotation grants another 30 days, so an unused session ends after a month. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export type RefreshTokenRow = Selectable<RefreshTokensTable>;

export async function hashToken(token: string): Promise<string> {
  return toHex(await digest('SHA-256', token));
}

interface TokenOwner {
  uid: string;
  provider: string;
  /** Milliseconds since the epoch. */
  authTime: number;
}

async function insertRefreshToken(ctx: DomainContext, familyId: string, owner: TokenOwner): Promise<string> {
  const token = randomToken(32);
  const now = ctx.now();
  await ctx.db
    .insertInto('refresh_tokens')
    .values({
      id: newId(),
      family_id: familyId,
      uid: owner.uid,
      token_hash: await hashToken(token),
      provider: owner.provider,
      auth_time: owner.authTime,
      created_at: now,
      expires_at: now + REFRESH_TOKEN_TTL_MS,
      rotated_at: null,
      revoked_at: null,
    })
    .execute();
  return token;
}

/** A new sign-in: a new family. */
export function startRefreshTokenFamily(ctx: DomainContext, owner: TokenOwner): Promise<string> {
  return insertRefreshToken(ctx, newId(), owner);
}

export async function findRefreshToken(
  ctx: DomainContext,
  token: string,
): Promise<RefreshTokenRow | undefined> {
  return ctx.db
    .selectFrom('refresh_tokens')
    .selectAll()
    .where('token_hash', '=', await hashToken(token))
    .executeTakeFirst();
}

/**
 * Marks `row` rotated and issues its successor. Null when another request rotated it first: the same token was
 * used twice, which the caller treats as reuse.
 */
export async function rotateRefreshToken(ctx: DomainContext, row: RefreshTokenRow): Promise<string | null> {
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.now();
    // The conditional update is the lock: of two concurrent rotations only one changes the row.
    const marked = await trx
      .updateTable('refresh_tokens')
      .set({ rotated_at: now })
      .where('id', '=', row.id)
      .where('rotated_at', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) !== 1) return null;
    return insertRefreshToken({ ...ctx, db: trx }, row.family_id, {
      uid: row.uid,
      provider: row.provider,
      authTime: row.auth_time,
    });
  });
}

export async function revokeRefreshTokenFamily(ctx: DomainContext, familyId: string): Promise<void> {
  await ctx.db
    .updateTable('refresh_tokens')
    .set({ revoked_at: ctx.now() })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Every session of the user ends (password or e-mail change, account disabled). */
export async function revokeAllRefreshTokens(ctx: DomainContext, uid: string): Promise<void> {
  await ctx.db
    .updateTable('refresh_tokens')
    .set({ revoked_at: ctx.now() })
    .where('uid', '=', uid)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Expired tokens can never be used again, nor prove reuse (an expired token is refused either way). */
export async function pruneExpiredRefreshTokens(ctx: DomainContext): Promise<number> {
  const result = await ctx.db
    .deleteFrom('refresh_tokens')
    .where('expires_at', '<', ctx.now())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
