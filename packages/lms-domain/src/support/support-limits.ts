// Rate limits of the support area, kept in the database like the sign-in limits (rate-limit/), so every server copy
// counts together. A visitor may open forms and send requests at a person's pace; a program gets refused.
import type { DomainContext } from '../context';
import { enforceRateLimit, type RateLimitRule } from '../rate-limit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const SUPPORT_RATE_LIMITS = {
  formPerIp: { limit: 60, windowMs: HOUR },
  /** Requests from one client address (a classroom behind one NAT still gets through). */
  createPerIp: { limit: 20, windowMs: HOUR },
  /**
   * Requests sent within seconds of opening the form (SUPPORT_LIMITS.minimumFillMs), per client address: a person
   * using autofill and paste does this now and then, a program posting forms does it every time.
   */
  quickCreatePerIp: { limit: 3, windowMs: HOUR },
  /** Requests in the name of one e-mail address: nobody can flood someone's inbox with confirmations. */
  createPerEmail: { limit: 5, windowMs: HOUR },
  replyPerIp: { limit: 60, windowMs: HOUR },
  replyPerRequest: { limit: 20, windowMs: HOUR },
} satisfies Record<string, RateLimitRule>;

export type SupportLimitName = keyof typeof SUPPORT_RATE_LIMITS;

export function enforceSupportLimit(ctx: DomainContext, name: SupportLimitName, key: string): Promise<void> {
  return enforceRateLimit(
    ctx,
    `support.${name}:${key.toLowerCase()}`,
    SUPPORT_RATE_LIMITS[name],
    'functions/resource-exhausted',
  );
}
