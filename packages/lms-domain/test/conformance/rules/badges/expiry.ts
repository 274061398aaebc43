// Badge expiry on a fake clock: a badge's validity fixes each award's end when it is awarded (days, or calendar
// months kept on their day); from that instant the award reads as expired everywhere (the learner's list and page,
// the public page, the holders filter), and revoked still wins. A later change to the badge never moves an award
// already made. (That a verifier reports the signed credential expired is the server's test: it resolves the
// issuer's documents through the server's routes.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BadgeValidity } from '@lms/core';
import { updateBadge } from '@lms/domain/internal/badges/badge-admin';
import { badgeHandlers } from '@lms/domain/internal/badges/handlers';
import { awardedBadge } from '../../fixtures/badge-fixtures';
import { caller, learners } from '../../fixtures/learning-fixtures';
import type { ConformanceHost, OpenConformanceHost } from '../../host';

const DAY = 86_400_000;
/** 31 January 2026, 10:00 UTC: a month later has no 31st. */
const AWARDED = Date.UTC(2026, 0, 31, 10);

export const describeBadgeExpiry = (openHost: OpenConformanceHost) =>
  describe('badge expiry', () => {
    let host: ConformanceHost;
    let now = AWARDED;
    const admin = caller('admin', true);
    const holder = caller('holder');
    beforeAll(async () => {
      host = await openHost({ now: () => now });
      await learners(host.ctx.db, 'holder', 'admin');
    });
    afterAll(() => host?.close());

    async function awarded(name: string, validity: BadgeValidity | null) {
      now = AWARDED;
      const { badge, award } = await awardedBadge(host.ctx, name, validity, {
        admin: 'admin',
        learner: 'holder',
      });
      return { badge, award, code: new URL(award.publicUrl).pathname.split('/').pop() ?? '' };
    }

    const statusAt = async (at: number, awardId: string, code: string) => {
      now = at;
      const own = await badgeHandlers.getBadgeAward({ ctx: host.ctx, caller: holder, input: { awardId } });
      const listed = (await badgeHandlers.listMyBadges({ ctx: host.ctx, caller: holder, input: {} })).items;
      const shown = await badgeHandlers.viewPublicBadge({ ctx: host.ctx, caller: null, input: { code } });
      expect(listed.find((item) => item.id === awardId)?.status).toBe(own.status);
      expect(shown.status).toBe(own.status);
      return own.status;
    };

    it('keeps a month-based award to the same day, or the last day of a shorter month', async () => {
      const { badge, award } = await awarded('One month', { amount: 1, unit: 'months' });
      expect(badge.validity).toEqual({ amount: 1, unit: 'months' });
      expect(award.validUntil).toBe('2026-02-28T10:00:00.000Z');
      const yearly = await awarded('A year', { amount: 12, unit: 'months' });
      expect(yearly.award.validUntil).toBe('2027-01-31T10:00:00.000Z');
    });

    it('is valid until its end and expired from that instant, on every screen', async () => {
      const { award, code } = await awarded('Thirty days', { amount: 30, unit: 'days' });
      const end = AWARDED + 30 * DAY;
      expect(award.validUntil).toBe(new Date(end).toISOString());
      expect(await statusAt(end - 1, award.id, code)).toBe('valid');
      expect(await statusAt(end, award.id, code)).toBe('expired');
      const shown = await badgeHandlers.viewPublicBadge({ ctx: host.ctx, caller: null, input: { code } });
      expect(shown.validUntil).toBe(new Date(end).toISOString());
    });

    it('never expires without a validity', async () => {
      const { award, code } = await awarded('Forever', null);
      expect(award.validUntil).toBeNull();
      expect(await statusAt(AWARDED + 100 * 365 * DAY, award.id, code)).toBe('valid');
    });

    it('says revoked rather than expired for a revoked award', async () => {
      const { award, code } = await awarded('Revoked then expired', { amount: 1, unit: 'days' });
      await badgeHandlers.revokeBadgeAward({
        ctx: host.ctx,
        caller: admin,
        input: { awardId: award.id, reason: 'Awarded by mistake' },
      });
      expect(await statusAt(AWARDED + 2 * DAY, award.id, code)).toBe('revoked');
    });

    it('filters holders by valid, expired and revoked at the clock', async () => {
      const { badge, award } = await awarded('Filtered', { amount: 10, unit: 'days' });
      const holders = async (status: 'valid' | 'expired' | 'revoked') =>
        (
          await badgeHandlers.adminListBadgeHolders({
            ctx: host.ctx,
            caller: admin,
            input: { badgeId: badge.id, status, page: 1, pageSize: 20 },
          })
        ).items.map((item) => item.id);
      now = AWARDED + 9 * DAY;
      expect(await holders('valid')).toEqual([award.id]);
      expect(await holders('expired')).toEqual([]);
      now = AWARDED + 10 * DAY;
      expect(await holders('valid')).toEqual([]);
      expect(await holders('expired')).toEqual([award.id]);
      expect(await holders('revoked')).toEqual([]);
    });

    it('keeps an award its end when the badge changes later', async () => {
      const { badge, award } = await awarded('Changed later', { amount: 5, unit: 'days' });
      await updateBadge(host.ctx, {
        badgeId: badge.id,
        name: badge.name,
        description: badge.description,
        criteria: badge.criteria,
        image: badge.image,
        rule: badge.rule,
        active: true,
        validity: null,
      });
      const again = await badgeHandlers.getBadgeAward({
        ctx: host.ctx,
        caller: holder,
        input: { awardId: award.id },
      });
      expect(again.validUntil).toBe(award.validUntil);
    });
  });
