// Lines of a certificate in any mix of scripts: wrapped to a width, put in visual order by the Unicode
// bidirectional algorithm (bidi-js), and cut into runs of one face and one direction for pdf-lib to draw.
// fontkit shapes each run (Arabic joining, Devanagari conjuncts) and lays out right to left any run whose first
// letter is of a right-to-left script; a run whose direction the algorithm resolved otherwise is turned around
// here, so fontkit's reversal and the algorithm agree.
import bidiFactory from 'bidi-js';
import type { CertificateFontFace } from '../certificate-fonts';
import type { PageFonts, StyledText } from './page-fonts';
import { shapedWidth } from './shaped-runs';

export type Direction = 'ltr' | 'rtl';

/** A piece of a line drawn in one face, its text in the order fontkit expects. */
export interface GlyphRun {
  text: string;
  face: CertificateFontFace;
}

let algorithm: ReturnType<typeof bidiFactory> | null = null;
const bidi = () => (algorithm ??= bidiFactory());

/** Direction marks steer the algorithm but draw nothing (fonts have no glyph for them). */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
const RTL_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const SPECIFIC_SCRIPT = /[^\p{Script=Common}\p{Script=Inherited}]/u;

/** The paragraph direction of a text, from its first strong character (as `dir="auto"` on the page). */
export function directionOf(text: string): Direction {
  const level = bidi().getEmbeddingLevels(text).paragraphs[0]?.level ?? 0;
  return level % 2 === 1 ? 'rtl' : 'ltr';
}

/** fontkit's own choice: right to left when the first character of a specific script is of an RTL script. */
function fontkitReverses(text: string): boolean {
  const first = SPECIFIC_SCRIPT.exec(text)?.[0];
  return first !== undefined && RTL_SCRIPT.test(first);
}

function reversedGraphemes(text: string): string {
  const segments = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)];
  return segments
    .map((part) => part.segment)
    .reverse()
    .join('');
}

interface LogicalRun {
  start: number;
  end: number;
  level: number;
  face: CertificateFontFace;
}

/** Reorders runs for display (rule L2): from the highest level down to the lowest odd one, reverse each sequence. */
function reorder(runs: LogicalRun[]): LogicalRun[] {
  const ordered = [...runs];
  const levels = runs.map((run) => run.level);
  const highest = Math.max(0, ...levels);
  const lowestOdd = Math.min(...levels.filter((level) => level % 2 === 1), Number.POSITIVE_INFINITY);
  for (let level = highest; level >= lowestOdd; level -= 1) {
    let index = 0;
    while (index < ordered.length) {
      if ((ordered[index]?.level ?? 0) < level) {
        index += 1;
        continue;
      }
      let end = index;
      while (end < ordered.length && (ordered[end]?.level ?? 0) >= level) end += 1;
      ordered.splice(index, end - index, ...ordered.slice(index, end).reverse());
      index = end;
    }
  }
  return ordered;
}

/** One line's runs, left to right as they are drawn. */
export function visualRuns(line: StyledText, direction: Direction): GlyphRun[] {
  if (line.text === '') return [];
  const { levels } = bidi().getEmbeddingLevels(line.text, direction);
  const runs: LogicalRun[] = [];
  for (let index = 0; index < line.text.length; index += 1) {
    const level = levels[index] ?? 0;
    const face = line.faces[index] ?? 'latin';
    const last = runs.at(-1);
    if (last !== undefined && last.level === level && last.face === face) last.end = index + 1;
    else runs.push({ start: index, end: index + 1, level, face });
  }
  return reorder(runs)
    .map(({ start, end, level, face }) => {
      const odd = level % 2 === 1;
      let text = line.text.slice(start, end);
      // In a right-to-left run, brackets and the like take their mirrored form ("(" drawn as ")").
      if (odd) text = [...text].map((char) => bidi().getMirroredCharacter(char) ?? char).join('');
      text = text.replace(BIDI_CONTROLS, '');
      if (odd !== fontkitReverses(text)) text = reversedGraphemes(text);
      return { text, face };
    })
    .filter((run) => run.text !== '');
}

export function runsWidth(fonts: PageFonts, runs: GlyphRun[], size: number): number {
  return runs.reduce((sum, run) => sum + shapedWidth(fonts.shape(run.face, run.text), size), 0);
}

function slice(text: StyledText, start: number, end: number): StyledText {
  return { text: text.text.slice(start, end), faces: text.faces.slice(start, end) };
}

function concat(parts: StyledText[]): StyledText {
  return { text: parts.map((part) => part.text).join(''), faces: parts.flatMap((part) => part.faces) };
}

/** A word too wide for a line (a long name, CJK text without spaces) is broken between characters. */
function breakWord(
  fonts: PageFonts,
  word: StyledText,
  size: number,
  width: number,
  direction: Direction,
): StyledText[] {
  const bounds = [
    ...[...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(word.text)].map((s) => s.index),
    word.text.length,
  ];
  const pieces: StyledText[] = [];
  let start = 0;
  for (let index = 2; index < bounds.length; index += 1) {
    const previous = bounds[index - 1] ?? start;
    const end = bounds[index] ?? previous;
    if (previous > start && runsWidth(fonts, visualRuns(slice(word, start, end), direction), size) > width) {
      pieces.push(slice(word, start, previous));
      start = previous;
    }
  }
  pieces.push(slice(word, start, word.text.length));
  return pieces;
}

/**
 * Greedy word wrap in the text's own direction; paragraphs (line breaks in the text) stay apart. Words keep the
 * face of the space before them, so a space after an Arabic name stays a space between it and the next word.
 */
export function wrapLines(
  fonts: PageFonts,
  text: StyledText,
  size: number,
  width: number,
): { lines: StyledText[]; direction: Direction } {
  const direction = directionOf(text.text);
  const lines: StyledText[] = [];
  const pieces = [...text.text.matchAll(/\n+|[^\S\n]+|[^\s]+/gu)];
  let line: StyledText | null = null;
  let space: StyledText | null = null;
  const fits = (candidate: StyledText) => runsWidth(fonts, visualRuns(candidate, direction), size) <= width;
  for (const match of pieces) {
    const piece = slice(text, match.index, match.index + match[0].length);
    if (piece.text.startsWith('\n')) {
      if (line !== null) lines.push(line);
      line = null;
      space = null;
    } else if (/^\s/u.test(piece.text)) {
      space = { text: ' ', faces: [piece.faces[0] ?? 'latin'] };
    } else {
      const words = fits(piece) ? [piece] : breakWord(fonts, piece, size, width, direction);
      for (const word of words) {
        const candidate: StyledText = line === null ? word : concat([line, space ?? slice(word, 0, 0), word]);
        if (line !== null && !fits(candidate)) {
          lines.push(line);
          line = word;
        } else line = candidate;
        space = null;
      }
    }
  }
  if (line !== null) lines.push(line);
  return { lines, direction };
}
