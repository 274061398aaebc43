// The fonts certificate PDFs embed, from the Noto packages installed with the server (SIL Open Font Licence):
// Noto Sans for Latin, Greek and Cyrillic, and Noto Sans Arabic, Devanagari, SC, JP and KR for the scripts it
// lacks. Each is read from disk when a certificate first needs it (font-files.ts).
import { createRequire } from 'node:module';
import type { CertificateFontFace, CertificateFonts } from '@lms/domain';
import { fontsFromFiles, type CertificateFontPaths } from './font-files';

const require = createRequire(import.meta.url);

const FONT_FILES: Record<CertificateFontFace, string> = {
  latin: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  arabic: '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf',
  devanagari: '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
  chinese: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  japanese: '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf',
  korean: '@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf',
};

/** Where each face's file is on disk (the PDF worker is told these paths, so it finds them wherever it runs from). */
export function certificateFontPaths(): CertificateFontPaths {
  return Object.fromEntries(
    Object.entries(FONT_FILES).map(([face, specifier]) => [face, require.resolve(specifier)]),
  ) as CertificateFontPaths;
}

export const serverCertificateFonts: CertificateFonts = fontsFromFiles(certificateFontPaths());
