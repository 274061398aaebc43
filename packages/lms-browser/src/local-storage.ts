// lms-core's StoragePort over the domain's file service, in the page. Who may write or read which path, what may be
// stored and how large it may be are the domain's rules (lms-domain's files/); this file only plays the network a
// real upload crosses: the caller's ID token checked as the server checks it, the bytes sent chunk by chunk with a
// progress report after each (so a story shows a real progress bar), the caller's cancel, and the story states of
// the mode switch (area 'storage'). A download URL is the server's: `/api/files/download/<path>?token=...` on this
// host's public URL, answered by the local fetch (and, in a page, by the download worker: download-worker.ts).
import { LmsError, isLmsError, type Clock, type IdTokenSource, type StoragePort } from '@lms/core';
import { authenticate, type Caller, type FileContext, type FileService } from '@lms/domain';
import type { ModeSwitch, Passage } from './backend-mode';

/** How the simulated network moves an upload's bytes: one progress report per chunk, a pause before each chunk. */
export interface UploadSimulation {
  chunkBytes: number;
  stepDelayMs: number;
}

/** A 1 MB file takes about two seconds: long enough to see the bar move, short enough for a play function. */
export const DEFAULT_UPLOAD_SIMULATION: Readonly<UploadSimulation> = Object.freeze({
  chunkBytes: 64 * 1024,
  stepDelayMs: 120,
});

export interface LocalStorageOptions {
  ctx: FileContext<Uint8Array>;
  files: FileService<Uint8Array>;
  mode: ModeSwitch;
  clock: Clock;
  getIdToken: IdTokenSource;
  simulation: UploadSimulation;
}

const canceled = () => new LmsError('storage/canceled', 'The upload was canceled.');

/** What the mode switch decided, as lms-core's server storage adapter would report it. */
async function pass(mode: ModeSwitch, name: string, signal?: AbortSignal): Promise<void> {
  let passage: Passage;
  try {
    passage = await mode.pass('storage', name, signal);
  } catch (error) {
    // The caller gave up while the story held the request (loading, delayed).
    if (signal?.aborted) throw canceled();
    throw error;
  }
  if (passage.kind === 'error') throw new LmsError(passage.code, passage.message);
  if (passage.kind === 'offline') {
    // The server adapter retries a dropped network until its time limit and then says this; a story says it at once.
    throw new LmsError('storage/retry-limit-exceeded', 'The file could not be sent: there is no connection.');
  }
}

function wait(clock: Clock, ms: number, signal: AbortSignal | undefined): Promise<void> {
  if (signal?.aborted) return Promise.reject(canceled());
  return new Promise((resolve, reject) => {
    const handle = clock.setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clock.clearTimeout(handle);
        reject(canceled());
      },
      { once: true },
    );
  });
}

export function createLocalStorage(options: LocalStorageOptions): StoragePort {
  const { ctx, files, mode, clock, getIdToken, simulation } = options;
  const chunkBytes = Math.max(1, Math.floor(simulation.chunkBytes));

  /** The caller of the session's ID token, checked against the database as the server's file routes do. */
  async function caller(): Promise<Caller | null> {
    const idToken = await getIdToken();
    try {
      return await authenticate(ctx, idToken === null ? undefined : `Bearer ${idToken}`);
    } catch (error) {
      // The same rejection the server's file routes answer (their storage error handler).
      if (isLmsError(error) && error.code === 'functions/unauthenticated') {
        throw new LmsError('storage/unauthenticated', error.message);
      }
      throw error;
    }
  }

  return {
    async upload(path, data, upload) {
      await pass(mode, 'upload', upload.signal);
      const who = await caller();
      // Refused before any byte moves, as the server refuses an upload from its first request.
      const target = await files.authorizeWrite(who, path);
      files.checkDeclared(target, upload.contentType, data.size);
      upload.onProgress?.({ bytesTransferred: 0, totalBytes: data.size });
      for (let sent = 0; sent < data.size;) {
        await wait(clock, simulation.stepDelayMs, upload.signal);
        sent = Math.min(data.size, sent + chunkBytes);
        upload.onProgress?.({ bytesTransferred: sent, totalBytes: data.size });
      }
      if (upload.signal?.aborted) throw canceled();
      const stored = await files.storeBytes(who, path, upload.contentType, data);
      return { path: stored.path };
    },

    async getDownloadURL(path) {
      await pass(mode, 'getDownloadURL');
      const link = await files.downloadLink(await caller(), path);
      // As lms-core's server adapter does: the link resolved against the address the server is reached at.
      return new URL(link.downloadPath, `${ctx.config.publicUrl}/`).href;
    },
  };
}
