// What a certificate says, in the learner's language (issue 30): hours by the language's plural rules ("1 hour",
// not "1 hours"), days as the certificate page writes them (not 2026-11-28), the fixed words of the PDF translated,
// and a space kept between an Arabic name at the start of a line and the Latin word after it.
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificateHandlers } from '@lms/domain/internal/certificates/handlers';
import { createTemplate } from '@lms/domain/internal/certificates/templates';
import { buildCourse, caller } from '../../fixtures/learning-fixtures';
import { certificateRows, enrolledLearner, viewLesson } from '../../fixtures/certificate-fixtures';
import type { ConformanceHost, OpenConformanceHost } from '../../host';
import type { GroupNeeds } from '../rules-types';

const bytesOf = (base64: string) => new Uint8Array(Buffer.from(base64, 'base64'));

async function textOf(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(bytes.slice()), { mergePages: true });
  return text;
}

/** What a certificate prints is read back from its PDF. */
export const needs: GroupNeeds = [{ feature: 'certificate-pdfs' }];

export const describeCertificatePrint = (openHost: OpenConformanceHost) =>
  describe('what a certificate prints', () => {
    let host: ConformanceHost;
    beforeAll(async () => {
      host = await openHost({});
    });
    afterAll(() => host?.close());

    /** A course of `minutes` whose template has `body`, completed by a learner of `language`; their certificate. */
    async function earn(
      slug: string,
      options: { minutes: number; body: string; language: string; name: string },
    ) {
      const course = await buildCourse(host.ctx.db, {
        slug,
        lessons: ['text'],
        course: { title: `Course ${slug}`, duration_minutes: options.minutes },
      });
      await createTemplate(host.ctx, {
        name: `Template ${slug}`,
        title: 'Certificate of Completion',
        body: options.body,
        signerName: '',
        signerTitle: '',
        primaryColor: '#1a4f8b',
        accentColor: '#8a5a00',
        orientation: 'landscape',
        logo: null,
        signature: null,
        background: null,
        validityDays: null,
        courseIds: [course.courseId],
        active: true,
      });
      const uid = `print-${slug}`;
      await enrolledLearner(host.ctx, uid, course.courseId, options.name);
      await host.ctx.db
        .updateTable('users')
        .set({ pref_language: options.language })
        .where('uid', '=', uid)
        .execute();
      await viewLesson(host.ctx, uid, course.courseId, course.lessonIds[0] as string);
      const [row] = await certificateRows(host.ctx, uid);
      if (row === undefined) throw new Error('no certificate');
      const certificate = await certificateHandlers.getCertificate({
        ctx: host.ctx,
        caller: caller(uid),
        input: { certificateId: row.id },
      });
      const pdf = async () =>
        bytesOf(
          (
            await certificateHandlers.downloadCertificatePdf({
              ctx: host.ctx,
              caller: caller(uid),
              input: { certificateId: row.id },
            })
          ).base64,
        );
      return { row, certificate, pdf };
    }

    const day = (at: number, locale: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(at);

    it('fills {{hours}} with its unit by the plural rules, and the date as the page writes it', async () => {
      const body = 'Completed on {{issueDate}} ({{hours}}).';
      const one = await earn('one-hour', { minutes: 60, body, language: 'en-US', name: 'Ada' });
      expect(one.certificate.design.body).toBe(
        `Completed on ${day(Number(one.row.issued_at), 'en-US')} (1 hour).`,
      );
      const two = await earn('two-hours', { minutes: 150, body, language: 'en-US', name: 'Bo' });
      expect(two.certificate.design.body).toContain('(2.5 hours)');
      expect(await textOf(await one.pdf())).toContain(`Issued ${day(Number(one.row.issued_at), 'en-US')}`);
    });

    it("prints in the learner's language: a French learner's certificate is French", async () => {
      const french = await earn('french', {
        minutes: 60,
        body: 'Terminé le {{issueDate}} ({{hours}}).',
        language: 'fr-FR',
        name: 'Zoé',
      });
      const issued = day(Number(french.row.issued_at), 'fr-FR');
      // French sets a narrow no-break space between a number and its unit.
      expect(french.certificate.design.body.replace(/\s/gu, ' ')).toBe(`Terminé le ${issued} (1 heure).`);
      const text = await textOf(await french.pdf());
      expect(text).toContain(`Délivré le ${issued}`);
      expect(text).toContain(`Certificat n° ${french.row.number}`);
    });

    it('keeps the space after an Arabic name that starts a line, before the Latin word after it', async () => {
      const arabic = await earn('arabic-space', {
        minutes: 60,
        body: 'This certifies that\n{{learnerName}} passed the course.',
        language: 'en-US',
        name: 'ليلى الأحمد',
      });
      const page = await (await getDocumentProxy((await arabic.pdf()).slice())).getPage(1);
      const items = (await page.getTextContent()).items.flatMap((item) =>
        'str' in item
          ? [
              {
                str: item.str,
                x: item.transform[4] as number,
                y: item.transform[5] as number,
                width: item.width,
              },
            ]
          : [],
      );
      const passed = items.find((item) => item.str.trimStart().startsWith('passed'));
      if (passed === undefined) throw new Error(`no "passed" in ${JSON.stringify(items)}`);
      const arabicRight = Math.max(
        ...items
          .filter((item) => Math.abs(item.y - passed.y) < 1 && /\p{Script=Arabic}/u.test(item.str))
          .map((item) => item.x + item.width),
      );
      // Noto Sans's space at 13 pt is 3.4 pt wide; the name used to end where "passed" began.
      expect(passed.x - arabicRight).toBeGreaterThan(2.5);
    });
  });
