// Fonts for certificate PDFs come from the host as bytes (the server reads the Noto packages from disk; a browser
// host fetches them), because the domain has no file system and a PDF must print a learner's name in any script.
// Which face prints which character is decided here, once, for every host.

/** The faces a certificate can print with: Noto Sans and the Noto families of the scripts it lacks. */
export const CERTIFICATE_FONT_FACES = [
  'latin',
  'arabic',
  'devanagari',
  'chinese',
  'japanese',
  'korean',
] as const;

export type CertificateFontFace = (typeof CERTIFICATE_FONT_FACES)[number];

/**
 * A TrueType font per face, asked for only when a certificate prints a character of it (a CJK font is 5-10 MB):
 * latin: Latin, Greek and Cyrillic (Noto Sans); arabic: Noto Sans Arabic; devanagari: Noto Sans Devanagari;
 * chinese, japanese, korean: Noto Sans SC, JP and KR.
 */
export type CertificateFonts = Record<CertificateFontFace, () => Promise<Uint8Array>>;

const SCRIPT_FACES: [RegExp, CertificateFontFace][] = [
  [/\p{Script=Arabic}/u, 'arabic'],
  [/\p{Script=Devanagari}/u, 'devanagari'],
  [/\p{Script=Hangul}/u, 'korean'],
  [/[\p{Script=Hiragana}\p{Script=Katakana}]/u, 'japanese'],
];
const HAN = /[\p{Script=Han}\p{Script=Bopomofo}]/u;
/** Spaces, digits, punctuation and combining marks: printed in the face of the text around them. */
const NEUTRAL = /[\p{Script=Common}\p{Script=Inherited}]/u;

/**
 * The CJK face of a text: Han characters are drawn differently in Japan, Korea and China, so a text with kana is
 * Japanese, one with Hangul Korean, and other Han text Chinese (Simplified).
 */
export function cjkFaceOf(text: string): CertificateFontFace {
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)) return 'japanese';
  if (/\p{Script=Hangul}/u.test(text)) return 'korean';
  return 'chinese';
}

/** The face a character's script asks for; null for a neutral character, which follows its neighbours. */
export function scriptFaceOf(char: string, cjkFace: CertificateFontFace): CertificateFontFace | null {
  for (const [pattern, face] of SCRIPT_FACES) if (pattern.test(char)) return face;
  if (HAN.test(char)) return cjkFace;
  if (NEUTRAL.test(char)) return null;
  return 'latin';
}

/** Where a character goes when its face lacks it: Latin first, then the text's CJK face, then the rest. */
export function fallbackOrder(cjkFace: CertificateFontFace): CertificateFontFace[] {
  return ['latin', cjkFace, ...CERTIFICATE_FONT_FACES.filter((face) => face !== 'latin' && face !== cjkFace)];
}

/** Answers whether a face has a glyph for a code point, loading the face if it must. */
export type GlyphCheck = (face: CertificateFontFace, codePoint: number) => Promise<boolean>;

/**
 * The face of each UTF-16 unit of a text: its script's face when that has the glyph, a neutral character the face
 * of the character before it (else after it) so a phrase stays one run for shaping, and else the first face in the
 * fallback order that has it (Latin's missing-glyph box when none has).
 */
export async function facesOf(text: string, has: GlyphCheck): Promise<CertificateFontFace[]> {
  const cjkFace = cjkFaceOf(text);
  const chars = [...text];
  const wanted = chars.map((char) => scriptFaceOf(char, cjkFace));
  const chosen: CertificateFontFace[] = [];
  for (const [index, char] of chars.entries()) {
    const codePoint = char.codePointAt(0) ?? 0;
    const neighbour =
      chosen[index - 1] ?? wanted.slice(index + 1).find((face): face is CertificateFontFace => face !== null);
    const candidates = [wanted[index] ?? neighbour, ...fallbackOrder(cjkFace)];
    let face: CertificateFontFace = 'latin';
    for (const candidate of candidates) {
      if (candidate !== undefined && (await has(candidate, codePoint))) {
        face = candidate;
        break;
      }
    }
    chosen.push(face);
  }
  // Per UTF-16 unit, as the bidi algorithm counts: a character outside the BMP takes two.
  return chars.flatMap((char, index) =>
    Array<CertificateFontFace>(char.length).fill(chosen[index] ?? 'latin'),
  );
}
