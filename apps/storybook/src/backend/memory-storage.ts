// File storage of the in-memory back end, behind lms-core's StoragePort: the server's rules (profile pictures in
// their owner's folder, course media by admins into an existing course, the kinds of file each area takes, size
// limits) and an upload that reports progress chunk by chunk, so a story shows a real progress bar.
import {
  LmsError,
  parseStoragePath,
  type Clock,
  type IdTokenSource,
  type StorageArea,
  type StoragePort,
  type UploadOptions,
} from '@lms/core';
import type { ModeSwitch } from './backend-mode';
import type { MemoryDatabase } from './memory-database';
import { checkFile, MAX_UPLOAD_BYTES } from './storage-rules';
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
  maxUploadBytes?: Partial<Record<StorageArea, number>>;
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
  const maxBytes = { ...MAX_UPLOAD_BYTES, ...options.maxUploadBytes };

  async function requireCaller() {
    const idToken = await getIdToken();
    const check = idToken === null ? null : tokens.check(idToken);
    if (!check?.ok) throw new LmsError('storage/unauthenticated', 'Sign in to use file storage.');
    return { uid: check.user.uid, admin: check.user.role === 'admin' };
  }

  return {
    async upload(path: string, data: Blob, upload: UploadOptions) {
      await mode.pass('storage', 'upload', upload.signal);
      const caller = await requireCaller();
      const target = parseStoragePath(path);
      if (target.area === 'profile_pictures' && target.folder !== caller.uid) {
        throw new LmsError('storage/unauthorized', 'You may only upload into your own folder.');
      }
      if (target.area === 'course_media') {
        if (!caller.admin) {
          throw new LmsError('storage/unauthorized', 'Only administrators may upload course media.');
        }
        if (!db.courses.has(target.folder)) {
          throw new LmsError('storage/invalid-argument', `There is no course "${target.folder}".`, {
            reason: 'unknown-course',
          });
        }
      }
      const limit = maxBytes[target.area];
      if (data.size > limit) {
        throw new LmsError(
          'storage/quota-exceeded',
          `The file is ${data.size} bytes; the limit is ${limit}.`,
          {
            size: data.size,
            maxBytes: limit,
          },
        );
      }
      const contentType = await checkFile(target, data, upload.contentType);
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
        // Course media belong to their course, not to the admin who uploaded them (the server's rule).
        ownerUid: target.area === 'profile_pictures' ? target.folder : null,
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
      if (!caller.admin && (target.area !== 'profile_pictures' || target.folder !== caller.uid)) {
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
