// A certificate is verified by the number printed on it as well as by its link's code: anyone reading the paper can
// type it, in any case, with or without its dash. A well-formed number no certificate has is "not found" (404); text
// that is neither a number nor a code is the caller's mistake (400, saying what to enter); never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startActionPlanHost, type ActionPlanHarness } from '../../fixtures/action-plan-harness';
import { courseWithTemplate } from '../../fixtures/certificate-fixtures';
import type { OpenConformanceHost } from '../../host';

export const describeVerifyByNumber = (openHost: OpenConformanceHost) =>
  describe('verifying a certificate by its number', () => {
    let h: ActionPlanHarness;
    let number: string;
    let code: string;
    beforeAll(async () => {
      h = await startActionPlanHost(openHost);
      const { course, templateId } = await courseWithTemplate(h.host.ctx, 'numbered-course');
      const { certificate: issued } = await h.call(h.admin.idToken, 'issueCertificate', {
        userId: h.student.uid,
        courseId: course.courseId,
        templateId,
      });
      number = issued.number;
      code = new URL(issued.verificationUrl).pathname.split('/').pop() ?? '';
    });
    afterAll(() => h?.close());

    it('finds the certificate by its number as printed, lowercase, without the dash, or with spaces', async () => {
      expect(number).toMatch(/^\d{4}-[A-Z2-9]{8}$/);
      const byCode = await h.call(null, 'verifyCertificate', { code });
      for (const typed of [
        number,
        number.toLowerCase(),
        number.replace('-', ''),
        `  ${number.toLowerCase()} `,
      ]) {
        expect(await h.call(null, 'verifyCertificate', { code: typed }), typed).toEqual(byCode);
      }
      expect(byCode).toMatchObject({ number, status: 'valid', courseTitle: 'Course numbered-course' });
    });

    it('answers a number no certificate has as not found', async () => {
      // Same year, other letters; and letters the alphabet never uses (a misread O or 1): a typo, not a bad request.
      const other = `${number.slice(0, 5)}${number.endsWith('A') ? 'BBBBBBBB' : 'AAAAAAAA'}`;
      for (const typed of [other, '2026-OOOO1111', '1999ZZZZZZZZ']) {
        const refused = await h.fail(null, 'verifyCertificate', { code: typed });
        expect(refused, typed).toMatchObject({
          status: 404,
          code: 'functions/not-found',
          details: { reason: 'unknown-code' },
        });
      }
    });

    it('refuses text that is neither a number nor a code, saying what to enter', async () => {
      for (const typed of [
        '',
        'hello',
        `${number}X`,
        '26-ABCDEFGH',
        `${code}0`,
        `${number.slice(0, 5)}ABC-DEFGH`,
      ]) {
        const refused = await h.fail(null, 'verifyCertificate', { code: typed });
        expect(refused.status, typed).toBe(400);
        expect(refused.code).toBe('functions/invalid-argument');
        expect(JSON.stringify(refused)).toContain('Enter the number printed on the certificate');
      }
    });
  });
