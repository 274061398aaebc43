// The fonts of one certificate PDF: each face loaded from the host only when a character needs it, and embedded
// (as a subset: only the glyphs printed) only when a character is printed with it.
import { LmsError } from '@lms/core';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import { facesOf, type CertificateFontFace, type CertificateFonts } from '../certificate-fonts';
import { openFont, subsettingFontkit, type FontkitFont } from './fontkit-subsetting';
import type { ShapedRun } from './shaped-runs';

/** A text with the face each of its UTF-16 units prints in. */
export interface StyledText {
  text: string;
  faces: CertificateFontFace[];
}

export class PageFonts {
  private readonly bytes = new Map<CertificateFontFace, Promise<Uint8Array>>();
  private readonly used = new Set<CertificateFontFace>();
  private readonly embedded = new Map<CertificateFontFace, { pdf: PDFFont; fontkit: FontkitFont }>();
  private readonly shaped = new Map<string, ShapedRun>();

  constructor(
    private readonly pdf: PDFDocument,
    private readonly source: CertificateFonts,
  ) {
    pdf.registerFontkit(subsettingFontkit);
  }

  private load(face: CertificateFontFace): Promise<Uint8Array> {
    let bytes = this.bytes.get(face);
    if (bytes === undefined) {
      // A copy per document: fontkit keeps each glyph with the code points it first met, and pdf-lib writes the
      // text layer from them, so a font parsed once and shared by documents printed a letter one document met
      // first under another's code points ("'orthwind" for "Northwind"). openFont parses once per byte array.
      bytes = this.source[face]().then(
        (shared) => shared.slice(),
        (error: unknown) => {
          throw new LmsError('functions/unavailable', 'The fonts for certificate PDFs could not be read.', {
            reason: 'fonts-unavailable',
            face,
            cause: String(error),
          });
        },
      );
      this.bytes.set(face, bytes);
    }
    return bytes;
  }

  /** The text with the face of each character; the faces it uses are embedded by `embed()`. */
  async style(text: string): Promise<StyledText> {
    const faces = await facesOf(text, async (face, codePoint) =>
      openFont(await this.load(face)).hasGlyphForCodePoint(codePoint),
    );
    for (const face of faces) this.used.add(face);
    return { text, faces };
  }

  /** Embeds every face a styled text uses (Latin always: the verification line is drawn in it). */
  async embed(): Promise<void> {
    this.used.add('latin');
    for (const face of this.used) {
      if (this.embedded.has(face)) continue;
      const bytes = await this.load(face);
      const pdf = await this.pdf.embedFont(bytes, { subset: true });
      this.embedded.set(face, { pdf, fontkit: openFont(bytes) });
    }
  }

  /** A text in one face, shaped by fontkit (kept for the document: wrapping measures the same words again). */
  shape(face: CertificateFontFace, text: string): ShapedRun {
    const key = `${face}\u0000${text}`;
    let run = this.shaped.get(key);
    if (run === undefined) {
      const font = this.embedded.get(face);
      if (font === undefined) throw new Error(`The ${face} face was used before embed() embedded it.`);
      run = { layout: font.fontkit.layout(text), unitsPerEm: font.fontkit.unitsPerEm, font: font.pdf };
      this.shaped.set(key, run);
    }
    return run;
  }
}
