// lms-core's storage adapter (StoragePort over HTTP) against a live server, on both databases: one request up to
// 256 KB, tus above, resumed after the connection drops mid-upload, and errors as storage/ codes.
import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadProgress } from '@lms/core';
import { createServerStorage } from '../../../lms-core/src/adapters/server/storage';
import { testDatabases } from '../helpers/databases';
import { startFileTestServer, type FileTestServer } from './file-test-server';
import { HTML_PRETENDING_TO_BE_PNG, imageBytes } from './image-bytes';

/**
 * A TCP proxy in front of the server that drops the first connection carrying a tus PATCH once `cutAfterBytes` of
 * it went through: the network failing in the middle of an upload.
 */
async function startDroppingProxy(targetUrl: string, cutAfterBytes: number) {
  const target = new URL(targetUrl);
  const requests: string[] = [];
  let dropped = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    sockets.add(client).add(upstream);
    let patchBytes = -1;
    client.on('data', (chunk: Buffer) => {
      const text = chunk.toString('latin1');
      for (const match of text.matchAll(/(POST|PATCH|HEAD) \S+ HTTP\/1\.1\r\n([\s\S]*?)\r\n\r\n/g)) {
        const offset = /^upload-offset: *(\d+)/im.exec(match[2] ?? '')?.[1];
        requests.push(offset === undefined ? `${match[1]}` : `${match[1]} @${offset}`);
      }
      if (dropped === 0 && patchBytes < 0 && /PATCH \/api\/uploads\//.test(text)) patchBytes = 0;
      if (patchBytes >= 0 && dropped === 0) {
        patchBytes += chunk.length;
        if (patchBytes >= cutAfterBytes) {
          dropped++;
          client.destroy();
          upstream.destroy();
          return;
        }
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => client.write(chunk));
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('proxy did not start');
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    dropped: () => dropped,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe.each(testDatabases())('storage adapter against the server ($dialect)', ({ dialect }) => {
  let server: FileTestServer;
  let ada: { uid: string; token: string };

  beforeAll(async () => {
    server = await startFileTestServer(dialect, { maxUploadBytes: 2 * 1024 * 1024 });
    ada = await server.signUp('ada@example.org');
  });
  afterAll(() => server?.close());

  const storageAt = (baseUrl: string, token: string | null = ada.token) =>
    createServerStorage({ baseUrl, getIdToken: async () => token, retryDelaysMs: [50] });

  it('uploads a small picture in one request, and its download URL works without sign-in', async () => {
    const storage = storageAt(server.url);
    const bytes = imageBytes('image/gif', 10 * 1024);
    const path = `profile_pictures/${ada.uid}/small.gif`;
    await expect(storage.upload(path, new Blob([bytes]), { contentType: 'image/gif' })).resolves.toEqual({
      path,
    });
    const url = await storage.getDownloadURL(path);
    expect(url.startsWith(`${server.url}/api/files/download/${path}?token=`)).toBe(true);
    const download = await fetch(url);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(bytes);
  });

  it('uploads above 256 KB through tus with progress, resuming after the connection drops', async () => {
    const proxy = await startDroppingProxy(server.url, 200 * 1024);
    try {
      const storage = storageAt(proxy.url);
      const bytes = imageBytes('image/webp', 900 * 1024);
      const path = `profile_pictures/${ada.uid}/large.webp`;
      const progress: UploadProgress[] = [];
      await storage.upload(path, new Blob([bytes]), {
        contentType: 'image/webp',
        onProgress: (p) => progress.push(p),
      });

      expect(proxy.dropped()).toBe(1);
      // After the drop the client asked where the server stood and went on from there, not from zero.
      const resumed = proxy.requests
        .filter((r) => r.startsWith('PATCH @'))
        .map((r) => Number(r.split('@')[1]));
      expect(proxy.requests).toContain('HEAD');
      expect(resumed.length).toBeGreaterThanOrEqual(2);
      expect(resumed.at(-1)).toBeGreaterThan(0);
      expect(progress.at(-1)).toEqual({ bytesTransferred: bytes.length, totalBytes: bytes.length });

      const download = await fetch(await storage.getDownloadURL(path));
      expect(Buffer.from(await download.arrayBuffer())).toEqual(bytes);
    } finally {
      await proxy.close();
    }
  });

  it('reports a large non-image as storage/invalid-format once the server has checked the bytes', async () => {
    const fake = Buffer.concat([HTML_PRETENDING_TO_BE_PNG, Buffer.alloc(300 * 1024, 0x20)]);
    await expect(
      storageAt(server.url).upload(`profile_pictures/${ada.uid}/fake.png`, new Blob([fake]), {
        contentType: 'image/png',
      }),
    ).rejects.toMatchObject({ code: 'storage/invalid-format' });
  });

  it("maps the server's refusals to storage/ codes (another user's folder, missing file, signed out)", async () => {
    const storage = storageAt(server.url);
    const tiny = new Blob([imageBytes('image/png', 100)]);
    await expect(
      storage.upload('profile_pictures/someone-else/a.png', tiny, { contentType: 'image/png' }),
    ).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
    await expect(
      storage.upload('profile_pictures/someone-else/a.png', new Blob([imageBytes('image/png', 300 * 1024)]), {
        contentType: 'image/png',
      }),
    ).rejects.toMatchObject({ code: 'storage/unauthorized' });
    await expect(storage.getDownloadURL(`profile_pictures/${ada.uid}/missing.png`)).rejects.toMatchObject({
      code: 'storage/object-not-found',
    });
    await expect(
      storageAt(server.url, 'expired-or-forged').getDownloadURL(`profile_pictures/${ada.uid}/small.gif`),
    ).rejects.toMatchObject({
      code: 'storage/unauthenticated',
    });
  });

  it('reports a file above the limit as storage/quota-exceeded without sending it', async () => {
    const big = new Blob([imageBytes('image/png', 2 * 1024 * 1024 + 1)]);
    await expect(
      storageAt(server.url).upload(`profile_pictures/${ada.uid}/big.png`, big, { contentType: 'image/png' }),
    ).rejects.toMatchObject({ code: 'storage/quota-exceeded' });
  });
});
