// The font subsets embedded in certificate PDFs keep every glyph's outline (issue 30): @pdf-lib/fontkit copied
// glyphs of odd length into a subset whose short `loca` table halves offsets, so every later glyph was read one byte
// off and drew broken ("Ce e C pe"). The subset is read back and each glyph compared with the font's own.
import fontkit from '@pdf-lib/fontkit';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { openFont } from '@lms/domain/internal/certificates/pdf/fontkit-subsetting';
import { installedCertificateFiles } from '../../src';

type Font = ReturnType<typeof fontkit.create>;

async function subsetOf(font: Font, text: string): Promise<{ subset: Font; ids: Map<number, number> }> {
  const subset = font.createSubset();
  const ids = new Map<number, number>();
  for (const glyph of font.layout(text).glyphs) ids.set(glyph.id, subset.includeGlyph(glyph));
  const parts: Uint8Array[] = [];
  await new Promise<void>((resolve) => {
    subset
      .encodeStream()
      .on('data', (bytes: Uint8Array) => parts.push(bytes))
      .on('end', () => resolve());
  });
  return { subset: fontkit.create(Buffer.concat(parts)), ids };
}

async function outlinesKept(face: 'latin' | 'devanagari', text: string) {
  const font = openFont(new Uint8Array(await readFile(installedCertificateFiles.fontPaths()[face])));
  const { subset, ids } = await subsetOf(font, text);
  expect(ids.size).toBeGreaterThan(1);
  for (const [id, subsetId] of ids)
    expect(subset.getGlyph(subsetId).path.toSVG(), `glyph ${id}`).toBe(font.getGlyph(id).path.toSVG());
}

describe('certificate font subsets', () => {
  it('keep the outline of every glyph of Noto Sans, whose glyphs have odd lengths', async () => {
    await outlinesKept('latin', 'Certificate of Completion: Zoë Łukasiewicz-Ñúñez, Иван Петров (1 hour)');
  });

  it('keep the Devanagari conjuncts the shaper builds (its shaper needs the regenerator runtime)', async () => {
    await outlinesKept('devanagari', 'प्रिया शर्मा');
  });
});
