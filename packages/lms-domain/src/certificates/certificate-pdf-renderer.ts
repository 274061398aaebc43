// Who draws a certificate's PDF. Drawing one is 50-100 ms of CPU (fonts subset, text shaped): on the thread that
// answers requests, ten downloads at once held every other request for seconds. A host that can, draws them
// elsewhere (the server: a worker thread) and injects that; otherwise they are drawn in process.
import { LmsError } from '@lms/core';
import type { DomainContext } from '../context';
import { certificatePdf, type CertificatePdfRenderer } from './certificate-pdf';

/** The context's renderer, else one drawing in process with the context's fonts. */
export function rendererOf(ctx: DomainContext): CertificatePdfRenderer {
  if (ctx.certificatePdfRenderer !== undefined) return ctx.certificatePdfRenderer;
  const fonts = ctx.certificateFonts;
  if (fonts === undefined)
    throw new LmsError(
      'functions/unimplemented',
      'This host cannot make certificate PDFs: it has no fonts.',
      {
        reason: 'no-fonts',
      },
    );
  return { render: (print) => certificatePdf(print, fonts) };
}
