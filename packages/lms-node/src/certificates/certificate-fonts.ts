// The fonts certificate PDFs embed, from the Noto packages installed with this package (SIL Open Font Licence):
// Noto Sans for Latin, Greek and Cyrillic, and Noto Sans Arabic, Devanagari, SC, JP and KR for the scripts it
// lacks. Each is read from disk when a certificate first needs it (font-files.ts). The list is
// certificate-files.json, which the Firebase functions' bundler reads too (it copies these files beside the bundle).
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
import files from './certificate-files.json';
import type { CertificateFontPaths } from './font-files';

/** Each face's file, as a module specifier of its Noto package. */
const FONT_FILES: CertificateFontPaths = files.fonts;

function eachFace(path: (specifier: string) => string): CertificateFontPaths {
  return Object.fromEntries(
    Object.entries(FONT_FILES).map(([face, specifier]) => [face, path(specifier)]),
  ) as CertificateFontPaths;
}

/** Where each face's file is installed: resolved from this module, whose package depends on the Noto packages. */
export function installedFontPaths(): CertificateFontPaths {
  // import.meta.url is read when asked, not when the module loads: bundled into CommonJS it is empty, and there the
  // host names the files itself (bundledFontPaths).
  const require = createRequire(import.meta.url);
  return eachFace((specifier) => require.resolve(specifier));
}

/** Each face's file in `dir`'s fonts folder, under its own name, where a bundler copied it. */
export function bundledFontPaths(dir: string): CertificateFontPaths {
  return eachFace((specifier) => join(dir, files.bundled.fontsDir, basename(specifier)));
}
