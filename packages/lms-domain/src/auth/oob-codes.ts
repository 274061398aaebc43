// One-time codes mailed to people (password reset, e-mail verification, e-mail sign-in link) or printed at start
// (first-admin setup). Only their SHA-256 is stored, and a code works once.
import { randomToken } from '../platform/random';
import { LmsError } from '@lms/core';
import type { DomainContext } from '../context';
import type { OobKind, OobCodesTable } from '../db/schema';
import type { Selectable } from 'kysely';
import { hashToken } from './refresh-tokens';

const MINUTE = 60_000;

/** How long each kind of code works. Sign-in links are short-lived because they grant a session outright. */
export const OOB_CODE_TTL_MS: Record<OobKind, number> = {
  PASSWORD_RESET: 60 * MINUTE,
  VERIFY_EMAIL: 3 * 24 * 60 * MINUTE,
  EMAIL_SIGNIN: 15 * MINUTE,
  ADMIN_SETUP: 24 * 60 * MINUTE,
};

export type OobCodeRow = Selectable<OobCodesTable>;

export async function createOobCode(
  ctx: DomainContext,
  input: { kind: OobKind; email: string; uid: string | null },
): Promise<string> {
  const code = randomToken(32);
  const now = ctx.now();
  await ctx.db
    .insertInto('oob_codes')
    .values({
      code_hash: await hashToken(code),
      kind: input.kind,
      uid: input.uid,
      email: input.email,
      created_at: now,
      expires_at: now + OOB_CODE_TTL_MS[input.kind],
      used_at: null,
    })
    .execute();
  return code;
}

/** A usable code of `kind`, without using it up (pages show a form first); otherwise invalid or expired action code. */
export async function peekOobCode(ctx: DomainContext, code: string, kind: OobKind): Promise<OobCodeRow> {
  const row = await ctx.db
    .selectFrom('oob_codes')
    .selectAll()
    .where('code_hash', '=', await hashToken(code))
    .executeTakeFirst();
  if (!row || row.kind !== kind || row.used_at !== null) {
    throw new LmsError('auth/invalid-action-code', 'This link is not valid or was already used');
  }
  if (row.expires_at <= ctx.now()) {
    throw new LmsError('auth/expired-action-code', 'This link has expired; ask for a new one');
  }
  return row;
}

/** Checks and uses up the code in one step, so two requests with the same code cannot both succeed. */
export async function consumeOobCode(ctx: DomainContext, code: string, kind: OobKind): Promise<OobCodeRow> {
  const row = await peekOobCode(ctx, code, kind);
  const used = await ctx.db
    .updateTable('oob_codes')
    .set({ used_at: ctx.now() })
    .where('code_hash', '=', row.code_hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) {
    throw new LmsError('auth/invalid-action-code', 'This link is not valid or was already used');
  }
  return row;
}

/** Codes past their expiry can never be used; keep the table small. */
export async function pruneExpiredOobCodes(ctx: DomainContext): Promise<number> {
  const result = await ctx.db.deleteFrom('oob_codes').where('expires_at', '<', ctx.now()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
