// The fonts certificate PDFs embed, read from the Noto packages installed with the server (SIL Open Font Licence):
// Noto Sans for Latin, Greek and Cyrillic names, Noto Sans Arabic for Arabic script. Read once and kept: they are
// part of the installed program, not state.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { CertificateFonts } from '@lms/domain';

const require = createRequire(import.meta.url);

function fontFile(specifier: string): () => Promise<Uint8Array> {
  let bytes: Promise<Uint8Array> | null = null;
  return () => {
    bytes ??= readFile(require.resolve(specifier)).then((buffer) => new Uint8Array(buffer));
    // A failed read (a broken install) is tried again next time instead of being remembered.
    bytes.catch(() => {
      bytes = null;
    });
    return bytes;
  };
}

export const serverCertificateFonts: CertificateFonts = {
  latin: fontFile('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  arabic: fontFile('@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf'),
};
