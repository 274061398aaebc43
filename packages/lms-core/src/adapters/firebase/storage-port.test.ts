// The Firebase StoragePort's decisions with the SDK's calls replaced by fakes; the errors are the SDK's own
// StorageError. Not exercised here or anywhere (no Storage emulator on this machine, it wants Java 21): the SDK's
// requests to Cloud Storage, its retries within the spec's limits, storage.rules.
import { StorageError, StorageErrorCode } from 'firebase/storage';
import { describe, expect, it, vi } from 'vitest';
import { failureOf } from '../../api/client/fake-fetch.testing';
import type { UploadProgress } from '../../api/ports';
import { firebaseStoragePort, type ResumableUploadTask, type StorageSdk } from './storage-port';

const KB = 1024;
const PATH = 'profile_pictures/u1/me.png';

/** An UploadTask the test drives: its state changes, its failure or its end. */
class FakeTask implements ResumableUploadTask {
  next: (snapshot: UploadProgress) => void = () => {};
  error: (error: unknown) => void = () => {};
  complete: () => void = () => {};
  cancelled = false;

  on(
    _event: 'state_changed',
    next: (snapshot: UploadProgress) => void,
    error: (error: unknown) => void,
    complete: () => void,
  ) {
    Object.assign(this, { next, error, complete });
    return () => {};
  }

  cancel() {
    this.cancelled = true;
    // As the SDK does: the task fails with storage/canceled.
    this.error(new StorageError(StorageErrorCode.CANCELED, 'User canceled the upload/download.'));
    return true;
  }
}

function fakeSdk(overrides: Partial<StorageSdk> = {}) {
  const task = new FakeTask();
  const sdk = {
    uploadBytes: vi.fn<StorageSdk['uploadBytes']>(async () => ({})),
    uploadBytesResumable: vi.fn<StorageSdk['uploadBytesResumable']>(() => task),
    getDownloadURL: vi.fn<StorageSdk['getDownloadURL']>(async (path) => `https://files.example/${path}`),
    ...overrides,
  };
  return { sdk, task, storage: firebaseStoragePort(sdk) };
}

const bytes = (size: number) => new Blob([new Uint8Array(size)], { type: 'image/png' });

describe('firebaseStoragePort: which upload (spec 9: resumable above 256 KB)', () => {
  it('sends 256 KB or less in one request (uploadBytes), progress at its start and end', async () => {
    const { sdk, storage } = fakeSdk();
    const progress: UploadProgress[] = [];
    await expect(
      storage.upload(PATH, bytes(256 * KB), {
        contentType: 'image/png',
        onProgress: (p) => progress.push(p),
      }),
    ).resolves.toEqual({ path: PATH });
    expect(sdk.uploadBytes).toHaveBeenCalledExactlyOnceWith(PATH, expect.any(Blob), {
      contentType: 'image/png',
    });
    expect(sdk.uploadBytesResumable).not.toHaveBeenCalled();
    expect(progress).toEqual([
      { bytesTransferred: 0, totalBytes: 256 * KB },
      { bytesTransferred: 256 * KB, totalBytes: 256 * KB },
    ]);
  });

  it('sends more than 256 KB resumably, reporting every state change, done when the task completes', async () => {
    const { sdk, task, storage } = fakeSdk();
    const size = 256 * KB + 1;
    const progress: UploadProgress[] = [];
    const upload = storage.upload(PATH, bytes(size), {
      contentType: 'image/png',
      onProgress: (p) => progress.push(p),
    });
    expect(sdk.uploadBytesResumable).toHaveBeenCalledExactlyOnceWith(PATH, expect.any(Blob), {
      contentType: 'image/png',
    });
    expect(sdk.uploadBytes).not.toHaveBeenCalled();
    task.next({ bytesTransferred: 0, totalBytes: size });
    task.next({ bytesTransferred: 256 * KB, totalBytes: size });
    task.next({ bytesTransferred: size, totalBytes: size });
    task.complete();
    await expect(upload).resolves.toEqual({ path: PATH });
    expect(progress.map((p) => p.bytesTransferred)).toEqual([0, 256 * KB, size]);
  });
});

