import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ENDPOINTS } from '@lms/core';
import { testDatabases } from '../helpers/databases';
import { createAuthHarness } from './harness';
import type { AuthHarness } from './harness';
import { runDomainJob } from '../helpers/jobs';
import { REFRESH_TOKEN_TTL_MS } from '@lms/domain/internal/auth/refresh-tokens';
import { hitRateLimit } from '@lms/domain/internal/rate-limit/index';

const DAY = 24 * 60 * 60_000;

describe.each(testDatabases())('pruning expired auth records ($dialect)', ({ dialect }) => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await createAuthHarness(dialect);
  });
  afterAll(() => h.close());

  const count = async (table: 'oob_codes' | 'refresh_tokens' | 'rate_limits') =>
    Number(
      (
        await h.ctx.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('removes expired codes, expired refresh tokens and rate-limit windows older than 8 days, keeping live ones', async () => {
    await h.signUp('old@example.org');
    await h.post(AUTH_ENDPOINTS.sendOobCode, { requestType: 'PASSWORD_RESET', email: 'old@example.org' });
    await hitRateLimit(h.ctx, 'old:bucket', { limit: 5, windowMs: 60_000 });
    h.advance(REFRESH_TOKEN_TTL_MS + 1000);
    await h.signUp('new@example.org');
    await h.post(AUTH_ENDPOINTS.sendOobCode, { requestType: 'PASSWORD_RESET', email: 'new@example.org' });
    const before = {
      codes: await count('oob_codes'),
      tokens: await count('refresh_tokens'),
      limits: await count('rate_limits'),
    };
    expect(before).toMatchObject({ codes: 2, tokens: 2 });

    const report = await runDomainJob(h.ctx, 'auth.prune-expired-records');
    expect(report).toMatchObject({ oobCodes: 1, refreshTokens: 1 });

    expect(await count('oob_codes')).toBe(1);
    expect(await count('refresh_tokens')).toBe(1);
    const buckets = await h.ctx.db.selectFrom('rate_limits').select('bucket').execute();
    expect(buckets.map((b) => b.bucket)).not.toContain('old:bucket');
    expect(buckets.map((b) => b.bucket)).toContain('oob:email:new@example.org');
    expect(REFRESH_TOKEN_TTL_MS).toBeGreaterThan(8 * DAY);
  });
});
