// The administrators' user page shows the user's certificates, badges and the support requests they sent signed in
// (issue 21), newest first; requests sent signed out, and other people's records, are not on it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserDetail } from '@lms/core';
import { enrollUser } from '@lms/domain/internal/learning/enrollments/enroll-user';
import { badgeWith } from '../../fixtures/badge-fixtures';
import { courseWithTemplate } from '../../fixtures/certificate-fixtures';
import { openSupportHarness, type SupportHarness } from '../../fixtures/support-harness';
import type { OpenConformanceHost } from '../../host';

export const describeAdminUserRecords = (openHost: OpenConformanceHost) =>
  describe("a user's certificates and support requests", () => {
    let h: SupportHarness;
    beforeAll(async () => {
      h = await openSupportHarness(openHost);
    });
    afterAll(() => h?.close());

    const detail = async (uid: string) => {
      const { status, body } = await h.call('getUserDetail', { uid }, h.admin.token);
      expect(status, JSON.stringify(body)).toBe(200);
      return body.result as AdminUserDetail;
    };

    it('lists them, with the certificate revoked or not and the request status', async () => {
      expect(await detail(h.student.uid)).toMatchObject({ certificates: [], supportRequests: [] });

      const { course, templateId } = await courseWithTemplate(h.host.ctx, 'records');
      await enrollUser(h.host.ctx, { userId: h.student.uid, courseId: course.courseId, source: 'free' });
      const issued = await h.call(
        'issueCertificate',
        { userId: h.student.uid, courseId: course.courseId, templateId },
        h.admin.token,
      );
      expect(issued.status, JSON.stringify(issued.body)).toBe(200);

      const sent = await h.call(
        'createSupportRequest',
        {
          formToken: await h.openForm(),
          category: 'technical',
          subject: 'The video does not play',
          message: 'It stays black.',
        },
        h.student.token,
      );
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      // The same address signed out: not proven to be theirs, so not on their page.
      await h.call('createSupportRequest', {
        formToken: await h.openForm(),
        name: 'Someone',
        email: 'student@example.com',
        category: 'other',
        subject: 'Signed out',
        message: 'Hello.',
      });

      const page = await detail(h.student.uid);
      expect(page.certificates).toEqual([
        {
          id: issued.body.result.certificate.id,
          number: issued.body.result.certificate.number,
          courseTitle: 'Course records',
          issuedAt: expect.any(String),
          revoked: false,
        },
      ]);
      expect(page.supportRequests).toEqual([
        {
          id: expect.any(String),
          reference: sent.body.result.reference,
          subject: 'The video does not play',
          status: 'new',
          createdAt: expect.any(String),
        },
      ]);
      expect(await detail(h.admin.uid)).toMatchObject({ certificates: [], supportRequests: [] });
    });

    it("lists their badges, revoked ones included, and no one else's", async () => {
      expect((await detail(h.student.uid)).badges).toEqual([]);
      const kept = await badgeWith(h.host.ctx, { kind: 'manual' }, 'Helper of the month');
      const taken = await badgeWith(h.host.ctx, { kind: 'manual' }, 'Given by mistake');
      const award = async (badgeId: string) => {
        const { status, body } = await h.call(
          'awardBadge',
          { badgeId, learner: h.student.uid },
          h.admin.token,
        );
        expect(status, JSON.stringify(body)).toBe(200);
        return body.result.award as { id: string };
      };
      const first = await award(kept.id);
      const second = await award(taken.id);
      const revoked = await h.call(
        'revokeBadgeAward',
        { awardId: second.id, reason: 'Mistake' },
        h.admin.token,
      );
      expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);

      const { badges } = await detail(h.student.uid);
      expect(badges).toHaveLength(2);
      expect(badges).toEqual(
        expect.arrayContaining([
          {
            awardId: first.id,
            badgeId: kept.id,
            badgeName: 'Helper of the month',
            awardedAt: expect.any(String),
            origin: 'admin',
            revoked: false,
          },
          expect.objectContaining({ awardId: second.id, badgeName: 'Given by mistake', revoked: true }),
        ]),
      );
      expect((await detail(h.admin.uid)).badges).toEqual([]);
    });
  });
