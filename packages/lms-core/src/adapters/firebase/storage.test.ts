// `firebaseStorage` on the real Firebase storage SDK, whose requests (it calls the global fetch in Node) are answered
// by a scripted stand-in for Cloud Storage written from the SDK's own request code (@firebase/storage 0.14: the
// multipart upload, the resumable protocol's start / upload / finalize, the object's metadata). It shows which
// request each upload becomes, the progress and cancel of a real UploadTask, the retry limits set, and a refusal as
// the SDK reports it. What it cannot show: that Cloud Storage answers as scripted, its retries, and storage.rules
// (no Storage emulator on this machine: it wants Java 21).
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { getStorage } from 'firebase/storage';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failureOf } from '../../api/client/fake-fetch.testing';
import type { StoragePort, UploadProgress } from '../../api/ports';
import { firebaseStorage } from './storage';

const KB = 1024;
const BUCKET = 'demo-lms.appspot.com';
/** Nothing listens there: the stand-in answers every request to it. */
const EMULATOR = { host: '127.0.0.1', port: 9 };
const ORIGIN = `http://${EMULATOR.host}:${EMULATOR.port}`;
const PATH = 'profile_pictures/u1/me.png';
const REFUSED = 'profile_pictures/someone-else/me.png';

interface Seen {
  method: string;
  /** The upload protocol or command the request speaks, or 'metadata' for a GET of an object. */
  kind: string;
  name?: string;
  contentType?: string | null;
  offset?: number;
  bytes?: number;
}

/** Cloud Storage as the SDK speaks to it, for the requests this file makes. */
function cloudStorageStandIn() {
  const seen: Seen[] = [];
  const objects = new Map<string, { size: number; contentType: string }>();
  const uploads = new Map<string, { name: string; contentType: string; received: number }>();
  let held: { release: () => void } | null = null;
  let holdChunks = false;

  const metadataOf = (name: string) => {
    const object = objects.get(name)!;
    return {
      bucket: BUCKET,
      name,
      size: String(object.size),
      contentType: object.contentType,
      downloadTokens: 'token-1',
    };
  };
  const json = (body: unknown, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json', ...headers } });

  async function answer(url: URL, init: RequestInit): Promise<Response> {
    const headers = new Headers(init.headers);
    const method = init.method ?? 'GET';
    const bytes =
      init.body === undefined || init.body === null
        ? 0
        : (await new Response(init.body).arrayBuffer()).byteLength;
    const name = url.searchParams.get('name') ?? undefined;
    if (name === REFUSED) {
      seen.push({ method, kind: 'refused', name });
      return new Response('{"error":{"code":403,"message":"Permission denied."}}', { status: 403 });
    }
    if (method === 'POST' && headers.get('x-goog-upload-protocol') === 'multipart') {
      // --boundary, the metadata as JSON, --boundary, Content-Type: <the file's>, the bytes, --boundary--
      const [, metadata, contentType] =
        /\r\n\r\n(\{.*?\})\r\n--[^\r]+\r\nContent-Type: ([^\r]+)\r\n\r\n/s.exec(
          new TextDecoder().decode(await new Response(init.body).arrayBuffer()),
        ) ?? [];
      seen.push({ method, kind: 'multipart', name: name!, contentType: contentType ?? null, bytes });
      const { size } = JSON.parse(metadata ?? '{}') as { size?: number };
      objects.set(name!, { size: size ?? 0, contentType: contentType ?? '' });
      return json(metadataOf(name!));
    }
    if (method === 'POST' && headers.get('x-goog-upload-command') === 'start') {
      const contentType = headers.get('x-goog-upload-header-content-type');
      seen.push({ method, kind: 'resumable start', name: name!, contentType });
      const id = `upload-${uploads.size + 1}`;
      uploads.set(id, { name: name!, contentType: contentType ?? '', received: 0 });
      return json({}, { 'X-Goog-Upload-Status': 'active', 'X-Goog-Upload-URL': `${ORIGIN}/uploads/${id}` });
    }
    const upload = url.pathname.startsWith('/uploads/')
      ? uploads.get(url.pathname.slice('/uploads/'.length))
      : undefined;
    if (method === 'POST' && upload) {
      const command = headers.get('x-goog-upload-command') ?? '';
      const offset = Number(headers.get('x-goog-upload-offset'));
      seen.push({ method, kind: command, offset, bytes });
      if (holdChunks) await new Promise<void>((release) => (held = { release }));
      upload.received = offset + bytes;
      if (!command.includes('finalize')) return json({}, { 'X-Goog-Upload-Status': 'active' });
      objects.set(upload.name, { size: upload.received, contentType: upload.contentType });
      return json(metadataOf(upload.name), { 'X-Goog-Upload-Status': 'final' });
    }
    const object = /^\/v0\/b\/[^/]+\/o\/(.+)$/.exec(url.pathname);
    if (method === 'GET' && object) {
      const objectName = decodeURIComponent(object[1]!);
      seen.push({ method, kind: 'metadata', name: objectName });
      if (!objects.has(objectName)) return new Response('{"error":{"code":404}}', { status: 404 });
      return json(metadataOf(objectName));
    }
    return new Response('not scripted', { status: 501 });
  }

  return {
    seen,
    holdChunks: () => (holdChunks = true),
    release: () => held?.release(),
    fetch: async (input: string | URL | Request, init: RequestInit = {}) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      if (url.origin !== ORIGIN) throw new Error(`Unexpected request to ${url.href}`);
      return answer(url, init);
    },
  };
}

