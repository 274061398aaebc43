// The auth endpoints' limits. They live in the settings table (key `auth.rateLimits`, JSON), not in environment
// variables, so every server copy reads the same values and an operator (or a test) can change them without a
// restart. Missing entries fall back to the defaults below.
import { z } from 'zod';
import type { DomainContext } from '../context';
import type { RateLimitRule } from './fixed-window';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const DEFAULT_AUTH_RATE_LIMITS = {
  /**
   * Wrong passwords for one account from one client address: a guesser there is stopped, while the owner signing
   * in from anywhere else is not (issue 25: ten wrong passwords from anyone used to lock the owner out).
   */
  signInPerEmailFromIp: { limit: 10, windowMs: 15 * MINUTE },
  /**
   * Wrong passwords for one account from all addresses together (guessing spread over many addresses). Past it,
   * password sign-in pauses for the account; the e-mailed sign-in link still works for the owner.
   */
  signInPerEmail: { limit: 100, windowMs: 15 * MINUTE },
  /** Password guesses from one client across accounts (allows a classroom behind one NAT). */
  signInPerIp: { limit: 200, windowMs: 15 * MINUTE },
  signUpPerEmail: { limit: 5, windowMs: HOUR },
  signUpPerIp: { limit: 30, windowMs: HOUR },
  /** Reset, verification and sign-in-link e-mails to one address. */
  oobPerEmail: { limit: 5, windowMs: HOUR },
  oobPerIp: { limit: 50, windowMs: HOUR },
  /** sendWelcomeEmail per user: it is only needed once. */
  welcomeMailPerUser: { limit: 3, windowMs: 24 * HOUR },
  /** Password-reset e-mails an administrator sends to one account (issue 21: a mailbox cannot be flooded). */
  adminResetPerUser: { limit: 3, windowMs: HOUR },
  /** Password-reset e-mails one administrator sends in all (a stolen admin session cannot mail everyone). */
  adminResetPerAdmin: { limit: 30, windowMs: HOUR },
} satisfies Record<string, RateLimitRule>;

export type AuthRateLimitName = keyof typeof DEFAULT_AUTH_RATE_LIMITS;
export type AuthRateLimits = Record<AuthRateLimitName, RateLimitRule>;

export const AUTH_RATE_LIMITS_SETTING = 'auth.rateLimits';

const ruleSchema = z.object({
  limit: z.number().int().min(1).max(1_000_000),
  windowMs: z
    .number()
    .int()
    .min(1000)
    .max(7 * 24 * HOUR),
});
const overridesSchema = z.partialRecord(
  z.enum(Object.keys(DEFAULT_AUTH_RATE_LIMITS) as [AuthRateLimitName, ...AuthRateLimitName[]]),
  ruleSchema,
);

export async function loadAuthRateLimits(ctx: DomainContext): Promise<AuthRateLimits> {
  const row = await ctx.db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', AUTH_RATE_LIMITS_SETTING)
    .executeTakeFirst();
  if (!row) return DEFAULT_AUTH_RATE_LIMITS;
  let parsed: z.ZodSafeParseResult<z.output<typeof overridesSchema>>;
  try {
    parsed = overridesSchema.safeParse(JSON.parse(row.value));
  } catch {
    parsed = overridesSchema.safeParse(undefined);
  }
  if (!parsed.success) {
    // A bad setting must not lock everyone out nor switch limits off: warn and keep the defaults.
    ctx.log.warn(
      { setting: AUTH_RATE_LIMITS_SETTING },
      'Ignoring an invalid rate-limit setting; using the defaults',
    );
    return DEFAULT_AUTH_RATE_LIMITS;
  }
  return { ...DEFAULT_AUTH_RATE_LIMITS, ...parsed.data };
}

/** Stores overrides (validated); entries not given keep their defaults. */
export async function saveAuthRateLimits(
  ctx: DomainContext,
  overrides: Partial<AuthRateLimits>,
): Promise<void> {
  const value = JSON.stringify(overridesSchema.parse(overrides));
  const now = ctx.now();
  await ctx.db
    .insertInto('settings')
    .values({ key: AUTH_RATE_LIMITS_SETTING, value, updated_at: now })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value, updated_at: now }))
    .execute();
}
