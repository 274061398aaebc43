// Fonts for certificate PDFs come from the host as bytes (the server reads the Noto packages from disk; a browser
// host fetches them), because the domain has no file system and a PDF must embed the glyphs of any learner's name.

export interface CertificateFonts {
  /** A TrueType/OpenType font for Latin, Greek and Cyrillic text (Noto Sans). */
  latin(): Promise<Uint8Array>;
  /** A TrueType/OpenType font for Arabic script (Noto Sans Arabic). */
  arabic(): Promise<Uint8Array>;
}

/** The scripts a certificate can print, and the font each comes from. */
export type FontScript = 'latin' | 'arabic';

// Arabic, Arabic Supplement, Arabic Extended-A, and the presentation forms.
const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;

export function scriptOf(char: string): FontScript | null {
  if (ARABIC.test(char)) return 'arabic';
  if (/\s/.test(char)) return null;
  return 'latin';
}

export interface ScriptRun {
  script: FontScript;
  text: string;
}

/**
 * Splits a line into runs of one script. Spaces join the run around them when both sides are the same script,
 * so an Arabic phrase stays one run and fontkit shapes and orders it right to left as a whole.
 */
export function scriptRuns(line: string): ScriptRun[] {
  const runs: ScriptRun[] = [];
  let pendingSpace = '';
  for (const char of line) {
    const script = scriptOf(char);
    if (script === null) {
      pendingSpace += char;
      continue;
    }
    const last = runs[runs.length - 1];
    if (last !== undefined && last.script === script) last.text += pendingSpace + char;
    else {
      if (last !== undefined && pendingSpace) last.text += pendingSpace;
      runs.push({ script, text: char });
    }
    pendingSpace = '';
  }
  return runs;
}
