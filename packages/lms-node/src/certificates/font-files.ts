// Font files read from disk when a certificate first needs them, and kept: fonts are part of the installed
// program, not state. Shared by the host's thread and the PDF worker, which is told the paths.
import { readFile } from 'node:fs/promises';
import type { CertificateFontFace, CertificateFonts } from '@lms/domain';

export type CertificateFontPaths = Record<CertificateFontFace, string>;

function fontFile(path: string): () => Promise<Uint8Array> {
  let bytes: Promise<Uint8Array> | null = null;
  return () => {
    bytes ??= readFile(path).then((buffer) => new Uint8Array(buffer));
    // A failed read (a broken install) is tried again next time instead of being remembered.
    bytes.catch(() => {
      bytes = null;
    });
    return bytes;
  };
}

export function fontsFromFiles(paths: CertificateFontPaths): CertificateFonts {
  return Object.fromEntries(
    Object.entries(paths).map(([face, path]) => [face, fontFile(path)]),
  ) as CertificateFonts;
}
