// LinkedIn's "Add to profile" link of a certificate names the certification after the course (what was achieved),
// not the template's title ("Certificate of Completion", the same on every certificate), and carries the printed
// number, the verification link and the issue date.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificateHandlers } from '@lms/domain/internal/certificates/handlers';
import { caller } from '../../fixtures/learning-fixtures';
import { courseWithTemplate, enrolledLearner, viewLesson } from '../../fixtures/certificate-fixtures';
import type { ConformanceHost, OpenConformanceHost } from '../../host';

export const describeLinkedInLink = (openHost: OpenConformanceHost) =>
  describe("a certificate's LinkedIn link", () => {
    let host: ConformanceHost;
    beforeAll(async () => {
      host = await openHost({});
    });
    afterAll(() => host?.close());

    it('is named after the course, with the number, the verification link and the issue month', async () => {
      const { course } = await courseWithTemplate(host.ctx, 'linked-course');
      await enrolledLearner(host.ctx, 'linked-learner', course.courseId, 'Grace Hopper');
      await viewLesson(host.ctx, 'linked-learner', course.courseId, course.lessonIds[0] as string);
      const { items } = await certificateHandlers.listMyCertificates({
        ctx: host.ctx,
        caller: caller('linked-learner'),
        input: {},
      });
      const [certificate] = items;
      if (certificate === undefined) throw new Error('no certificate');
      expect(certificate.design.title).toBe('Certificate of Completion');

      const link = new URL(certificate.linkedInUrl);
      const issued = new Date(certificate.issuedAt);
      expect(Object.fromEntries(link.searchParams)).toEqual({
        startTask: 'CERTIFICATION_NAME',
        name: 'Course linked-course',
        organizationName: 'Learning Platform',
        issueYear: String(issued.getUTCFullYear()),
        issueMonth: String(issued.getUTCMonth() + 1),
        certUrl: certificate.verificationUrl,
        certId: certificate.number,
      });
    });
  });
