// Issuing: exactly once per learner, course, template and cycle under concurrent completions (every host),
// never at the cost of the progress write, a new certificate only after expiry, the e-mail through the outbox.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificateHandlers } from '@lms/domain/internal/certificates/handlers';
import { issueOwedCertificates } from '@lms/domain/internal/certificates/issue';
import { caller } from '../../fixtures/learning-fixtures';
import {
  certificateRows,
  courseWithTemplate,
  enrolledLearner,
  viewLesson,
} from '../../fixtures/certificate-fixtures';
import type { ConformanceHost, OpenConformanceHost } from '../../host';

const DAY = 86_400_000;

export const describeCertificateIssuing = (openHost: OpenConformanceHost) =>
  describe('issuing certificates', () => {
    let host: ConformanceHost;
    beforeAll(async () => {
      host = await openHost({});
    });
    afterAll(() => host?.close());

    const outboxFor = (uid: string) =>
      host.ctx.db.selectFrom('outbox').selectAll().where('to_address', '=', `${uid}@example.com`).execute();

    it('issues one certificate and one e-mail for 20 concurrent completion events', async () => {
      const { course } = await courseWithTemplate(host.ctx, 'concurrent-events');
      const lessonId = course.lessonIds[0] as string;
      await enrolledLearner(host.ctx, 'racer', course.courseId, 'Ada Racer');

      const results = await Promise.allSettled(
        Array.from({ length: 20 }, (_, i) => viewLesson(host.ctx, 'racer', course.courseId, lessonId, i)),
      );

      expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
      const rows = await certificateRows(host.ctx, 'racer');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ cycle: 1, origin: 'completion', learner_name: 'Ada Racer' });
      const mails = await outboxFor('racer');
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe('Your certificate for Course concurrent-events');
      expect(mails[0]?.text_body).toContain(`/verify/${rows[0]?.verification_code}`);
    });

    it('keeps one row when 20 issuers race past the progress lock (the unique key decides)', async () => {
      const { course } = await courseWithTemplate(host.ctx, 'concurrent-issuers');
      await enrolledLearner(host.ctx, 'direct', course.courseId);
      const created = await Promise.all(
        Array.from({ length: 20 }, () => issueOwedCertificates(host.ctx, 'direct', course.courseId)),
      );
      expect(created.flat()).toHaveLength(1);
      expect(await certificateRows(host.ctx, 'direct')).toHaveLength(1);
      expect(await outboxFor('direct')).toHaveLength(1);
    });

    it('lets 20 concurrent manual issues by admins create one certificate', async () => {
      const { course, templateId } = await courseWithTemplate(host.ctx, 'concurrent-admins');
      await enrolledLearner(host.ctx, 'manual', course.courseId);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          certificateHandlers.issueCertificate({
            ctx: host.ctx,
            caller: caller('admin', true),
            input: { userId: 'manual', courseId: course.courseId, templateId },
          }),
        ),
      );
      expect(answers.filter((answer) => answer.created)).toHaveLength(1);
      expect(new Set(answers.map((answer) => answer.certificate.id)).size).toBe(1);
    });

    it('ignores a replayed event and a course not yet complete', async () => {
      const { course } = await courseWithTemplate(host.ctx, 'two-lessons', { lessons: 2 });
      await enrolledLearner(host.ctx, 'halfway', course.courseId);
      await viewLesson(host.ctx, 'halfway', course.courseId, course.lessonIds[0] as string);
      expect(await certificateRows(host.ctx, 'halfway')).toHaveLength(0);
      await viewLesson(host.ctx, 'halfway', course.courseId, course.lessonIds[1] as string);
      await viewLesson(host.ctx, 'halfway', course.courseId, course.lessonIds[1] as string);
      expect(await certificateRows(host.ctx, 'halfway')).toHaveLength(1);
    });

    it('keeps the progress write when issuing fails, and issues on the next read of the certificates', async () => {
      const { course } = await courseWithTemplate(host.ctx, 'failing-issue');
      await enrolledLearner(host.ctx, 'unlucky', course.courseId);
      await sql`alter table certificates rename to certificates_away`.execute(host.ctx.db);
      try {
        const result = await viewLesson(host.ctx, 'unlucky', course.courseId, course.lessonIds[0] as string);
        expect(result.progress).toMatchObject({ percent: 100, completed: true });
      } finally {
        await sql`alter table certificates_away rename to certificates`.execute(host.ctx.db);
      }
      const enrolment = await host.ctx.db
        .selectFrom('enrollments')
        .select(['completed'])
        .where('user_id', '=', 'unlucky')
        .executeTakeFirstOrThrow();
      expect(enrolment.completed).toBe(1);
      expect(await certificateRows(host.ctx, 'unlucky')).toHaveLength(0);

      const mine = await certificateHandlers.listMyCertificates({
        ctx: host.ctx,
        caller: caller('unlucky'),
        input: {},
      });
      expect(mine.items).toHaveLength(1);
      expect(mine.items[0]).toMatchObject({ status: 'valid', courseTitle: 'Course failing-issue' });
    });

    it('expires after the validity period and issues a new certificate on the next completion event', async () => {
      const { course } = await courseWithTemplate(host.ctx, 'expiring', { validityDays: 30 });
      await enrolledLearner(host.ctx, 'renewer', course.courseId);
      const start = Date.now();
      const realNow = host.ctx.now;
      try {
        host.ctx.now = () => start;
        await viewLesson(host.ctx, 'renewer', course.courseId, course.lessonIds[0] as string);
        const [first] = await certificateRows(host.ctx, 'renewer');
        expect(Number(first?.expires_at)).toBe(start + 30 * DAY);
        const verify = (code: string) =>
          certificateHandlers.verifyCertificate({ ctx: host.ctx, caller: null, input: { code } });
        expect((await verify(first?.verification_code ?? '')).status).toBe('valid');

        host.ctx.now = () => start + 30 * DAY - 1;
        expect((await verify(first?.verification_code ?? '')).status).toBe('valid');
        expect(await issueOwedCertificates(host.ctx, 'renewer', course.courseId)).toEqual([]);

        host.ctx.now = () => start + 31 * DAY;
        expect((await verify(first?.verification_code ?? '')).status).toBe('expired');
        const renewed = await issueOwedCertificates(host.ctx, 'renewer', course.courseId);
        expect(renewed).toHaveLength(1);
        expect(renewed[0]).toMatchObject({ cycle: 2, expires_at: start + 61 * DAY });
        expect(await issueOwedCertificates(host.ctx, 'renewer', course.courseId)).toEqual([]);
      } finally {
        host.ctx.now = realNow;
      }
    });
  });
