import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ENDPOINTS } from '@lms/core';
import { REFRESH_TOKEN_TTL_MS } from '@lms/domain/internal/auth/refresh-tokens';
import { hitRateLimit } from '@lms/domain/internal/rate-limit/index';
import { openAuthHost, type AuthHost } from '../../fixtures/auth-fixtures';
import type { OpenConformanceHost } from '../../host';
import type { GroupNeeds } from '../rules-types';

const DAY = 24 * 60 * 60_000;

/** Codes, refresh tokens and sign-in windows are the built-in identity provider's records. */
export const needs: GroupNeeds = [{ identity: 'built-in' }];

export const describePruning = (openHost: OpenConformanceHost) =>
  describe('pruning expired auth records', () => {
    let h: AuthHost;
    beforeAll(async () => {
      h = await openAuthHost(openHost);
      // A server started without an administrator makes a first-admin setup code: none of the codes counted here.
      await h.ctx.db.deleteFrom('oob_codes').where('kind', '=', 'ADMIN_SETUP').execute();
    });
    afterAll(() => h?.close());

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

      const report = await h.host.runJob('auth.prune-expired-records');
      expect(report).toMatchObject({ oobCodes: 1, refreshTokens: 1 });

      expect(await count('oob_codes')).toBe(1);
      expect(await count('refresh_tokens')).toBe(1);
      const buckets = await h.ctx.db.selectFrom('rate_limits').select('bucket').execute();
      expect(buckets.map((b) => b.bucket)).not.toContain('old:bucket');
      expect(buckets.map((b) => b.bucket)).toContain('oob:email:new@example.org');
      expect(REFRESH_TOKEN_TTL_MS).toBeGreaterThan(8 * DAY);
    });
  });
