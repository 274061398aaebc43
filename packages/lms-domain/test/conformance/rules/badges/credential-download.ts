// An award's Open Badges credential is signed once: every download hands out the same document. (That it validates
// and verifies through the issuer's public documents is the server's test: it resolves them through its routes.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badgeHandlers } from '@lms/domain/internal/badges/handlers';
import { badgeWith } from '../../fixtures/badge-fixtures';
import { caller, learners } from '../../fixtures/learning-fixtures';
import type { ConformanceHost, OpenConformanceHost } from '../../host';
import type { GroupNeeds } from '../rules-types';

/** The download is the award's signed credential. */
export const needs: GroupNeeds = [{ feature: 'badge-credentials' }];

export const describeCredentialDownload = (openHost: OpenConformanceHost) =>
  describe('Open Badges credentials', () => {
    let host: ConformanceHost;
    const admin = caller('admin', true);
    beforeAll(async () => {
      host = await openHost({});
      await learners(host.ctx.db, 'holder', 'admin');
    });
    afterAll(() => host?.close());

    async function awardedCredential(name: string) {
      const badge = await badgeWith(host.ctx, { kind: 'manual' }, name);
      const { award } = await badgeHandlers.awardBadge({
        ctx: host.ctx,
        caller: admin,
        input: { badgeId: badge.id, learner: 'holder' },
      });
      const file = await badgeHandlers.downloadBadgeCredential({
        ctx: host.ctx,
        caller: caller('holder'),
        input: { awardId: award.id },
      });
      return { award, file };
    }

    it('hands out the same signed document on every download', async () => {
      const { award, file } = await awardedCredential('Stable badge');
      const again = await badgeHandlers.downloadBadgeCredential({
        ctx: host.ctx,
        caller: admin,
        input: { awardId: award.id },
      });
      expect(again.json).toBe(file.json);
    });
  });
