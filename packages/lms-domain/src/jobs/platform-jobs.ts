// Jobs of the platform's own parts that are no area (the identity provider's codes and tokens, the rate limits, the
// mail outbox): listed here as the platform's migrations are in db/, and collected with the areas' jobs in
// areas/index.ts.
import { pruneExpiredOobCodes } from '../auth/oob-codes';
import { pruneExpiredRefreshTokens } from '../auth/refresh-tokens';
import { mailDeliveryJob, mailLogRetentionJob } from '../mail/outbox-delivery';
import { pruneRateLimits } from '../rate-limit/fixed-window';
import { defineJob, type DomainJob } from './define-job';

const HOUR_MS = 60 * 60_000;
/** Longer than the longest configurable rate-limit window (7 days). */
export const RATE_LIMIT_RETENTION_MS = 8 * 24 * HOUR_MS;

export const PLATFORM_JOBS: readonly DomainJob[] = [
  // Expired codes, tokens and counters are useless; removing them keeps lookups fast.
  defineJob({
    name: 'auth.prune-expired-records',
    everyMs: HOUR_MS,
    run: async (ctx) => ({
      oobCodes: await pruneExpiredOobCodes(ctx),
      refreshTokens: await pruneExpiredRefreshTokens(ctx),
      rateLimitWindows: await pruneRateLimits(ctx, RATE_LIMIT_RETENTION_MS),
    }),
  }),
  mailDeliveryJob,
  mailLogRetentionJob,
];
