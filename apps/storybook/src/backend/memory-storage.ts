// File storage of the in-memory back end, behind lms-core's StoragePort: the server's rules (own folder only,
// images only, size limit) and an upload that reports progress chunk by chunk, so a story shows a real progress bar.
import { LmsError, type Clock, type IdTokenSource, type StoragePort, type UploadOptions } from '@lms/core';
import type { ModeSwitch } from './backend-mode';
import type { MemoryDatabase } from './memory-database';
import { detectImageType, MAX_UPLOAD_BYTES, normaliseImageType, parseStoragePath } from './storage-rules';
import type { TokenIssuer } from './token-issuer';

/** How the simulated network moves bytes: one progress report per chunk, one step delay between chunks. */
export interface UploadSimulation {
  chunkBytes: number;
  stepDelayMs: number;
}

export const DEFAULT_UPLOAD_SIMULATION: UploadSimulation = { chunkBytes: 64 * 1024, stepDelayMs: 120 };

export interface MemoryStorageOptions {
  db: MemoryDatabase;
  clock: Clock;
  mode: ModeSwitch;
  tokens: TokenIssuer;
  getIdToken: IdTokenSource;
  simulation: UploadSimulation;
  maxUploadBytes?: number;
}

const canceled = () => new LmsError('storage/canceled', 'The upload was canceled.');

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

export function createMemoryStorage(options: MemoryStorageOptions): StoragePort {
  const { db, clock, mode, tokens, getIdToken, simulation } = options;
  const maxBytes = options.maxUploadBytes ?? MAX_UPLOAD_BYTES;

  async function requireCaller() {
    const idToken = await getIdToken();
    const check = idToken === null ? null : tokens.check(idToken);
    if (!check?.ok) throw new LmsError('storage/unauthenticated', 'Sign in to use file storage.');
    return { uid: check.user.uid, admin: check.user.role === 'admin' };
  }

  async function assertImage(data: Blob, contentType: string): Promise<string> {
    const declared = normaliseImageType(contentType);
    const actual = detectImageType(new Uint8Array(await data.slice(0, 12).arrayBuffer()));
    if (declared === null || actual !== declared) {
      throw new LmsError('storage/invalid-format', 'Upload a PNG, JPEG, GIF or WebP image.', {
        declared,
        actual,
      });
    }
    return declared;
  }

  return {
    async upload(path: string, data: Blob, upload: UploadOptions) {
      await mode.pass('storage', 'upload', upload.signal);
      const caller = await requireCaller();
      const target = parseStoragePath(path);
      if (target.ownerUid !== caller.uid) {
        throw new LmsError('storage/unauthorized', 'You may only upload into your own folder.');
      }
      if (data.size > maxBytes) {
        throw new LmsError(
          'storage/quota-exceeded',
          `The file is ${data.size} bytes; the limit is ${maxBytes}.`,
          {
            size: data.size,
            maxBytes,
          },
        );
      }
      const contentType = await assertImage(data, upload.contentType);
      upload.onProgress?.({ bytesTransferred: 0, totalBytes: data.size });
      for (let sent = 0; sent < data.size;) {
        await wait(clock, simulation.stepDelayMs, upload.signal);
        sent = Math.min(data.size, sent + simulation.chunkBytes);
        upload.onProgress?.({ bytesTransferred: sent, totalBytes: data.size });
      }
      const previous = db.files.get(target.path);
      if (previous?.objectUrl) URL.revokeObjectURL(previous.objectUrl);
      db.files.set(target.path, {
        path: target.path,
        ownerUid: target.ownerUid,
        contentType,
        data,
        uploadedAt: clock.now(),
      });
      return { path: target.path };
    },

    async getDownloadURL(path: string) {
      await mode.pass('storage', 'getDownloadURL');
      const caller = await requireCaller();
      const target = parseStoragePath(path);
      if (target.ownerUid !== caller.uid && !caller.admin) {
        throw new LmsError('storage/unauthorized', 'You may only read files in your own folder.');
      }
      const file = db.files.get(target.path);
      if (!file) throw new LmsError('storage/object-not-found', `No file at ${path}.`);
      // An object URL serves the bytes in the browser as the server's download URL would.
      file.objectUrl ??= URL.createObjectURL(file.data);
      return file.objectUrl;
    },
  };
}
