// A certificate's PDF is made once and kept until something it prints changes (issue 30): drawing one is the
// host's dearest request. Counted at the renderer: a second download draws nothing; a revocation, a new issuer
// name, a changed template image and the learner's language each draw a new one. Downloads per account are
// limited, and a revoked certificate's PDF is stamped so.
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificateHandlers } from '@lms/domain/internal/certificates/handlers';
import { rendererOf } from '@lms/domain/internal/certificates/certificate-pdf-renderer';
import { getTemplate, updateTemplate } from '@lms/domain/internal/certificates/templates';
import { CERTIFICATE_DOWNLOAD_LIMIT } from '@lms/domain/internal/certificates/certificate-files';
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

async function textOf(base64: string): Promise<string> {
  const bytes = new Uint8Array(Buffer.from(base64, 'base64'));
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text;
}

/** Every test counts the PDFs the host's renderer draws. */
export const needs: GroupNeeds = [{ feature: 'certificate-pdfs' }];

export const describeKeptCertificatePdfs = (openHost: OpenConformanceHost) =>
  describe('kept certificate PDFs', () => {
    let host: ConformanceHost;
    let courseId: string;
    let lessonId: string;
    let templateId: string;
    let drawn = 0;
    beforeAll(async () => {
      host = await openHost({});
      // The host's renderer (the server's worker), or the in-process one a host without a renderer draws with.
      const worker = rendererOf(host.ctx);
      host.ctx.certificatePdfRenderer = {
        render: (print) => {
          drawn += 1;
          return worker.render(print);
        },
      };
      const made = await courseWithTemplate(host.ctx, 'kept-course');
      courseId = made.course.courseId;
      lessonId = made.course.lessonIds[0] as string;
      templateId = made.templateId;
    });
    afterAll(() => host?.close());

    async function earn(uid: string) {
      await enrolledLearner(host.ctx, uid, courseId, `Learner ${uid}`);
      await viewLesson(host.ctx, uid, courseId, lessonId);
      const [row] = await certificateRows(host.ctx, uid);
      if (row === undefined) throw new Error('no certificate');
      return row;
    }

    const download = (uid: string, certificateId: string) =>
      certificateHandlers.downloadCertificatePdf({
        ctx: host.ctx,
        caller: caller(uid),
        input: { certificateId },
      });

    it('draws a PDF once, and again only when what it prints changed', async () => {
      const row = await earn('kept-learner');
      const first = await download('kept-learner', row.id);
      expect(drawn).toBe(1);
      expect((await download('kept-learner', row.id)).base64).toBe(first.base64);
      expect(drawn).toBe(1);

      await learners(host.ctx.db, 'kept-admin');
      await saveSection(host.ctx, caller('kept-admin', true), {
        section: 'certificateIssuer',
        values: { name: 'Northwind Academy', url: null, logoUrl: null },
      });
      expect(await textOf((await download('kept-learner', row.id)).base64)).toContain(
        'Issued by Northwind Academy',
      );
      expect(drawn).toBe(2);

      const template = await getTemplate(host.ctx, templateId);
      await updateTemplate(host.ctx, {
        ...template,
        logo: TINY_PNG_DATA_URL,
        templateId,
      });
      await download('kept-learner', row.id);
      expect(drawn).toBe(3);

      await host.ctx.db
        .updateTable('users')
        .set({ pref_language: 'fr-FR' })
        .where('uid', '=', 'kept-learner')
        .execute();
      expect(await textOf((await download('kept-learner', row.id)).base64)).toContain(
        `Certificat n° ${row.number}`,
      );
      expect(drawn).toBe(4);
      await download('kept-learner', row.id);
      expect(drawn).toBe(4);
    });

    it('stamps a revoked certificate and says when and why at the top', async () => {
      const row = await earn('kept-revoked');
      await download('kept-revoked', row.id);
      const before = drawn;
      await certificateHandlers.revokeCertificate({
        ctx: host.ctx,
        caller: caller('kept-admin', true),
        input: { certificateId: row.id, reason: 'Issued in error' },
      });
      const text = await textOf((await download('kept-revoked', row.id)).base64);
      expect(drawn).toBe(before + 1);
      expect(text).toContain('REVOKED');
      expect(text).toMatch(/This certificate was revoked on .+\. Reason: Issued in error/);
    });

    it('limits the downloads of one account', async () => {
      const row = await earn('kept-busy');
      for (let i = 0; i < CERTIFICATE_DOWNLOAD_LIMIT.limit; i += 1) await download('kept-busy', row.id);
      await expect(download('kept-busy', row.id)).rejects.toMatchObject({
        code: 'functions/resource-exhausted',
        details: { retryAfterSeconds: expect.any(Number) },
      });
      // Another account is not held back by it.
      const other = await earn('kept-other');
      await expect(download('kept-other', other.id)).resolves.toMatchObject({
        contentType: 'application/pdf',
      });
    });
  });
