// StoragePort over the self-hosted server's HTTP API. Spec section 9: uploads above 256 KB are resumable (tus),
// smaller ones go in one request; failed network calls are retried for up to 2 minutes (operations) or 10 minutes
// (uploads). Every failure surfaces as an LmsError with a storage/ code.
// Types only: the tus client (about 17 kB gzipped) is loaded when a large upload starts, so pages that never
// upload (the landing page, the catalogue) do not carry it (docs/performance.md).
import type { DetailedError, FileReader as TusFileReader, HttpRequest } from 'tus-js-client';
import { LmsError, STORAGE_ERROR_CODES, type StorageErrorCode } from '../../errors';
import { API_PATHS } from '../../api/wire';
import type { IdTokenSource, StoragePort, UploadOptions, UploadProgress } from '../../api/ports';
import { systemClock, type Clock } from '../../platform/clock';
import { isSignedOutUploadPath } from '../../storage/storage-paths';

/** Spec section 9: resumable upload above 256 KB. */
export const RESUMABLE_UPLOAD_THRESHOLD_BYTES = 256 * 1024;
/** Spec section 9: storage retry limits. */
export const OPERATION_RETRY_LIMIT_MS = 2 * 60_000;
export const UPLOAD_RETRY_LIMIT_MS = 10 * 60_000;

/** Exponential backoff between retries, capped so a long outage is still polled every half minute. */
const DEFAULT_RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000];

export interface ServerStorageOptions {
  /** Where the server is, e.g. `https://lms.example.org` (absolute: tus needs it outside a browser). */
  baseUrl: string;
  getIdToken: IdTokenSource;
  fetch?: typeof fetch;
  clock?: Clock;
  operationRetryLimitMs?: number;
  uploadRetryLimitMs?: number;
  /** Delay before retry n (the last one repeats). */
  retryDelaysMs?: number[];
  /** Bytes per tus PATCH; unlimited by default (tus resumes mid-request from the server's offset anyway). */
  chunkSize?: number;
  /**
   * False where the files route takes every file in one request and speaks no tus (the Firebase host's function for
   * the contact form's attachments, whose files are at most 10 MB). Default: resumable above 256 KB.
   */
  resumableUploads?: boolean;
}

/** The error body the server's file routes send. */
interface StorageErrorBody {
  error?: { code?: unknown; message?: unknown };
}

