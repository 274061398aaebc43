// Certificate PDFs drawn in a worker thread (certificate-pdf-worker.ts), so the thread that answers requests stays
// free: drawn in process, ten downloads at once held a signed-out verification for over two seconds. One worker
// (the machines have two cores; the other stays with the requests), started on the first PDF, unref'd so it never
// keeps a process alive, and started again after a crash; what it was drawing fails with functions/internal.
import { Worker } from 'node:worker_threads';
import { LmsError, type LmsErrorCode } from '@lms/core';
import type { CertificatePdfRenderer, CertificatePrint } from '@lms/domain';
import type { CertificateFiles } from './certificate-files';
import type { RenderAnswer, RenderRequest } from './certificate-pdf-worker';

interface Pending {
  resolve(pdf: Uint8Array): void;
  reject(error: Error): void;
}

export interface WorkerPdfRenderer extends CertificatePdfRenderer {
  /** Stops the worker (a new one starts on the next PDF). */
  close(): Promise<void>;
}

/** `files`: the worker's script and the fonts it is told to read (certificate-files.ts). */
export function workerPdfRenderer(files: CertificateFiles): WorkerPdfRenderer {
  let worker: Promise<Worker> | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  function failAll(error: Error) {
    for (const job of pending.values()) job.reject(error);
    pending.clear();
  }

  async function start(): Promise<Worker> {
    const started = new Worker(await files.workerScript(), { workerData: { fontPaths: files.fontPaths() } });
    started.unref();
    started.on('message', (answer: RenderAnswer) => {
      const job = pending.get(answer.id);
      if (job === undefined) return;
      pending.delete(answer.id);
      if ('pdf' in answer) job.resolve(answer.pdf);
      else if (answer.error.code !== null)
        job.reject(
          LmsError.received(answer.error.code as LmsErrorCode, answer.error.message, answer.error.details),
        );
      else job.reject(new Error(answer.error.message));
    });
    started.on('error', (error) => failAll(error));
    started.on('exit', (code) => {
      worker = null;
      failAll(
        new LmsError('functions/internal', 'The certificate could not be drawn.', {
          reason: 'pdf-worker-stopped',
          exitCode: code,
        }),
      );
    });
    return started;
  }

  return {
    async render(print: CertificatePrint): Promise<Uint8Array> {
      worker ??= start().catch((error: unknown) => {
        worker = null;
        throw error;
      });
      const running = await worker;
      const id = nextId++;
      return new Promise<Uint8Array>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        running.postMessage({ id, print } satisfies RenderRequest);
      });
    },
    async close() {
      const running = worker;
      worker = null;
      if (running !== null) await (await running).terminate();
    },
  };
}
