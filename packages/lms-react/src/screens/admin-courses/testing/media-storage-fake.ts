// A stand-in for lms-core's StoragePort in the course editor's tests: reports progress in steps, can be held open
// or made to fail once, and records what was stored where. The real rules (admins only, bytes checked) are the
// server's and are tested there; download URLs here look like the server's.
import { LmsError, type StoragePort } from '@lms/core';

export interface StoredUpload {
  path: string;
  size: number;
  contentType: string;
}

export function createMediaStorageFake() {
  const uploads: StoredUpload[] = [];
  /** Fractions of the file reported as sent, in order, before the upload completes. */
  let steps = [0.5];
  let held: Promise<void> | null = null;
  let failure: unknown = null;

  const storage: StoragePort = {
    async upload(path, data, options) {
      for (const step of steps) {
        if (options.signal?.aborted) throw new LmsError('storage/canceled');
        options.onProgress?.({ bytesTransferred: Math.round(data.size * step), totalBytes: data.size });
        // Lets the screen render each step, as a real network would.
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      if (held) await held;
      if (options.signal?.aborted) throw new LmsError('storage/canceled');
      if (failure !== null) {
        const error = failure;
        failure = null;
        throw error;
      }
      uploads.push({ path, size: data.size, contentType: options.contentType });
      return { path };
    },
    async getDownloadURL(path) {
      if (!uploads.some((upload) => upload.path === path)) throw new LmsError('storage/object-not-found');
      return `https://lms.example.test/api/files/download/${path}?token=t0k3n`;
    },
  };

  return {
    storage,
    uploads,
    setSteps(fractions: number[]) {
      steps = fractions;
    },
    /** Keeps uploads open after their progress steps until the returned function is called. */
    hold(): () => void {
      let release = () => {};
      held = new Promise((resolve) => {
        release = () => {
          held = null;
          resolve();
        };
      });
      return release;
    },
    failNext(error: unknown) {
      failure = error;
    },
  };
}