export function createServerStorage(options: ServerStorageOptions): StoragePort {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const clock = options.clock ?? systemClock;
  const delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');

  async function bearer(): Promise<string> {
    const token = await options.getIdToken();
    if (!token) throw new LmsError('storage/unauthenticated', 'Sign in to use file storage.');
    return `Bearer ${token}`;
  }

  /** Uploads into an area that takes signed-out writers (support attachments) go without a token when there is none. */
  async function uploadAuthorization(path: string): Promise<Record<string, string>> {
    if (isSignedOutUploadPath(path) && !(await options.getIdToken())) return {};
    return { authorization: await bearer() };
  }

  /** One HTTP call, retried on network failures and server-side trouble until the time limit. */
  async function withRetries(
    limitMs: number,
    signal: AbortSignal | undefined,
    send: () => Promise<Response>,
  ) {
    const started = clock.now();
    for (let attempt = 0; ; attempt++) {
      if (signal?.aborted) throw new LmsError('storage/canceled', 'The operation was canceled.');
      let response: Response | null = null;
      try {
        response = await send();
      } catch (error) {
        if (error instanceof LmsError) throw error;
        if (signal?.aborted) throw new LmsError('storage/canceled', 'The operation was canceled.');
      }
      if (response && !isRetryableStatus(response.status)) return response;
      const delay = delays[Math.min(attempt, delays.length - 1)] ?? 0;
      if (clock.now() - started + delay > limitMs) {
        throw new LmsError(
          'storage/retry-limit-exceeded',
          'The storage server could not be reached in time.',
          {
            status: response?.status,
          },
        );
      }
      await sleep(clock, delay, signal);
    }
  }

  async function uploadInOneRequest(path: string, data: Blob, upload: UploadOptions) {
    const totalBytes = data.size;
    upload.onProgress?.({ bytesTransferred: 0, totalBytes });
    const response = await withRetries(
      options.operationRetryLimitMs ?? OPERATION_RETRY_LIMIT_MS,
      upload.signal,
      async () =>
        doFetch(`${baseUrl}${API_PATHS.files}/${encodeStoragePath(path)}`, {
          method: 'PUT',
          headers: { ...(await uploadAuthorization(path)), 'content-type': upload.contentType },
          body: data,
          signal: upload.signal,
        }),
    );
    if (!response.ok) throw await storageErrorFromResponse(response);
    upload.onProgress?.({ bytesTransferred: totalBytes, totalBytes });
    return { path };
  }

  async function uploadResumable(path: string, data: Blob, upload: UploadOptions) {
    const limitMs = options.uploadRetryLimitMs ?? UPLOAD_RETRY_LIMIT_MS;
    const { Upload } = await import('tus-js-client');
    return new Promise<{ path: string }>((resolve, reject) => {
      if (upload.signal?.aborted) return reject(new LmsError('storage/canceled', 'The upload was canceled.'));
      const started = clock.now();
      let failure: LmsError | null = null;
      const tus = new Upload(data, {
        endpoint: `${baseUrl}${API_PATHS.uploads}`,
        metadata: { path, contentType: upload.contentType },
        uploadSize: data.size,
        chunkSize: options.chunkSize ?? Number.POSITIVE_INFINITY,
        fileReader: blobReader,
        fingerprint: async () => fingerprintOf(baseUrl, path, upload.contentType, data),
        removeFingerprintOnSuccess: true,
        // Enough entries for the time limit at the shortest delay; onShouldRetry enforces the limit itself.
        retryDelays: Array.from(
          { length: Math.ceil(limitMs / Math.max(1, Math.min(...delays))) + 1 },
          (_, i) => delays[Math.min(i, delays.length - 1)] ?? 0,
        ),
        onBeforeRequest: async (request: HttpRequest) => {
          try {
            const authorization = (await uploadAuthorization(path)).authorization;
            if (authorization !== undefined) request.setHeader('Authorization', authorization);
          } catch (error) {
            failure = error instanceof LmsError ? error : null;
            throw error;
          }
        },
        onShouldRetry: (error: DetailedError, retryAttempt: number) => {
          if (failure) return false; // signed out meanwhile: retrying cannot help
          const status = error.originalResponse?.getStatus() ?? 0;
          if (status !== 0 && !isRetryableStatus(status)) return false;
          const delay = delays[Math.min(retryAttempt, delays.length - 1)] ?? 0;
          if (clock.now() - started + delay > limitMs) {
            failure = new LmsError(
              'storage/retry-limit-exceeded',
              'The upload could not be finished in time.',
              { status },
            );
            return false;
          }
          return true;
        },
        onProgress: (bytesTransferred: number, totalBytes: number) =>
          upload.onProgress?.({ bytesTransferred, totalBytes } satisfies UploadProgress),
        onSuccess: () => resolve({ path }),
        onError: (error: Error | DetailedError) => reject(failure ?? storageErrorFromTus(error)),
      });
      upload.signal?.addEventListener('abort', () => {
        void tus.abort(true);
        reject(new LmsError('storage/canceled', 'The upload was canceled.'));
      });
      // Resume an interrupted upload of the same bytes to the same path (for example after a page reload).
      tus
        .findPreviousUploads()
        .then((previous) => {
          const latest = previous.sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
          if (latest) tus.resumeFromPreviousUpload(latest);
          tus.start();
        })
        .catch(() => tus.start());
    });
  }

  return {
    async upload(path, data, upload) {
      if (options.resumableUploads === false || data.size <= RESUMABLE_UPLOAD_THRESHOLD_BYTES)
        return uploadInOneRequest(path, data, upload);
      await uploadAuthorization(path); // fail fast, before any request, when signed out
      return uploadResumable(path, data, upload);
    },

    async getDownloadURL(path) {
      const response = await withRetries(
        options.operationRetryLimitMs ?? OPERATION_RETRY_LIMIT_MS,
        undefined,
        async () =>
          doFetch(`${baseUrl}${API_PATHS.files}/url/${encodeStoragePath(path)}`, {
            headers: { authorization: await bearer() },
          }),
      );
      if (!response.ok) throw await storageErrorFromResponse(response);
      const body = (await response.json()) as { downloadPath?: unknown };
      if (typeof body.downloadPath !== 'string') {
        throw new LmsError('storage/unknown', 'The server answered without a download URL.');
      }
      // Resolve against the address we reached the server at: it works behind proxies the server does not know.
      return new URL(body.downloadPath, `${baseUrl}/`).href;
    },
  };
}

