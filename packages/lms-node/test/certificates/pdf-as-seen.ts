// A PDF as a person sees it: its first page rendered to pixels by poppler (`pdftoppm`) and read back by OCR
// (`tesseract`), both from Debian (installed by .ci/run). The text layer of a PDF can be right while its glyphs draw
// nothing legible, so what is printed is checked on the pixels.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

async function available(command: string): Promise<boolean> {
  try {
    await run(command, ['-v']);
    return true;
  } catch {
    return false;
  }
}

/** Whether pdftoppm and tesseract are installed; CI must have them (a silent skip there would hide a regression). */
export async function ocrToolsPresent(): Promise<boolean> {
  const present = (await available('pdftoppm')) && (await available('tesseract'));
  if (!present && process.env.CI === 'true')
    throw new Error(
      'CI=true but pdftoppm or tesseract is missing: .ci/run installs poppler-utils and tesseract-ocr.',
    );
  return present;
}

/** The first page rendered at 150 dpi and read by tesseract in the given languages (`eng`, `ara`, `chi_sim`...). */
export async function readPdfPage(pdf: Uint8Array, languages: string[]): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'lms-pdf-ocr-'));
  try {
    await writeFile(join(dir, 'page.pdf'), pdf);
    await run('pdftoppm', ['-r', '150', '-png', '-singlefile', join(dir, 'page.pdf'), join(dir, 'page')]);
    // One thread: the suite runs files in parallel on two cores already.
    const { stdout } = await run('tesseract', [join(dir, 'page.png'), '-', '-l', languages.join('+')], {
      env: { ...process.env, OMP_THREAD_LIMIT: '1' },
      maxBuffer: 4 * 1024 * 1024,
    });
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Text compared as OCR reads it: compatibility forms folded, accents, case, spaces and punctuation left out. */
export function normalised(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}]+/gu, '');
}

/**
 * How well `expected` appears anywhere in `text`, from 0 to 1: one less the fewest edits (insertions, deletions,
 * substitutions) that turn it into some part of the text, over its length (approximate matching, Sellers 1980).
 * OCR misreads a letter here and there; a word drawn with broken glyphs loses most of its letters.
 */
export function foundIn(text: string, expected: string): number {
  const needle = [...normalised(expected)];
  const haystack = [...normalised(text)];
  if (needle.length === 0) return 1;
  let previous = Array<number>(haystack.length + 1).fill(0);
  for (let i = 1; i <= needle.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= haystack.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (needle[i - 1] === haystack[j - 1] ? 0 : 1);
      current.push(Math.min(substitution, (previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1));
    }
    previous = current;
  }
  return 1 - Math.min(...previous) / needle.length;
}
