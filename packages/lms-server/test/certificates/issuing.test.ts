// Issuing: exactly once per learner, course, template and cycle under concurrent completions (both databases),
// never at the cost of the progress write, a new certificate only after expiry, the e-mail through the outbox.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificateHandlers } from '@lms/domain/internal/certificates/handlers';
import { issueOwedCertificates } from '@lms/domain/internal/certificates/issue';
import { testDatabases } from '../helpers/databases';
import { createTestContext, type TestContext } from '../helpers/context';
import { caller } from '@lms/domain/conformance/fixtures/learning-fixtures';
import { certificateRows, courseWithTemplate, enrolledLearner, viewLesson } from './certificate-fixtures';

const DAY = 86_400_000;

describe.each(testDatabases())('issuing certificates ($dialect)', ({ dialect }) => {
  let test: TestContext;
  beforeAll(async () => {
    test = await createTestContext({ dialect });
  });
  afterAll(() => test?.close());

  const outboxFor = (uid: string) =>
    test.ctx.db.selectFrom('outbox').selectAll().where('to_address', '=', `${uid}@example.com`).execute();

  it('issues one certificate and one e-mail for 20 concurrent completion events', async () => {
    const { course } = await courseWithTemplate(test.ctx, 'concurrent-events');
    const lessonId = course.lessonIds[0] as string;
    await enrolledLearner(test.ctx, 'racer', course.courseId, 'Ada Racer');

    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => viewLesson(test.ctx, 'racer', course.courseId, lessonId, i)),
    );

    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const rows = await certificateRows(test.ctx, 'racer');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ cycle: 1, origin: 'completion', learner_name: 'Ada Racer' });
    const mails = await outboxFor('racer');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Your certificate for Course concurrent-events');
    expect(mails[0]?.text_body).toContain(`/verify/${rows[0]?.verification_code}`);
  });

  it('keeps one row when 20 issuers race past the progress lock (the unique key decides)', async () => {
    const { course } = await courseWithTemplate(test.ctx, 'concurrent-issuers');
    await enrolledLearner(test.ctx, 'direct', course.courseId);
    const created = await Promise.all(
      Array.from({ length: 20 }, () => issueOwedCertificates(test.ctx, 'direct', course.courseId)),
    );
    expect(created.flat()).toHaveLength(1);
    expect(await certificateRows(test.ctx, 'direct')).toHaveLength(1);
    expect(await outboxFor('direct')).toHaveLength(1);
  });

  it('lets 20 concurrent manual issues by admins create one certificate', async () => {
    const { course, templateId } = await courseWithTemplate(test.ctx, 'concurrent-admins');
    await enrolledLearner(test.ctx, 'manual', course.courseId);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        certificateHandlers.issueCertificate({
          ctx: test.ctx,
          caller: caller('admin', true),
          input: { userId: 'manual', courseId: course.courseId, templateId },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.created)).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.certificate.id)).size).toBe(1);
  });

  it('ignores a replayed event and a course not yet complete', async () => {
    const { course } = await courseWithTemplate(test.ctx, 'two-lessons', { lessons: 2 });
    await enrolledLearner(test.ctx, 'halfway', course.courseId);
    await viewLesson(test.ctx, 'halfway', course.courseId, course.lessonIds[0] as string);
    expect(await certificateRows(test.ctx, 'halfway')).toHaveLength(0);
    await viewLesson(test.ctx, 'halfway', course.courseId, course.lessonIds[1] as string);
    await viewLesson(test.ctx, 'halfway', course.courseId, course.lessonIds[1] as string);
    expect(await certificateRows(test.ctx, 'halfway')).toHaveLength(1);
  });

  it('keeps the progress write when issuing fails, and issues on the next read of the certificates', async () => {
    const { course } = await courseWithTemplate(test.ctx, 'failing-issue');
    await enrolledLearner(test.ctx, 'unlucky', course.courseId);
    await sql`alter table certificates rename to certificates_away`.execute(test.ctx.db);
    try {
      const result = await viewLesson(test.ctx, 'unlucky', course.courseId, course.lessonIds[0] as string);
      expect(result.progress).toMatchObject({ percent: 100, completed: true });
    } finally {
      await sql`alter table certificates_away rename to certificates`.execute(test.ctx.db);
    }
    const enrolment = await test.ctx.db
      .selectFrom('enrollments')
      .select(['completed'])
      .where('user_id', '=', 'unlucky')
      .executeTakeFirstOrThrow();
    expect(enrolment.completed).toBe(1);
    expect(await certificateRows(test.ctx, 'unlucky')).toHaveLength(0);

    const mine = await certificateHandlers.listMyCertificates({
      ctx: test.ctx,
      caller: caller('unlucky'),
      input: {},
    });
    expect(mine.items).toHaveLength(1);
    expect(mine.items[0]).toMatchObject({ status: 'valid', courseTitle: 'Course failing-issue' });
  });

  it('expires after the validity period and issues a new certificate on the next completion event', async () => {
    const { course } = await courseWithTemplate(test.ctx, 'expiring', { validityDays: 30 });
    await enrolledLearner(test.ctx, 'renewer', course.courseId);
    const start = Date.now();
    const realNow = test.ctx.now;
    try {
      test.ctx.now = () => start;
      await viewLesson(test.ctx, 'renewer', course.courseId, course.lessonIds[0] as string);
      const [first] = await certificateRows(test.ctx, 'renewer');
      expect(Number(first?.expires_at)).toBe(start + 30 * DAY);
      const verify = (code: string) =>
        certificateHandlers.verifyCertificate({ ctx: test.ctx, caller: null, input: { code } });
      expect((await verify(first?.verification_code ?? '')).status).toBe('valid');

      test.ctx.now = () => start + 30 * DAY - 1;
      expect((await verify(first?.verification_code ?? '')).status).toBe('valid');
      expect(await issueOwedCertificates(test.ctx, 'renewer', course.courseId)).toEqual([]);

      test.ctx.now = () => start + 31 * DAY;
      expect((await verify(first?.verification_code ?? '')).status).toBe('expired');
      const renewed = await issueOwedCertificates(test.ctx, 'renewer', course.courseId);
      expect(renewed).toHaveLength(1);
      expect(renewed[0]).toMatchObject({ cycle: 2, expires_at: start + 61 * DAY });
      expect(await issueOwedCertificates(test.ctx, 'renewer', course.courseId)).toEqual([]);
    } finally {
      test.ctx.now = realNow;
    }
  });
});
