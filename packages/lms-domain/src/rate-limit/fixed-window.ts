// Fixed-window rate limits kept in the rate_limits table, so every server copy on one database counts together.
// A window opens with the first request it counts, not at a clock boundary: windows aligned to the clock told a paused
// person a random wait and made "six wrong passwords in a row" count as two threes when a quarter hour fell between
// them (CI, edca0c7).
import { sql } from 'kysely';
import { LmsError } from '@lms/core';
import type { LmsErrorCode, LmsErrorFacts } from '@lms/core';
import type { DomainContext } from '../context';

export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitOutcome {
  allowed: boolean;
  hits: number;
  /** Seconds until the window ends (what a Retry-After header says). */
  retryAfterSeconds: number;
}

/** A window that opened at or before this moment has ended. */
const endedBy = (now: number, rule: RateLimitRule) => now - rule.windowMs;
const secondsLeft = (windowStart: number, rule: RateLimitRule, now: number) =>
  Math.max(1, Math.ceil((windowStart + rule.windowMs - now) / 1000));

/** What a refusal says: its sentence and extra details, given the seconds left (the default says only those). */
export type RefusalText = (retryAfterSeconds: number) => {
  message: string;
  details?: LmsErrorFacts;
};

const defaultRefusal: RefusalText = (seconds) => ({
  message: `Too many attempts. Try again in ${seconds} seconds.`,
});

export function tooManyAttempts(
  code: LmsErrorCode,
  retryAfterSeconds: number,
  text = defaultRefusal,
): LmsError {
  const { message, details } = text(retryAfterSeconds);
  return new LmsError(code, message, { ...details, retryAfterSeconds });
}

/** Counts one request against `bucket` and says whether it is still within the rule. */
export async function hitRateLimit(
  ctx: DomainContext,
  bucket: string,
  rule: RateLimitRule,
): Promise<RateLimitOutcome> {
  const now = ctx.now();
  const ended = endedBy(now, rule);
  // One atomic upsert: concurrent requests on several servers cannot both read "9" and both write "10".
  // A row whose window has ended opens a new one at 1; a server with a slow clock sees an open window as open.
  const row = await ctx.db
    .insertInto('rate_limits')
    .values({ bucket, window_start: now, hits: 1 })
    .onConflict((conflict) =>
      conflict.column('bucket').doUpdateSet({
        hits: sql<number>`case when rate_limits.window_start > ${ended} then rate_limits.hits + 1 else 1 end`,
        window_start: sql<number>`case when rate_limits.window_start > ${ended} then rate_limits.window_start else ${now} end`,
      }),
    )
    .returning(['hits', 'window_start'])
    .executeTakeFirstOrThrow();
  const hits = Number(row.hits);
  return {
    allowed: hits <= rule.limit,
    hits,
    retryAfterSeconds: secondsLeft(Number(row.window_start), rule, now),
  };
}

/** Like hitRateLimit, but throws `code` (with `retryAfterSeconds` in details) once the limit is passed. */
export async function enforceRateLimit(
  ctx: DomainContext,
  bucket: string,
  rule: RateLimitRule,
  code: LmsErrorCode = 'auth/too-many-requests',
): Promise<void> {
  const outcome = await hitRateLimit(ctx, bucket, rule);
  if (!outcome.allowed) {
    throw tooManyAttempts(code, outcome.retryAfterSeconds);
  }
}

/**
 * Throws `code` when `bucket` has already used up its window, without counting this request: for limits that count
 * only failures (hitRateLimit records each one), so a request that succeeds costs nothing.
 */
export async function refuseWhenSpent(
  ctx: DomainContext,
  bucket: string,
  rule: RateLimitRule,
  code: LmsErrorCode = 'auth/too-many-requests',
  text?: RefusalText,
): Promise<void> {
  const now = ctx.now();
  const row = await ctx.db
    .selectFrom('rate_limits')
    .select(['hits', 'window_start'])
    .where('bucket', '=', bucket)
    .executeTakeFirst();
  if (row === undefined || Number(row.window_start) <= endedBy(now, rule) || Number(row.hits) < rule.limit)
    return;
  throw tooManyAttempts(code, secondsLeft(Number(row.window_start), rule, now), text);
}

/** Deletes counters whose window ended more than `keepMs` ago; they can never limit anything again. */
export async function pruneRateLimits(ctx: DomainContext, keepMs: number): Promise<number> {
  const result = await ctx.db
    .deleteFrom('rate_limits')
    .where('window_start', '<', ctx.now() - keepMs)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