describe('firebaseStoragePort: cancelling', () => {
  it('an abort cancels the resumable task and rejects with storage/canceled', async () => {
    const { task, storage } = fakeSdk();
    const controller = new AbortController();
    const upload = failureOf(
      storage.upload(PATH, bytes(300 * KB), { contentType: 'image/png', signal: controller.signal }),
    );
    controller.abort();
    expect(task.cancelled).toBe(true);
    expect((await upload).code).toBe('storage/canceled');
  });

  it('an abort settles a one-request upload as canceled at once', async () => {
    const { storage } = fakeSdk({ uploadBytes: () => new Promise(() => {}) });
    const controller = new AbortController();
    const upload = failureOf(
      storage.upload(PATH, bytes(KB), { contentType: 'image/png', signal: controller.signal }),
    );
    controller.abort();
    expect((await upload).code).toBe('storage/canceled');
  });

  it('a signal aborted before the upload starts sends nothing', async () => {
    const { sdk, storage } = fakeSdk();
    for (const size of [KB, 300 * KB]) {
      const error = await failureOf(
        storage.upload(PATH, bytes(size), { contentType: 'image/png', signal: AbortSignal.abort() }),
      );
      expect(error.code).toBe('storage/canceled');
    }
    expect(sdk.uploadBytes).not.toHaveBeenCalled();
    expect(sdk.uploadBytesResumable).not.toHaveBeenCalled();
  });
});

describe('firebaseStoragePort: the SDK’s errors as the catalogue’s storage/ codes', () => {
  const refusal = () => {
    const error = new StorageError(
      StorageErrorCode.UNAUTHORIZED,
      `User does not have permission to access '${PATH}'.`,
      403,
    );
    error.serverResponse = '{"error":{"code":403,"message":"Permission denied."}}';
    return error;
  };

  it('a refusal by storage.rules, from either upload: storage/unauthorized with its status', async () => {
    const small = fakeSdk({ uploadBytes: async () => Promise.reject(refusal()) });
    const fromOneRequest = await failureOf(
      small.storage.upload(PATH, bytes(KB), { contentType: 'image/png' }),
    );
    expect(fromOneRequest).toMatchObject({
      name: 'LmsError',
      code: 'storage/unauthorized',
      details: { status: 403, serverResponse: '{"error":{"code":403,"message":"Permission denied."}}' },
    });

    const large = fakeSdk();
    const upload = failureOf(large.storage.upload(PATH, bytes(300 * KB), { contentType: 'image/png' }));
    large.task.error(refusal());
    expect(await upload).toMatchObject({ code: 'storage/unauthorized', details: { status: 403 } });
  });

  it('keeps the codes the catalogue has and names the SDK’s own when it has not', async () => {
    const failingUrl = (error: StorageError) =>
      failureOf(fakeSdk({ getDownloadURL: async () => Promise.reject(error) }).storage.getDownloadURL(PATH));
    expect(
      await failingUrl(new StorageError(StorageErrorCode.OBJECT_NOT_FOUND, 'No object.', 404)),
    ).toMatchObject({ code: 'storage/object-not-found', details: { status: 404 } });
    expect(
      await failingUrl(new StorageError(StorageErrorCode.RETRY_LIMIT_EXCEEDED, 'Max retry time exceeded.')),
    ).toMatchObject({ code: 'storage/retry-limit-exceeded' });
    expect(
      await failingUrl(new StorageError(StorageErrorCode.UNAUTHORIZED_APP, 'App Check refused.', 401)),
    ).toMatchObject({ code: 'storage/unauthorized', details: { firebaseCode: 'unauthorized-app' } });
    expect(
      await failingUrl(new StorageError(StorageErrorCode.BUCKET_NOT_FOUND, 'No bucket.', 404)),
    ).toMatchObject({ code: 'storage/unknown', details: { firebaseCode: 'bucket-not-found' } });
  });

  it('an SDK call that throws at once (a reference to the bucket’s root) rejects with the mapped error', async () => {
    const { storage } = fakeSdk({
      uploadBytesResumable: () => {
        throw new StorageError(StorageErrorCode.INVALID_ROOT_OPERATION, 'The operation cannot be the root.');
      },
    });
    const error = await failureOf(storage.upload('', bytes(300 * KB), { contentType: 'image/png' }));
    expect(error).toMatchObject({
      code: 'storage/invalid-argument',
      details: { firebaseCode: 'invalid-root-operation' },
    });
  });

  it('getDownloadURL answers the SDK’s address', async () => {
    const { storage } = fakeSdk();
    await expect(storage.getDownloadURL(PATH)).resolves.toBe(`https://files.example/${PATH}`);
  });
});
