// Refresh tokens: opaque random strings, stored only as SHA-256. Every use rotates the token; all tokens rotated
// from one sign-in form a family, and presenting an already-rotated token (a stolen copy, or the original after
// the thief used it) revokes the whole family, except within a short grace period after the rotation: two tabs
// refreshing at once, or a retry after a lost answer, then get the same successor (as Auth0's reuse interval does).
import { digest, fromBase64Url, newId, randomToken, toBase64Url, toHex } from '../platform/random';
import type { DomainContext } from '../context';
import { ID_TOKEN_TTL_SECONDS } from './id-tokens';
import type { RefreshTokensTable } from '../db/schema';
import type { Selectable } from 'kysely';

/** Idle lifetime: each rotation grants another 30 days, so an unused session ends after a month. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * How long after its rotation a refresh token still yields its successor instead of counting as reuse. Covers
 * concurrent refreshes and lms-core's first retry after a network failure (30 s); later reuse revokes the family.
 */
export const REFRESH_REUSE_GRACE_MS = 60_000;

/** How many rotations a late retry may follow within the grace period before it counts as reuse. */
const MAX_SUCCESSOR_HOPS = 4;

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

async function insertRefreshToken(
  ctx: DomainContext,
  familyId: string,
  owner: TokenOwner,
  token = randomToken(32),
): Promise<string> {
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
      successor_sealed: null,
    })
    .execute();
  return token;
}

/** A new sign-in: a new family. */
export async function startRefreshTokenFamily(
  ctx: DomainContext,
  owner: TokenOwner,
): Promise<{ token: string; familyId: string }> {
  const familyId = newId();
  return { token: await insertRefreshToken(ctx, familyId, owner), familyId };
}

/**
 * The successor is kept sealed with AES-GCM under a key derived from the token it replaced: only whoever presents
 * that token can open it, and the database (which keeps tokens as SHA-256 hashes, a different derivation) cannot.
 */
async function sealingKey(token: string): Promise<CryptoKey> {
  const raw = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(`refresh-token-successor:${token}`),
  );
  return crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

async function sealSuccessor(token: string, successor: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    await sealingKey(token),
    new TextEncoder().encode(successor),
  );
  return `${toBase64Url(iv)}.${toBase64Url(new Uint8Array(sealed))}`;
}

async function openSuccessor(token: string, sealed: string): Promise<string | null> {
  const [iv, body] = sealed.split('.');
  if (!iv || !body) return null;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64Url(iv) },
      await sealingKey(token),
      fromBase64Url(body),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}

/**
 * For a rotated token presented again: the live token its family holds now, when the rotation (and each one after
 * it) happened within the grace period; null otherwise (reuse). Follows a few rotations, so a retry that arrives
 * after the other tab already refreshed twice still lands on the newest token.
 */
export async function liveSuccessorWithinGrace(
  ctx: DomainContext,
  token: string,
  row: RefreshTokenRow,
): Promise<{ token: string; row: RefreshTokenRow } | null> {
  let current = { token, row };
  for (let hop = 0; hop < MAX_SUCCESSOR_HOPS; hop++) {
    const { row: at } = current;
    if (at.revoked_at !== null || at.rotated_at === null || at.successor_sealed === null) return null;
    if (ctx.now() - at.rotated_at > REFRESH_REUSE_GRACE_MS) return null;
    const successor = await openSuccessor(current.token, at.successor_sealed);
    if (successor === null) return null;
    const next = await findRefreshToken(ctx, successor);
    if (!next || next.revoked_at !== null || next.family_id !== at.family_id) return null;
    if (next.rotated_at === null) return next.expires_at > ctx.now() ? { token: successor, row: next } : null;
    current = { token: successor, row: next };
  }
  return null;
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
 * Marks `row` (whose token is `token`) rotated and issues its successor. Null when another request rotated it
 * first: the caller then reads the row again and decides between the grace period and reuse.
 */
export async function rotateRefreshToken(
  ctx: DomainContext,
  row: RefreshTokenRow,
  token: string,
): Promise<string | null> {
  const successor = randomToken(32);
  const sealed = await sealSuccessor(token, successor);
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.now();
    // The conditional update is the lock: of two concurrent rotations only one changes the row.
    const marked = await trx
      .updateTable('refresh_tokens')
      .set({ rotated_at: now, successor_sealed: sealed })
      .where('id', '=', row.id)
      .where('rotated_at', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) !== 1) return null;
    return insertRefreshToken(
      { ...ctx, db: trx },
      row.family_id,
      { uid: row.uid, provider: row.provider, authTime: row.auth_time },
      successor,
    );
  });
}

/** Ends one session: its refresh tokens at once, and its ID tokens too (id-token-check reads revoked_sessions). */
export async function revokeRefreshTokenFamily(ctx: DomainContext, familyId: string): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    const member = await trx
      .selectFrom('refresh_tokens')
      .select('uid')
      .where('family_id', '=', familyId)
      .executeTakeFirst();
    if (member === undefined) return;
    await trx
      .updateTable('refresh_tokens')
      .set({ revoked_at: now })
      .where('family_id', '=', familyId)
      .where('revoked_at', 'is', null)
      .execute();
    await trx
      .insertInto('revoked_sessions')
      .values({ family_id: familyId, uid: member.uid, revoked_at: now })
      .onConflict((conflict) => conflict.column('family_id').doNothing())
      .execute();
  });
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

/**
 * Expired tokens can never be used again, nor prove reuse (an expired token is refused either way). A revoked
 * family's row is kept until every ID token of it has expired (the newest was issued before the revocation).
 */
export async function pruneExpiredRefreshTokens(ctx: DomainContext): Promise<number> {
  const result = await ctx.db
    .deleteFrom('refresh_tokens')
    .where('expires_at', '<', ctx.now())
    .executeTakeFirst();
  await ctx.db
    .deleteFrom('revoked_sessions')
    .where('revoked_at', '<', ctx.now() - ID_TOKEN_TTL_SECONDS * 1000 - 60_000)
    .execute();
  return Number(result.numDeletedRows);
}
