// The certificate ports a Node host injects into the domain: the fonts, and the worker thread that draws PDFs with
// them, over the files the host names (certificate-files.ts).
import type { CertificateFonts } from '@lms/domain';
import { installedCertificateFiles, type CertificateFiles } from './certificate-files';
import { fontsFromFiles } from './font-files';
import { workerPdfRenderer, type WorkerPdfRenderer } from './pdf-worker-renderer';

export interface CertificatePorts {
  certificateFonts: CertificateFonts;
  certificatePdfRenderer: WorkerPdfRenderer;
}

/** Each face's bytes, read from `files` when a certificate first needs them, and kept. */
export function nodeCertificateFonts(files: CertificateFiles = installedCertificateFiles): CertificateFonts {
  return fontsFromFiles(files.fontPaths());
}

/**
 * The fonts and one PDF worker over `files`. Make them once per process (a server, a function instance) and share
 * them with every context: fonts are the program's, so nothing differs per context, and each renderer is a thread.
 */
export function certificatePorts(files: CertificateFiles = installedCertificateFiles): CertificatePorts {
  return {
    certificateFonts: nodeCertificateFonts(files),
    certificatePdfRenderer: workerPdfRenderer(files),
  };
}
