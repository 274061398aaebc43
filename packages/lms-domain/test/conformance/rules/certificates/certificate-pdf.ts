// The certificate PDF as a reader sees it: its text (read back with pdf.js through unpdf) holds the learner's
// name, the course, the issue date and the verification URL; a name in Arabic script embeds the Arabic font; a ZIP
// holds one PDF per certificate; the settings' issuer profile (name, address, logo) is printed and embedded.
import { unzipSync } from 'fflate';
import { PDFDict, PDFDocument, PDFName, PDFStream } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificateHandlers } from '@lms/domain/internal/certificates/handlers';
import { saveSection } from '@lms/domain/internal/settings/site-settings';
import { caller, learners } from '../../fixtures/learning-fixtures';
import {
  certificateRows,
  courseWithTemplate,
  enrolledLearner,
  TINY_PNG_DATA_URL,
  viewLesson,
} from '../../fixtures/certificate-fixtures';
import type { ConformanceHost, OpenConformanceHost } from '../../host';
import type { GroupNeeds } from '../rules-types';

const bytesOf = (base64: string) => new Uint8Array(Buffer.from(base64, 'base64'));

/** How many images the first page draws (its resources' image XObjects). */
async function imagesOnFirstPage(bytes: Uint8Array): Promise<number> {
  const [page] = (await PDFDocument.load(bytes)).getPages();
  const objects = page?.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  if (objects === undefined) return 0;
  return objects
    .values()
    .map((ref) => objects.context.lookup(ref))
    .filter(
      (object) =>
        object instanceof PDFStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
    ).length;
}

async function textOf(bytes: Uint8Array): Promise<string> {
  // A copy: pdf.js takes the buffer it is given away (detached), and a test may read the same bytes again.
  const { text } = await extractText(await getDocumentProxy(bytes.slice()), { mergePages: true });
  return text;
}

/** Every test draws certificate PDFs. */
export const needs: GroupNeeds = [{ feature: 'certificate-pdfs' }];

/**
 * Dec 1, 2026: no N in the date, so the issuer's "Northwind" is the first N the process prints, in a later document
 * than the fonts were first parsed for; with fonts shared between documents its text read "'orthwind".
 */
const PRINT_DAY = Date.parse('2026-12-01T12:00:00Z');