let apps = 0;
let app: FirebaseApp;
let cloud: ReturnType<typeof cloudStorageStandIn>;
let storage: StoragePort;

beforeEach(() => {
  cloud = cloudStorageStandIn();
  vi.stubGlobal('fetch', cloud.fetch);
  app = initializeApp(
    { apiKey: 'demo-api-key', projectId: 'demo-lms', storageBucket: BUCKET },
    `storage-${++apps}`,
  );
  storage = firebaseStorage({ app, emulator: EMULATOR });
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await deleteApp(app);
});

const bytes = (size: number) => new Blob([new Uint8Array(size)], { type: 'application/octet-stream' });

describe('firebaseStorage on the Firebase SDK', () => {
  it('sets the spec’s retry limits: 2 minutes an operation, 10 an upload', () => {
    const instance = getStorage(app);
    expect(instance.maxOperationRetryTime).toBe(120_000);
    expect(instance.maxUploadRetryTime).toBe(600_000);
  });

  it('sends 256 KB in one multipart request with its content type, then finds its download URL', async () => {
    const progress: UploadProgress[] = [];
    await expect(
      storage.upload(PATH, bytes(256 * KB), {
        contentType: 'image/png',
        onProgress: (p) => progress.push(p),
      }),
    ).resolves.toEqual({ path: PATH });
    expect(cloud.seen).toEqual([
      expect.objectContaining({ method: 'POST', kind: 'multipart', name: PATH, contentType: 'image/png' }),
    ]);
    expect(progress).toEqual([
      { bytesTransferred: 0, totalBytes: 256 * KB },
      { bytesTransferred: 256 * KB, totalBytes: 256 * KB },
    ]);
    await expect(storage.getDownloadURL(PATH)).resolves.toBe(
      `${ORIGIN}/v0/b/${BUCKET}/o/${encodeURIComponent(PATH)}?alt=media&token=token-1`,
    );
  });

  it('sends more than 256 KB resumably, chunk by chunk, with progress at each', async () => {
    const size = 300 * KB;
    const progress: UploadProgress[] = [];
    await expect(
      storage.upload(PATH, bytes(size), { contentType: 'image/png', onProgress: (p) => progress.push(p) }),
    ).resolves.toEqual({ path: PATH });
    expect(cloud.seen).toEqual([
      { method: 'POST', kind: 'resumable start', name: PATH, contentType: 'image/png' },
      { method: 'POST', kind: 'upload', offset: 0, bytes: 256 * KB },
      { method: 'POST', kind: 'upload, finalize', offset: 256 * KB, bytes: size - 256 * KB },
    ]);
    expect(progress.map((p) => p.bytesTransferred)).toEqual(expect.arrayContaining([256 * KB, size]));
    expect(progress.at(-1)).toEqual({ bytesTransferred: size, totalBytes: size });
    expect(progress.every((p, i) => i === 0 || p.bytesTransferred >= progress[i - 1]!.bytesTransferred)).toBe(
      true,
    );
  });

  it('an abort cancels the task: storage/canceled, and no chunk follows', async () => {
    cloud.holdChunks();
    const controller = new AbortController();
    const upload = failureOf(
      storage.upload(PATH, bytes(600 * KB), { contentType: 'image/png', signal: controller.signal }),
    );
    await vi.waitFor(() => expect(cloud.seen.map((s) => s.kind)).toEqual(['resumable start', 'upload']));
    controller.abort();
    expect((await upload).code).toBe('storage/canceled');
    cloud.release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cloud.seen.map((s) => s.kind)).toEqual(['resumable start', 'upload']);
  });

  it('a refusal (403) is storage/unauthorized with its status', async () => {
    const error = await failureOf(storage.upload(REFUSED, bytes(KB), { contentType: 'image/png' }));
    expect(error).toMatchObject({ code: 'storage/unauthorized', details: { status: 403 } });
  });

  it('a missing object’s download URL is storage/object-not-found', async () => {
    const error = await failureOf(storage.getDownloadURL('profile_pictures/u1/none.png'));
    // The SDK makes a new error for a 404 and leaves its status at 0.
    expect(error.code).toBe('storage/object-not-found');
  });
});
