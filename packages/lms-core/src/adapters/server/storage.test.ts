// Single-request paths of the storage adapter against a scripted fetch. The resumable (tus) path runs against a
// live server in packages/lms-server/test/files/.
import { describe, expect, it } from 'vitest';
import type { Clock } from '../../platform/clock';
import type { UploadProgress } from '../../api/ports';
import {
  createServerStorage,
  encodeStoragePath,
  OPERATION_RETRY_LIMIT_MS,
  storageErrorFromBody,
  type ServerStorageOptions,
} from './storage';

/** Virtual time: every timer fires at once and moves the clock forward by its delay. */
function virtualClock(): Clock {
  let now = 0;
  return {
    now: () => now,
    setTimeout(run, ms) {
      now += ms;
      queueMicrotask(run);
      return 0;
    },
    clearTimeout() {},
  };
}

interface Seen {
  url: string;
  method: string;
  headers: Record<string, string>;
}

function scriptedFetch(answers: Array<() => Response>) {
  const seen: Seen[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: (init?.headers ?? {}) as Record<string, string>,
    });
    const next = answers.shift();
    if (!next) throw new Error('no more scripted answers');
    return next();
  }) as typeof globalThis.fetch;
  return { fetch, seen };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function storage(answers: Array<() => Response>, extra: Partial<ServerStorageOptions> = {}) {
  const { fetch, seen } = scriptedFetch(answers);
  const port = createServerStorage({
    baseUrl: 'https://api.example.org/',
    getIdToken: async () => 'token-1',
    fetch,
    clock: virtualClock(),
    ...extra,
  });
  return { port, seen };
}

const smallImage = new Blob([new Uint8Array(1024)], { type: 'image/png' });

describe('server storage adapter, single requests', () => {
  it('uploads a file of at most 256 KB in one PUT with the bearer token and content type', async () => {
    const { port, seen } = storage([() => json(200, { path: 'profile_pictures/u1/a.png' })]);
    const progress: UploadProgress[] = [];
    await expect(
      port.upload('profile_pictures/u1/a.png', smallImage, {
        contentType: 'image/png',
        onProgress: (p) => progress.push(p),
      }),
    ).resolves.toEqual({ path: 'profile_pictures/u1/a.png' });
    expect(seen).toEqual([
      {
        url: 'https://api.example.org/api/files/profile_pictures/u1/a.png',
        method: 'PUT',
        headers: { authorization: 'Bearer token-1', 'content-type': 'image/png' },
      },
    ]);
    expect(progress).toEqual([
      { bytesTransferred: 0, totalBytes: 1024 },
      { bytesTransferred: 1024, totalBytes: 1024 },
    ]);
  });

  it('sends a file above 256 KB in one PUT too, without a token when signed out, where the route speaks no tus', async () => {
    const { port, seen } = storage([() => json(200, { path: 'support_attachments/form-1/log.pdf' })], {
      getIdToken: async () => null,
      resumableUploads: false,
    });
    const large = new Blob([new Uint8Array(1024 * 1024)], { type: 'application/pdf' });
    await expect(
      port.upload('support_attachments/form-1/log.pdf', large, { contentType: 'application/pdf' }),
    ).resolves.toEqual({ path: 'support_attachments/form-1/log.pdf' });
    expect(seen).toEqual([
      {
        url: 'https://api.example.org/api/files/support_attachments/form-1/log.pdf',
        method: 'PUT',
        headers: { 'content-type': 'application/pdf' },
      },
    ]);
  });

  it('fails with storage/unauthenticated and sends nothing when signed out', async () => {
    const { port, seen } = storage([], { getIdToken: async () => null });
    await expect(
      port.upload('profile_pictures/u1/a.png', smallImage, { contentType: 'image/png' }),
    ).rejects.toMatchObject({
      code: 'storage/unauthenticated',
    });
    await expect(port.getDownloadURL('profile_pictures/u1/a.png')).rejects.toMatchObject({
      code: 'storage/unauthenticated',
    });
    expect(seen).toHaveLength(0);
  });

  it('maps the server error body to its storage/ code (invalid format, not retried)', async () => {
    const { port, seen } = storage([
      () =>
        json(415, {
          error: { code: 'storage/invalid-format', message: 'Only PNG, JPEG, GIF and WebP images.' },
        }),
    ]);
    await expect(
      port.upload('profile_pictures/u1/a.png', smallImage, { contentType: 'image/png' }),
    ).rejects.toMatchObject({
      code: 'storage/invalid-format',
      message: 'Only PNG, JPEG, GIF and WebP images.',
    });
    expect(seen).toHaveLength(1);
  });

  it('retries network failures and 5xx answers, then succeeds', async () => {
    const { port, seen } = storage([
      () => {
        throw new TypeError('fetch failed');
      },
      () => json(503, {}),
      () => json(200, { downloadPath: '/api/files/download/profile_pictures/u1/a.png?token=t' }),
    ]);
    await expect(port.getDownloadURL('profile_pictures/u1/a.png')).resolves.toBe(
      'https://api.example.org/api/files/download/profile_pictures/u1/a.png?token=t',
    );
    expect(seen).toHaveLength(3);
    expect(seen[0]!.url).toBe('https://api.example.org/api/files/url/profile_pictures/u1/a.png');
  });

  it('gives up with storage/retry-limit-exceeded after the 2-minute operation limit', async () => {
    const failures = Array.from({ length: 100 }, () => () => json(503, {}));
    const { port, seen } = storage(failures, { retryDelaysMs: [10_000] });
    await expect(port.getDownloadURL('profile_pictures/u1/a.png')).rejects.toMatchObject({
      code: 'storage/retry-limit-exceeded',
    });
    // 10 s apart within 120 s: the first try plus 12 retries, never a call after the limit.
    expect(seen).toHaveLength(OPERATION_RETRY_LIMIT_MS / 10_000 + 1);
  });

  it('cancels with storage/canceled when the signal aborts', async () => {
    const controller = new AbortController();
    controller.abort();
    const { port } = storage([() => json(200, {})]);
    await expect(
      port.upload('profile_pictures/u1/a.png', smallImage, {
        contentType: 'image/png',
        signal: controller.signal,
      }),
    ).rejects.toMatchObject({ code: 'storage/canceled' });
  });
});

describe('storage error mapping', () => {
  it.each([
    [401, 'storage/unauthenticated'],
    [403, 'storage/unauthorized'],
    [404, 'storage/object-not-found'],
    [413, 'storage/quota-exceeded'],
    [415, 'storage/invalid-format'],
    [418, 'storage/unknown'],
  ])('maps status %i without a body to %s', (status, code) => {
    expect(storageErrorFromBody(status, '<html>proxy error</html>').code).toBe(code);
  });

  it('ignores codes outside the storage/ catalogue and falls back to the status', () => {
    expect(storageErrorFromBody(403, JSON.stringify({ error: { code: 'functions/internal' } })).code).toBe(
      'storage/unauthorized',
    );
  });
});

describe('encodeStoragePath', () => {
  it('encodes each segment but keeps the slashes', () => {
    expect(encodeStoragePath('profile_pictures/u 1/a#b.png')).toBe('profile_pictures/u%201/a%23b.png');
  });
});