export const describeCertificatePdfs = (openHost: OpenConformanceHost) =>
  describe('certificate PDFs', () => {
    let host: ConformanceHost;
    let courseId: string;
    let lessonId: string;
    beforeAll(async () => {
      // A fixed day: the date is printed, and the characters printed decide which glyphs each PDF embeds.
      host = await openHost({ now: () => PRINT_DAY });
      const made = await courseWithTemplate(host.ctx, 'pdf-course');
      courseId = made.course.courseId;
      lessonId = made.course.lessonIds[0] as string;
    });
    afterAll(() => host?.close());

    async function earn(uid: string, name: string) {
      await enrolledLearner(host.ctx, uid, courseId, name);
      await viewLesson(host.ctx, uid, courseId, lessonId);
      const [row] = await certificateRows(host.ctx, uid);
      if (row === undefined) throw new Error('no certificate');
      return row;
    }

    it('prints the name, course, date, number and verification URL, and draws a QR code', async () => {
      const row = await earn('pdf-latin', 'Zoë Łukasiewicz-Ñúñez');
      const file = await certificateHandlers.downloadCertificatePdf({
        ctx: host.ctx,
        caller: caller('pdf-latin'),
        input: { certificateId: row.id },
      });
      expect(file.contentType).toBe('application/pdf');
      expect(file.fileName).toBe(`certificate-${row.number}.pdf`);
      const bytes = bytesOf(file.base64);
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
      const text = await textOf(bytes);
      expect(text).toContain('Zoë Łukasiewicz-Ñúñez');
      expect(text).toContain('Course pdf-course');
      // The day as the certificate page writes it, in the learner's language (en-US here), not an ISO date.
      const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
        Number(row.issued_at),
      );
      expect(text).toContain(`Issued ${day}`);
      expect(text).toContain(`completed Course pdf-course on ${day} (1 hour, grade —)`);
      expect(text).toContain(`Certificate no. ${row.number}`);
      expect(text).toContain(`${host.ctx.config.publicUrl}/verify/${row.verification_code}`);
    });

    it('embeds the Arabic font for a name in Arabic script, which reads back in logical order', async () => {
      const row = await earn('pdf-arabic', 'ليلى حداد');
      const file = await certificateHandlers.downloadCertificatePdf({
        ctx: host.ctx,
        caller: caller('pdf-arabic'),
        input: { certificateId: row.id },
      });
      const pdf = await getDocumentProxy(bytesOf(file.base64));
      const page = await pdf.getPage(1);
      const fonts = new Set<string>();
      const items = (await page.getTextContent()).items;
      for (const item of items) if ('fontName' in item) fonts.add(item.fontName);
      // Two embedded fonts: Noto Sans for the Latin text, Noto Sans Arabic for the name (shaped by fontkit).
      expect(fonts.size).toBe(2);
      // A glyph fontkit's Arabic shaping adds (it stands for no character) reads back as a control character.
      const runs = items.map((item) =>
        'str' in item ? [...item.str].filter((char) => char >= ' ').join('') : '',
      );
      expect(runs).toContain('ليلى حداد');
      expect(runs).toContain('Course pdf-course');
    });

    it('zips several PDFs for an admin', async () => {
      const rows = [
        ...(await certificateRows(host.ctx, 'pdf-latin')),
        ...(await certificateRows(host.ctx, 'pdf-arabic')),
      ];
      const zip = await certificateHandlers.downloadCertificatesZip({
        ctx: host.ctx,
        caller: caller('admin', true),
        input: { certificateIds: rows.map((row) => row.id) },
      });
      expect(zip.contentType).toBe('application/zip');
      const files = unzipSync(bytesOf(zip.base64));
      expect(Object.keys(files).sort()).toEqual(rows.map((row) => `certificate-${row.number}.pdf`).sort());
      const missing = certificateHandlers.downloadCertificatesZip({
        ctx: host.ctx,
        caller: caller('admin', true),
        input: { certificateIds: ['nope'] },
      });
      await expect(missing).rejects.toMatchObject({ code: 'functions/not-found' });
    });

    it('prints the issuer profile of the settings and embeds its logo', async () => {
      const row = await earn('pdf-issuer', 'Ines Issuer');
      const download = async () =>
        bytesOf(
          (
            await certificateHandlers.downloadCertificatePdf({
              ctx: host.ctx,
              caller: caller('pdf-issuer'),
              input: { certificateId: row.id },
            })
          ).base64,
        );
      // Without a profile: the site's name, and no image at all (the template has none either).
      const before = await download();
      expect(await textOf(before)).toContain('Issued by Learning Platform');
      expect(await imagesOnFirstPage(before)).toBe(0);

      await learners(host.ctx.db, 'pdf-admin');
      const admin = caller('pdf-admin', true);
      await saveSection(host.ctx, admin, {
        section: 'certificateIssuer',
        values: {
          name: 'Northwind Academy',
          url: 'https://academy.example/about',
          logoUrl: TINY_PNG_DATA_URL,
        },
      });
      const after = await download();
      expect(await textOf(after)).toContain('Issued by Northwind Academy · https://academy.example/about');
      expect(await imagesOnFirstPage(after)).toBe(1);
      const verification = await certificateHandlers.verifyCertificate({
        ctx: host.ctx,
        caller: null,
        input: { code: row.verification_code },
      });
      expect(verification).toMatchObject({
        issuer: 'Northwind Academy',
        issuerUrl: 'https://academy.example/about',
        issuerLogoUrl: expect.stringMatching(/^data:image\/png;base64,/),
      });

      // A logo given as an address is shown by the verification page but not fetched into the PDF.
      await saveSection(host.ctx, admin, {
        section: 'certificateIssuer',
        values: { name: 'Northwind Academy', url: null, logoUrl: 'https://academy.example/logo.png' },
      });
      const addressed = await download();
      expect(await imagesOnFirstPage(addressed)).toBe(0);
      expect(await textOf(addressed)).toContain('Issued by Northwind Academy');
    });
  });
