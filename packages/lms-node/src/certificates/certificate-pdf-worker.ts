// The worker thread that draws certificate PDFs (pdf-worker-renderer.ts starts it): the domain's own drawing with
// the server's fonts, off the thread that answers requests. One message in, one answer out, matched by id.
import { parentPort, workerData } from 'node:worker_threads';
import { isLmsError } from '@lms/core';
import { certificatePdf, type CertificatePrint } from '@lms/domain';
import { fontsFromFiles, type CertificateFontPaths } from './font-files';

export interface RenderRequest {
  id: number;
  print: CertificatePrint;
}

export type RenderAnswer =
  | { id: number; pdf: Uint8Array }
  | { id: number; error: { code: string | null; message: string; details: unknown } };

if (parentPort === null) throw new Error('certificate-pdf-worker runs only as a worker thread');
const port = parentPort;
const fonts = fontsFromFiles((workerData as { fontPaths: CertificateFontPaths }).fontPaths);

port.on('message', (request: RenderRequest) => {
  certificatePdf(request.print, fonts).then(
    (pdf) => port.postMessage({ id: request.id, pdf } satisfies RenderAnswer, [pdf.buffer as ArrayBuffer]),
    (error: unknown) => {
      const answer: RenderAnswer = {
        id: request.id,
        error: {
          code: isLmsError(error) ? error.code : null,
          message: error instanceof Error ? error.message : String(error),
          details: isLmsError(error) ? error.details : undefined,
        },
      };
      port.postMessage(answer);
    },
  );
});
