// StoragePort over Cloud Storage for Firebase, with the SDK left to `storage.ts`: this module holds the adapter's
// decisions (spec 9: resumable above 256 KB, one request at or below; progress; cancelling; the catalogue's
// storage/ errors) and loads no Firebase code, so its tests run without it.
import type { StoragePort, UploadOptions, UploadProgress } from '../../api/ports';
import { LmsError } from '../../errors';
import { RESUMABLE_UPLOAD_THRESHOLD_BYTES } from '../server/storage';
import { storageErrorOf } from './firebase-errors';

/** What an upload tells the SDK about the bytes. */
export interface UploadMetadata {
  contentType: string;
}

/** The part of the SDK's UploadTask the adapter uses. */
export interface ResumableUploadTask {
  on(
    event: 'state_changed',
    next: (snapshot: UploadProgress) => void,
    error: (error: unknown) => void,
    complete: () => void,
  ): unknown;
  cancel(): boolean;
}

/** The SDK's calls on the reference of `path` (`ref(storage, path)`). */
export interface StorageSdk {
  uploadBytes(path: string, data: Blob, metadata: UploadMetadata): Promise<unknown>;
  uploadBytesResumable(path: string, data: Blob, metadata: UploadMetadata): ResumableUploadTask;
  getDownloadURL(path: string): Promise<string>;
}

const canceled = () => new LmsError('storage/canceled', 'The upload was canceled.');

export function firebaseStoragePort(sdk: StorageSdk): StoragePort {
  /**
   * One request, retried by the SDK for up to the operation limit. It has no handle to cancel it by: an abort
   * settles the upload as canceled at once, and the request already sent runs on.
   */
  async function uploadInOneRequest(path: string, data: Blob, upload: UploadOptions) {
    const totalBytes = data.size;
    const { signal } = upload;
    if (signal?.aborted) throw canceled();
    upload.onProgress?.({ bytesTransferred: 0, totalBytes });
    let onAbort: (() => void) | undefined;
    try {
      await Promise.race([
        sdk.uploadBytes(path, data, { contentType: upload.contentType }),
        new Promise<never>((_, reject) => {
          onAbort = () => reject(canceled());
          signal?.addEventListener('abort', onAbort, { once: true });
        }),
      ]);
    } catch (error) {
      throw storageErrorOf(error);
    } finally {
      if (onAbort) signal?.removeEventListener('abort', onAbort);
    }
    upload.onProgress?.({ bytesTransferred: totalBytes, totalBytes });
    return { path };
  }

  /** The SDK's resumable upload: progress at every state change, and the signal cancels the task. */
  function uploadResumable(path: string, data: Blob, upload: UploadOptions) {
    const { signal } = upload;
    return new Promise<{ path: string }>((resolve, reject) => {
      if (signal?.aborted) return reject(canceled());
      let task: ResumableUploadTask;
      try {
        task = sdk.uploadBytesResumable(path, data, { contentType: upload.contentType });
      } catch (error) {
        return reject(storageErrorOf(error));
      }
      const onAbort = () => {
        task.cancel();
        reject(canceled());
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      task.on(
        'state_changed',
        ({ bytesTransferred, totalBytes }) => upload.onProgress?.({ bytesTransferred, totalBytes }),
        (error) => {
          signal?.removeEventListener('abort', onAbort);
          reject(storageErrorOf(error));
        },
        () => {
          signal?.removeEventListener('abort', onAbort);
          resolve({ path });
        },
      );
    });
  }

  return {
    upload(path, data, upload) {
      return data.size > RESUMABLE_UPLOAD_THRESHOLD_BYTES
        ? uploadResumable(path, data, upload)
        : uploadInOneRequest(path, data, upload);
    },

    async getDownloadURL(path) {
      try {
        return await sdk.getDownloadURL(path);
      } catch (error) {
        throw storageErrorOf(error);
      }
    },
  };
}
