// Certificate PDFs as a person sees them (issue 30): each is drawn by the Node hosts' worker, rendered to pixels by
// poppler and read back by OCR. Every certificate printed "Ce e C pe" for "Certificate of Completion" (fontkit's
// subsets put glyphs at the wrong offsets) while its text layer was right, and CJK names printed as empty boxes.
// OCR misreads a letter here and there, so texts are compared by how much of them is found (pdf-as-seen.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificateHandlers } from '@lms/domain/internal/certificates/handlers';
import { openCertificateDomain, type CertificateDomain } from '../support/certificate-domain';
import { caller } from '@lms/domain/conformance/fixtures/learning-fixtures';
import {
  certificateRows,
  courseWithTemplate,
  enrolledLearner,
  viewLesson,
} from '@lms/domain/conformance/fixtures/certificate-fixtures';
import { foundIn, ocrToolsPresent, readPdfPage } from './pdf-as-seen';

const tools = await ocrToolsPresent();

interface Case {
  script: string;
  name: string;
  /** tesseract's languages for the page. */
  languages: string[];
  /** How much of the name OCR must find: short CJK names lose a whole share to one misread character. */
  nameFound: number;
}

const CASES: Case[] = [
  { script: 'Latin', name: 'Zoë Łukasiewicz-Ñúñez', languages: ['eng'], nameFound: 0.75 },
  { script: 'Arabic', name: 'ليلى الأحمد', languages: ['ara', 'eng'], nameFound: 0.75 },
  { script: 'Chinese', name: '王小明', languages: ['chi_sim', 'eng'], nameFound: 0.66 },
  { script: 'Cyrillic', name: 'Иван Петров', languages: ['rus', 'eng'], nameFound: 0.75 },
  { script: 'Devanagari', name: 'प्रिया शर्मा', languages: ['hin', 'eng'], nameFound: 0.7 },
  { script: 'Japanese', name: '山田 太郎', languages: ['jpn', 'eng'], nameFound: 0.66 },
  { script: 'Korean', name: '김민준', languages: ['kor', 'eng'], nameFound: 0.66 },
];

describe.skipIf(!tools)('certificate PDFs, rendered and read back', () => {
  let test: CertificateDomain;
  let courseId: string;
  let lessonId: string;
  beforeAll(async () => {
    test = await openCertificateDomain();
    const made = await courseWithTemplate(test.ctx, 'seen-course');
    courseId = made.course.courseId;
    lessonId = made.course.lessonIds[0] as string;
  });
  afterAll(() => test?.close());

  async function pdfOf(uid: string, name: string): Promise<{ pdf: Uint8Array; number: string }> {
    await enrolledLearner(test.ctx, uid, courseId, name);
    await viewLesson(test.ctx, uid, courseId, lessonId);
    const [row] = await certificateRows(test.ctx, uid);
    if (row === undefined) throw new Error('no certificate');
    const file = await certificateHandlers.downloadCertificatePdf({
      ctx: test.ctx,
      caller: caller(uid),
      input: { certificateId: row.id },
    });
    return { pdf: new Uint8Array(Buffer.from(file.base64, 'base64')), number: row.number };
  }

  it.each(CASES)('prints a $script name legibly, with the title and facts', async (spec) => {
    const { pdf, number } = await pdfOf(`seen-${spec.script.toLowerCase()}`, spec.name);
    const seen = await readPdfPage(pdf, spec.languages);
    expect(foundIn(seen, 'Certificate of Completion'), seen).toBeGreaterThanOrEqual(0.85);
    expect(foundIn(seen, 'This certifies that'), seen).toBeGreaterThanOrEqual(0.85);
    expect(foundIn(seen, 'Course seen-course'), seen).toBeGreaterThanOrEqual(0.8);
    expect(foundIn(seen, `Certificate no. ${number}`), seen).toBeGreaterThanOrEqual(0.8);
    expect(foundIn(seen, spec.name), seen).toBeGreaterThanOrEqual(spec.nameFound);
  });
});
