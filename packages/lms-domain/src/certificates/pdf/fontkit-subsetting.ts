// @pdf-lib/fontkit as pdf-lib uses it, with two faults of that fork mended (upstream fontkit 2 fixed both, but
// pdf-lib drives the 1.x API):
// - Its TrueType subsetter copies each glyph's bytes as they are and may write a short `loca` table, which stores
//   offsets halved. A glyph of odd length (Noto Sans has many) puts every later glyph one byte off, so viewers draw
//   broken outlines ("Ce e C pe" for "Certificate of Completion") while the text layer stays right. Padding each
//   glyph to an even length, as the TrueType spec asks ("offsets should be word aligned"), keeps every offset exact.
// - Its Indic and Universal shapers were compiled with regenerator and expect the `regeneratorRuntime` global, so
//   a Devanagari name threw "regeneratorRuntime is not defined".
// - pdf-lib draws text, not glyphs, and places each glyph by its default advance, so the positions fontkit's
//   shaping gives (Arabic dots and vowel marks, Devanagari signs, kerning) were lost: `drawGlyphs` hands pdf-lib
//   glyphs already shaped, through the `layout` of the font pdf-lib draws with.
// Parsed fonts are kept per byte array: a host hands the same bytes for every PDF, and parsing a CJK font is ~0.1 s.
import fontkit from '@pdf-lib/fontkit';
// @ts-expect-error regenerator-runtime ships no types; the object is only handed to fontkit.
import regeneratorRuntime from 'regenerator-runtime';
import type { PDFDocument } from 'pdf-lib';

export type FontkitFont = ReturnType<typeof fontkit.create>;
type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];

/** The parts of fontkit's (untyped) TrueType subset this mends. */
interface TrueTypeSubsetInternals {
  glyf?: Uint8Array[];
  offset: number;
  _addGlyph?: (this: TrueTypeSubsetInternals, glyphId: number) => number;
}

/** The glyph's bytes made even in length with a zero byte, in fontkit's own Buffer class (its encoder checks). */
function padded(bytes: Uint8Array): Uint8Array {
  const BufferClass = bytes.constructor as unknown as { alloc(size: number): Uint8Array };
  const even = BufferClass.alloc(bytes.length + 1);
  even.set(bytes);
  return even;
}

function wordAlignGlyphs(subset: TrueTypeSubsetInternals): void {
  const addGlyph = subset._addGlyph;
  // CFF (OpenType) subsets have no glyf table: nothing to align.
  if (addGlyph === undefined) return;
  subset._addGlyph = function addWordAlignedGlyph(glyphId) {
    const index = addGlyph.call(this, glyphId);
    const bytes = this.glyf?.[index];
    if (this.glyf !== undefined && bytes !== undefined && bytes.length % 2 === 1) {
      this.glyf[index] = padded(bytes);
      this.offset += 1;
    }
    return index;
  };
}

const parsed = new WeakMap<Uint8Array, FontkitFont>();

/** What `layout` gives for the stand-in text while `drawGlyphs` draws (pdf-lib reads only its glyphs). */
const GLYPHS_TEXT = '\u{F0000}';
let glyphsToDraw: unknown[] | null = null;

/**
 * Draws glyphs as shaped: `draw` calls pdf-lib with the stand-in text, which the font lays out as these glyphs (their
 * code points go into the PDF's text layer as usual). pdf-lib lays text out synchronously, so nothing comes between.
 */
export function drawGlyphs<T>(glyphs: unknown[], draw: (text: string) => T): T {
  glyphsToDraw = glyphs;
  try {
    return draw(GLYPHS_TEXT);
  } finally {
    glyphsToDraw = null;
  }
}

function ensureRegeneratorRuntime(): void {
  const scope = globalThis as { regeneratorRuntime?: unknown };
  scope.regeneratorRuntime ??= regeneratorRuntime;
}

/** Parses a font once per byte array, with a subsetter that writes valid glyph offsets. */
export function openFont(bytes: Uint8Array): FontkitFont {
  ensureRegeneratorRuntime();
  let font = parsed.get(bytes);
  if (font === undefined) {
    font = fontkit.create(bytes);
    const layout = font.layout.bind(font);
    font.layout = ((text: string, ...rest: unknown[]) => {
      if (text === GLYPHS_TEXT && glyphsToDraw !== null) return { glyphs: glyphsToDraw, positions: [] };
      return (layout as (text: string, ...rest: unknown[]) => unknown)(text, ...rest);
    }) as typeof font.layout;
    const createSubset = font.createSubset.bind(font);
    font.createSubset = () => {
      const subset = createSubset();
      wordAlignGlyphs(subset as unknown as TrueTypeSubsetInternals);
      return subset;
    };
    parsed.set(bytes, font);
  }
  return font;
}

/** What `PDFDocument.registerFontkit` takes. */
export const subsettingFontkit: Fontkit = {
  create: (buffer) => openFont(buffer) as unknown as ReturnType<Fontkit['create']>,
};