/** Each segment percent-encoded, slashes kept: the server reads the rest of the URL as the storage path. */
export function encodeStoragePath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

const STATUS_CODES: Record<number, StorageErrorCode> = {
  400: 'invalid-argument',
  401: 'unauthenticated',
  403: 'unauthorized',
  404: 'object-not-found',
  413: 'quota-exceeded',
  415: 'invalid-format',
};

/** The server's `{error: {code, message}}` when it sent one, otherwise a code derived from the status. */
export function storageErrorFromBody(status: number, bodyText: string): LmsError {
  let body: StorageErrorBody = {};
  try {
    body = JSON.parse(bodyText) as StorageErrorBody;
  } catch {
    // Not JSON (a proxy's error page, for example): fall back to the status.
  }
  const code = body.error?.code;
  const known =
    typeof code === 'string' &&
    code.startsWith('storage/') &&
    (STORAGE_ERROR_CODES as readonly string[]).includes(code.slice(8));
  const storageCode = known ? (code.slice(8) as StorageErrorCode) : (STATUS_CODES[status] ?? 'unknown');
  const message =
    typeof body.error?.message === 'string' ? body.error.message : `The storage server answered ${status}.`;
  return new LmsError(`storage/${storageCode}`, message, { status });
}

async function storageErrorFromResponse(response: Response): Promise<LmsError> {
  return storageErrorFromBody(response.status, await response.text().catch(() => ''));
}

function storageErrorFromTus(error: Error | DetailedError): LmsError {
  const response = 'originalResponse' in error ? error.originalResponse : null;
  if (response) return storageErrorFromBody(response.getStatus(), response.getBody());
  return new LmsError('storage/unknown', error.message);
}

/** Reads a Blob slice by slice as bytes, which both the browser's XHR and Node's http stack send as a body. */
const blobReader: TusFileReader = {
  async openFile(input: Blob) {
    return {
      size: input.size,
      async slice(start: number, end: number) {
        const stop = Math.min(end, input.size);
        const bytes = new Uint8Array(await input.slice(start, stop).arrayBuffer());
        // tus-js-client reads the chunk length from `size`, as Blobs and its own Node buffer source have it.
        return { value: Object.assign(bytes, { size: bytes.length }), done: stop >= input.size };
      },
      close() {},
    };
  },
};

/** Identifies "the same bytes to the same place" for resuming: path, size, type and a hash of the first 64 KB. */
async function fingerprintOf(
  baseUrl: string,
  path: string,
  contentType: string,
  data: Blob,
): Promise<string> {
  const head = await data.slice(0, 64 * 1024).arrayBuffer();
  const digest = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', head));
  const hex = Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return ['lms-upload', baseUrl, path, contentType, data.size, hex].join('|');
}

function sleep(clock: Clock, ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clock.clearTimeout(timer);
      reject(new LmsError('storage/canceled', 'The operation was canceled.'));
    };
    const timer = clock.setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
