// A run of text shaped by fontkit (glyphs and their positions), measured and drawn where shaping put each glyph:
// runs of glyphs at their default advance go to pdf-lib together; a glyph moved by shaping (an Arabic dot, a vowel
// sign, a kerned letter) is drawn on its own at its place.
import type { PDFFont, PDFPage, RGB } from 'pdf-lib';
import { degrees } from 'pdf-lib';
import { drawGlyphs, type FontkitFont } from './fontkit-subsetting';

type Layout = ReturnType<FontkitFont['layout']>;

export interface ShapedRun {
  layout: Layout;
  unitsPerEm: number;
  font: PDFFont;
}

export interface GlyphStyle {
  size: number;
  color: RGB;
  /** Counter-clockwise degrees, about the run's start. */
  angle?: number;
  opacity?: number;
}

export function shapedWidth(run: ShapedRun, size: number): number {
  const units = run.layout.positions.reduce((sum, position) => sum + position.xAdvance, 0);
  return (units * size) / run.unitsPerEm;
}

/** Draws the run with its pen starting at `at`; the distance the pen moved. */
export function drawShaped(
  page: PDFPage,
  run: ShapedRun,
  at: { x: number; y: number },
  style: GlyphStyle,
): number {
  const scale = style.size / run.unitsPerEm;
  const radians = ((style.angle ?? 0) * Math.PI) / 180;
  const [cos, sin] = [Math.cos(radians), Math.sin(radians)];
  const place = (along: number, rise: number) => ({
    x: at.x + along * cos - rise * sin,
    y: at.y + along * sin + rise * cos,
  });
  const draw = (glyphs: unknown[], along: number, rise: number) =>
    drawGlyphs(glyphs, (text) =>
      page.drawText(text, {
        ...place(along, rise),
        size: style.size,
        font: run.font,
        color: style.color,
        ...(style.angle ? { rotate: degrees(style.angle) } : {}),
        ...(style.opacity === undefined ? {} : { opacity: style.opacity }),
      }),
    );

  let pen = 0;
  let pending: unknown[] = [];
  let pendingStart = 0;
  const flush = () => {
    if (pending.length > 0) draw(pending, pendingStart, 0);
    pending = [];
  };
  run.layout.glyphs.forEach((glyph, index) => {
    const position = run.layout.positions[index];
    if (position === undefined) return;
    const plain =
      position.xOffset === 0 && position.yOffset === 0 && position.xAdvance === glyph.advanceWidth;
    if (plain) {
      if (pending.length === 0) pendingStart = pen;
      pending.push(glyph);
    } else {
      flush();
      draw([glyph], pen + position.xOffset * scale, position.yOffset * scale);
    }
    pen += position.xAdvance * scale;
  });
  flush();
  return pen;
}
