// Admins act on issued certificates through the callable route: list with search, filters and pages, revoke with
// a reason (the record stays and verification says revoked), reissue, CSV; learners see only their own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startActionPlanHost, type ActionPlanHarness } from '../../fixtures/action-plan-harness';
import { courseWithTemplate } from '../../fixtures/certificate-fixtures';
import type { OpenConformanceHost } from '../../host';

export const describeCertificateAdmin = (openHost: OpenConformanceHost) =>
  describe('certificates for admins', () => {
    let h: ActionPlanHarness;
    let templateId: string;
    let courseId: string;
    beforeAll(async () => {
      h = await startActionPlanHost(openHost);
      const made = await courseWithTemplate(h.host.ctx, 'admin-course');
      templateId = made.templateId;
      courseId = made.course.courseId;
      for (const actor of [h.student, h.other]) {
        await h.call(h.admin.idToken, 'issueCertificate', { userId: actor.uid, courseId, templateId });
      }
    });
    afterAll(() => h?.close());

    const list = (data: Record<string, unknown> = {}) =>
      h.call(h.admin.idToken, 'adminListCertificates', data);

    it('lists, searches, filters and pages issued certificates', async () => {
      expect((await list()).total).toBe(2);
      const found = await list({ search: 'other@' });
      expect(found.items.map((item) => item.learnerEmail)).toEqual(['other@example.com']);
      expect((await list({ courseId, status: 'valid' })).total).toBe(2);
      expect((await list({ status: 'revoked' })).total).toBe(0);
      const firstPage = await list({ pageSize: 1 });
      const secondPage = await list({ pageSize: 1, page: 2 });
      expect(firstPage.items[0]?.id).not.toBe(secondPage.items[0]?.id);
    });

    it('shows learners only their own certificates', async () => {
      const mine = await h.call(h.student.idToken, 'listMyCertificates', {});
      expect(mine.items.map((item) => item.learnerEmail)).toEqual(['student@example.com']);
      const theirs = (await h.call(h.other.idToken, 'listMyCertificates', {})).items[0];
      const refused = await h.fail(h.student.idToken, 'getCertificate', { certificateId: theirs?.id });
      expect(refused.status).toBe(404);
    });

    it('revokes with a reason, keeps the record, and verification says revoked', async () => {
      const [target] = (await list({ search: 'student@' })).items;
      const revoked = await h.call(h.admin.idToken, 'revokeCertificate', {
        certificateId: target?.id ?? '',
        reason: 'Exam misconduct',
      });
      expect(revoked).toMatchObject({ status: 'revoked', revokedReason: 'Exam misconduct' });
      const code = new URL(revoked.verificationUrl).pathname.split('/').pop() ?? '';
      const verified = await h.call(null, 'verifyCertificate', { code });
      expect(verified).toMatchObject({
        status: 'revoked',
        revokedReason: 'Exam misconduct',
        learnerName: 'student',
      });
      expect(verified.revokedAt).not.toBeNull();
      const again = await h.fail(h.admin.idToken, 'revokeCertificate', {
        certificateId: target?.id,
        reason: 'Twice',
      });
      expect(again).toMatchObject({ status: 400, details: { reason: 'already-revoked' } });
      expect((await list({ status: 'revoked' })).total).toBe(1);
    });

    it('reissues a certificate in a new cycle and revokes the one it replaces', async () => {
      const [target] = (await list({ search: 'other@' })).items;
      const fresh = await h.call(h.admin.idToken, 'reissueCertificate', { certificateId: target?.id ?? '' });
      expect(fresh).toMatchObject({ status: 'valid', origin: 'reissue' });
      expect(fresh.number).not.toBe(target?.number);
      const old = await h.call(h.admin.idToken, 'getCertificate', { certificateId: target?.id ?? '' });
      expect(old.status).toBe('revoked');
      expect(old.revokedReason).toContain(fresh.number);
      const twice = await h.fail(h.admin.idToken, 'reissueCertificate', { certificateId: target?.id });
      expect(twice.details?.reason).toBe('superseded');
    });

    it('exports the filtered list as CSV with a byte-order mark, neutralising formulas', async () => {
      await h.host.ctx.db
        .updateTable('certificates')
        .set({ learner_name: '=HYPERLINK("x")' })
        .where('learner_email', '=', 'other@example.com')
        .execute();
      const csv = await h.call(h.admin.idToken, 'exportCertificatesCsv', { search: 'other@' });
      // The byte-order mark makes spreadsheet programs read names such as "Zoë" as UTF-8, as in every export.
      expect(csv.csv.startsWith('\uFEFF')).toBe(true);
      const lines = csv.csv
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe(
        'Number,Learner,E-mail,Course,Issued,Expires,Status,Revoked,Reason,Verification URL',
      );
      expect(csv.rows).toBe(2);
      expect(csv.csv).toContain(`"'=HYPERLINK(""x"")"`);
    });

    it('refuses a template with an unknown placeholder or colour, and an unknown course', async () => {
      const base = {
        name: 'Bad',
        title: 'Hello {{learnerNmae}}',
        body: 'Body',
        primaryColor: '#123456',
        accentColor: 'blue',
        orientation: 'landscape',
        validityDays: null,
        courseIds: [],
      };
      const refused = await h.fail(h.admin.idToken, 'createCertificateTemplate', base);
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.details)).toContain('Unknown placeholder: {{learnerNmae}}');
      expect(JSON.stringify(refused.details)).toContain('hex color');
      const unknownCourse = await h.fail(h.admin.idToken, 'createCertificateTemplate', {
        ...base,
        title: 'Fine',
        accentColor: '#fff',
        courseIds: ['no-such-course'],
      });
      expect(unknownCourse.details?.reason).toBe('unknown-course');
    });
  });
