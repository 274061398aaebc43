// The files the certificate ports read. A Node host says where they are: `installedCertificateFiles`, with this
// package (the server: the Noto packages resolved from here, the PDF worker beside the built chunk or bundled from
// source), or `bundledCertificateFiles(dir)`, one folder a bundler filled (the Firebase functions: CommonJS, where
// import.meta.url is empty; functions-bundle.mjs writes that folder's layout, which certificate-files.json names).
import { bundledFontPaths, installedFontPaths } from './certificate-fonts';
import type { CertificateFontPaths } from './font-files';
import { bundledWorkerScript, installedWorkerScript } from './worker-script';

export interface CertificateFiles {
  /** Each face's font file on disk (the PDF worker is told these paths, so it finds them wherever it runs from). */
  fontPaths(): CertificateFontPaths;
  /** The PDF worker's script, as `new Worker` takes it. */
  workerScript(): Promise<URL>;
}

export const installedCertificateFiles: CertificateFiles = {
  fontPaths: installedFontPaths,
  workerScript: installedWorkerScript,
};

export function bundledCertificateFiles(dir: string): CertificateFiles {
  return { fontPaths: () => bundledFontPaths(dir), workerScript: () => bundledWorkerScript(dir) };
}
