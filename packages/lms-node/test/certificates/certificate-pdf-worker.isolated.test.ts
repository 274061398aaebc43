// Certificate PDFs are drawn off the thread that answers requests (issue 30): drawn on it, ten downloads at once
// held a signed-out verification for over two seconds. The domain's drawing is replaced here, in this thread only,
// by one that refuses: a download still answers a PDF, so it was drawn by the Node hosts' worker thread.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { certificateHandlers } from '@lms/domain/internal/certificates/handlers';
import { openCertificateDomain, type CertificateDomain } from '../support/certificate-domain';
import { caller } from '@lms/domain/conformance/fixtures/learning-fixtures';
import {
  certificateRows,
  courseWithTemplate,
  enrolledLearner,
  viewLesson,
} from '@lms/domain/conformance/fixtures/certificate-fixtures';

vi.mock('@lms/domain/internal/certificates/certificate-pdf', () => ({
  certificatePdf: () => {
    throw new Error('A certificate PDF was drawn on the thread that answers requests.');
  },
}));

describe('certificate PDFs are drawn in a worker thread', () => {
  let test: CertificateDomain;
  beforeAll(async () => {
    test = await openCertificateDomain();
  });
  afterAll(() => test?.close());

  it('answers downloads and verifications while the worker draws', async () => {
    const { course } = await courseWithTemplate(test.ctx, 'worker-course');
    const ids: string[] = [];
    for (const uid of ['worker-a', 'worker-b', 'worker-c']) {
      await enrolledLearner(test.ctx, uid, course.courseId, `Learner ${uid}`);
      await viewLesson(test.ctx, uid, course.courseId, course.lessonIds[0] as string);
      const [row] = await certificateRows(test.ctx, uid);
      ids.push(row?.id ?? '');
    }
    const downloads = ['worker-a', 'worker-b', 'worker-c'].map((uid, index) =>
      certificateHandlers.downloadCertificatePdf({
        ctx: test.ctx,
        caller: caller(uid),
        input: { certificateId: ids[index] as string },
      }),
    );
    const [row] = await certificateRows(test.ctx, 'worker-a');
    const verified = await certificateHandlers.verifyCertificate({
      ctx: test.ctx,
      caller: null,
      input: { code: row?.verification_code ?? '' },
    });
    expect(verified.status).toBe('valid');
    for (const file of await Promise.all(downloads))
      expect(Buffer.from(file.base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });
});
