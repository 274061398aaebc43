// A badge's holders on the admin page, on every host: found by a part of the name or e-mail address (LIKE's
// own wildcards taken literally), with the status filter; and the same selection exported whole as CSV.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAwardBadge, revokeAward } from '@lms/domain/internal/badges/awards';
import { badgeHandlers } from '@lms/domain/internal/badges/handlers';
import { buildCourse, caller } from '../../fixtures/learning-fixtures';
import { enrolledLearner } from '../../fixtures/certificate-fixtures';
import { badgeWith } from '../../fixtures/badge-fixtures';
import type { ConformanceHost, OpenConformanceHost } from '../../host';

export const describeBadgeHolders = (openHost: OpenConformanceHost) =>
  describe("a badge's holders: search and CSV", () => {
    let host: ConformanceHost;
    let badgeId: string;
    const admin = caller('holders-admin', true);

    beforeAll(async () => {
      host = await openHost({});
      const course = await buildCourse(host.ctx.db, { slug: 'holders', lessons: ['text'] });
      badgeId = (await badgeWith(host.ctx, { kind: 'manual' }, 'Helpful reviewer')).id;
      const people: [string, string][] = [
        ['holder-ada', 'Ada Lovelace'],
        ['holder-grace', 'Grace Hopper'],
        ['holder-pct', '100% Alan'],
        ['holder-formula', '=HYPERLINK("x")'],
      ];
      for (const [uid, name] of people) {
        await enrolledLearner(host.ctx, uid, course.courseId, name);
        await adminAwardBadge(host.ctx, { badgeId, learner: uid });
      }
      const grace = await host.ctx.db
        .selectFrom('badge_awards')
        .select('id')
        .where('user_id', '=', 'holder-grace')
        .executeTakeFirstOrThrow();
      await revokeAward(host.ctx, grace.id, 'Awarded twice');
    });
    afterAll(() => host?.close());

    const names = async (filters: { search?: string; status?: 'valid' | 'revoked' }) =>
      (
        await badgeHandlers.adminListBadgeHolders({
          ctx: host.ctx,
          caller: admin,
          input: { badgeId, page: 1, pageSize: 20, ...filters },
        })
      ).items
        .map((award) => award.learnerName)
        .sort();

    it('finds holders by a part of their name or e-mail address, any case, with the status filter', async () => {
      expect(await names({ search: 'LOVE' })).toEqual(['Ada Lovelace']);
      expect(await names({ search: 'holder-gr' })).toEqual(['Grace Hopper']);
      // % is a character to find, not LIKE's wildcard.
      expect(await names({ search: '0%' })).toEqual(['100% Alan']);
      expect(await names({ search: 'hopper', status: 'valid' })).toEqual([]);
      expect(await names({ search: 'hopper', status: 'revoked' })).toEqual(['Grace Hopper']);
      expect(await names({})).toHaveLength(4);
    });

    it('exports every matching award as CSV, formula-looking names neutralised', async () => {
      const all = await badgeHandlers.exportBadgeHoldersCsv({
        ctx: host.ctx,
        caller: admin,
        input: { badgeId },
      });
      expect(all.rows).toBe(4);
      expect(all.fileName).toMatch(/^badge-holders-helpful-reviewer-\d{4}-\d\d-\d\d\.csv$/);
      const lines = all.csv
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines[0]).toBe('Learner,E-mail,Awarded,How,Status,Revoked,Reason,Public page');
      expect(lines).toHaveLength(5);
      expect(all.csv).toContain(`"'=HYPERLINK(""x"")"`);
      expect(lines.find((line) => line.startsWith('Grace Hopper'))).toMatch(
        /^Grace Hopper,holder-grace@example\.com,[^,]+,admin,revoked,[^,]+,Awarded twice,http/,
      );

      const revoked = await badgeHandlers.exportBadgeHoldersCsv({
        ctx: host.ctx,
        caller: admin,
        input: { badgeId, status: 'revoked' },
      });
      expect(revoked.rows).toBe(1);
      await expect(
        badgeHandlers.exportBadgeHoldersCsv({ ctx: host.ctx, caller: admin, input: { badgeId: 'nope' } }),
      ).rejects.toMatchObject({ code: 'functions/not-found' });
    });
  });
