// File storage through lms-core's StoragePort: the domain's file service decides, the port plays the network
// (progress per chunk, cancel, story states) and hands out the server's download addresses, which its fetch serves.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UploadProgress } from '@lms/core';
import { createPasswordAccount } from '@lms/domain';
import type { LocalServer, LocalServerOptions } from '../src';
import { clientOf, codeOf, openLocalServer, type Client } from './helpers';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A PNG of `size` bytes as far as any check looks: the signature, then filler. */
function png(size: number): Blob {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_SIGNATURE);
  bytes.fill(7, PNG_SIGNATURE.length);
  return new Blob([bytes], { type: 'image/png' });
}

/** The bytes the local server's fetch answers for a download address (what an <img> would load). */
async function bytesAt(url: string): Promise<Uint8Array> {
  const response = await server.fetch(url, {});
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

let server: LocalServer;
let client: Client;
let uid: string;

async function open(options: Partial<LocalServerOptions> = {}) {
  server = await openLocalServer({ upload: { chunkBytes: 10, stepDelayMs: 1 }, ...options });
  client = clientOf(server);
  const signedUp = client.signedIn(
    await client.backend.auth.signUp({ email: 'sam@example.com', password: 'student pass' }),
  );
  uid = signedUp.user.uid;
}

async function signInAdmin(): Promise<void> {
  const admin = await createPasswordAccount(server.context, {
    email: 'ada@example.com',
    password: 'admin password',
    displayName: 'Ada Admin',
    role: 'admin',
  });
  client.signedIn(await server.sessionFor(admin.uid));
}

beforeEach(() => open());
afterEach(() => server.close());

describe('upload', () => {
  it('reports progress chunk by chunk, stores the file and gives it back at its download address', async () => {
    const progress: UploadProgress[] = [];
    const path = `profile_pictures/${uid}/me.png`;
    const picture = png(25);
    await expect(
      client.backend.storage.upload(path, picture, {
        contentType: 'image/png',
        onProgress: (report) => progress.push(report),
      }),
    ).resolves.toEqual({ path });
    expect(progress).toEqual([
      { bytesTransferred: 0, totalBytes: 25 },
      { bytesTransferred: 10, totalBytes: 25 },
      { bytesTransferred: 20, totalBytes: 25 },
      { bytesTransferred: 25, totalBytes: 25 },
    ]);
    const url = await client.backend.storage.getDownloadURL(path);
    // The server's address on this host's origin: the contract accepts it wherever a saved address goes.
    expect(url).toMatch(
      new RegExp(
        `^${server.context.config.publicUrl}/api/files/download/profile_pictures/${uid}/me\\.png\\?token=[\\w-]+$`,
      ),
    );
    expect(server.storedPaths()).toEqual([path]);
    expect(await bytesAt(url)).toEqual(new Uint8Array(await picture.arrayBuffer()));
    expect((await server.fetch(url, {})).headers.get('content-type')).toBe('image/png');
    // The same version of the file keeps its URL.
    await expect(client.backend.storage.getDownloadURL(path)).resolves.toBe(url);
  });

  it('replacing a file gives a new URL with the new bytes', async () => {
    const path = `profile_pictures/${uid}/me.png`;
    await client.backend.storage.upload(path, png(12), { contentType: 'image/png' });
    const first = await client.backend.storage.getDownloadURL(path);
    await client.backend.storage.upload(path, png(30), { contentType: 'image/png' });
    const second = await client.backend.storage.getDownloadURL(path);
    expect(second).not.toBe(first);
    expect((await bytesAt(second)).byteLength).toBe(30);
    // A new token on every write: the old address no longer works.
    expect((await server.fetch(first, {})).status).toBe(404);
  });

  it('refuses with the codes the domain throws, before any byte moves when it can tell', async () => {
    const progress: UploadProgress[] = [];
    const onProgress = (report: UploadProgress) => progress.push(report);
    const { storage } = client.backend;
    expect(
      await codeOf(
        storage.upload('profile_pictures/someone-else/me.png', png(20), {
          contentType: 'image/png',
          onProgress,
        }),
      ),
    ).toBe('storage/unauthorized');
    expect(
      await codeOf(
        storage.upload(`profile_pictures/${uid}/me.gif`, png(20), { contentType: 'text/plain', onProgress }),
      ),
    ).toBe('storage/invalid-format');
    expect(
      await codeOf(
        storage.upload('course_media/any/intro.png', png(20), { contentType: 'image/png', onProgress }),
      ),
    ).toBe('storage/unauthorized');
    expect(progress).toEqual([]);
    // What the bytes are is only known once they arrived.
    const text = new Blob(['not a picture at all'], { type: 'image/png' });
    expect(
      await codeOf(
        storage.upload(`profile_pictures/${uid}/me.png`, text, { contentType: 'image/png', onProgress }),
      ),
    ).toBe('storage/invalid-format');
    expect(progress.at(-1)).toEqual({ bytesTransferred: 20, totalBytes: 20 });
    expect(await codeOf(storage.getDownloadURL(`profile_pictures/${uid}/me.png`))).toBe(
      'storage/object-not-found',
    );
  });

  it('applies the area limits given to the server', async () => {
    await server.close();
    await open({ fileLimits: { maxUploadBytes: 16 } });
    const progress: UploadProgress[] = [];
    const failure = await client.backend.storage
      .upload(`profile_pictures/${uid}/me.png`, png(17), {
        contentType: 'image/png',
        onProgress: (report) => progress.push(report),
      })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'storage/quota-exceeded', details: { size: 17, maxBytes: 16 } });
    expect(progress).toEqual([]);
  });

  it('takes course media from an administrator into an existing course only', async () => {
    await signInAdmin();
    const failure = await client.backend.storage
      .upload('course_media/no-such-course/cover.png', png(20), { contentType: 'image/png' })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({
      code: 'storage/invalid-argument',
      details: { reason: 'unknown-course' },
    });
    const { id } = await client.backend.functions.call('createCourse', {
      title: 'Knots',
      description: 'Tied.',
    });
    const path = `course_media/${id}/cover.png`;
    await expect(client.backend.storage.upload(path, png(20), { contentType: 'image/png' })).resolves.toEqual(
      {
        path,
      },
    );
    expect(await client.backend.storage.getDownloadURL(path)).toContain('/api/files/download/');
  });

  it('checks the ID token as the server does: none or a forged one is storage/unauthenticated', async () => {
    const path = `profile_pictures/${uid}/me.png`;
    const signedOut = server.connect(async () => null);
    expect(await codeOf(signedOut.storage.upload(path, png(20), { contentType: 'image/png' }))).toBe(
      'storage/unauthenticated',
    );
    expect(await codeOf(signedOut.storage.getDownloadURL(path))).toBe('storage/unauthenticated');
    const forged = server.connect(async () => 'a.b.c');
    expect(await codeOf(forged.storage.upload(path, png(20), { contentType: 'image/png' }))).toBe(
      'storage/unauthenticated',
    );
  });

  it("lets only the owner or an administrator have a picture's URL", async () => {
    const path = `profile_pictures/${uid}/me.png`;
    await client.backend.storage.upload(path, png(20), { contentType: 'image/png' });
    const other = clientOf(server);
    other.signedIn(await other.backend.auth.signUp({ email: 'lee@example.com', password: 'learner pass' }));
    expect(await codeOf(other.backend.storage.getDownloadURL(path))).toBe('storage/unauthorized');
    await signInAdmin();
    expect(await client.backend.storage.getDownloadURL(path)).toContain('/api/files/download/');
  });

  it('stops when the caller cancels, storing nothing', async () => {
    await server.close();
    await open({ upload: { chunkBytes: 10, stepDelayMs: 20 } });
    const controller = new AbortController();
    const path = `profile_pictures/${uid}/me.png`;
    const upload = client.backend.storage.upload(path, png(100), {
      contentType: 'image/png',
      signal: controller.signal,
      onProgress: ({ bytesTransferred }) => {
        if (bytesTransferred >= 20) controller.abort();
      },
    });
    expect(await codeOf(upload)).toBe('storage/canceled');
    expect(await codeOf(client.backend.storage.getDownloadURL(path))).toBe('storage/object-not-found');
    expect(server.storedPaths()).toEqual([]);
  });
});

describe('story states (area storage)', () => {
  const path = () => `profile_pictures/${uid}/me.png`;

  it('error: every storage call fails with the chosen code; a scope by name spares the others', async () => {
    await client.backend.storage.upload(path(), png(20), { contentType: 'image/png' });
    server.setMode({ kind: 'error', code: 'storage/unknown', message: 'Down' }, { areas: ['storage'] });
    const failure = await client.backend.storage.getDownloadURL(path()).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'storage/unknown', message: 'Down' });
    await expect(client.backend.functions.call('listCourses', {})).resolves.toBeDefined();
    server.setMode(
      { kind: 'error', code: 'storage/quota-exceeded' },
      { areas: ['storage'], names: ['upload'] },
    );
    expect(await codeOf(client.backend.storage.upload(path(), png(20), { contentType: 'image/png' }))).toBe(
      'storage/quota-exceeded',
    );
    expect(await client.backend.storage.getDownloadURL(path())).toContain('/api/files/download/');
  });

  it('loading holds the upload until the caller cancels it; offline fails at once', async () => {
    server.setMode({ kind: 'loading' }, { areas: ['storage'] });
    const controller = new AbortController();
    const upload = client.backend.storage.upload(path(), png(20), {
      contentType: 'image/png',
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 10);
    expect(await codeOf(upload)).toBe('storage/canceled');
    server.setMode({ kind: 'offline' }, { areas: ['storage'] });
    expect(await codeOf(client.backend.storage.upload(path(), png(20), { contentType: 'image/png' }))).toBe(
      'storage/retry-limit-exceeded',
    );
  });
});

describe('download', () => {
  async function stored(size: number): Promise<string> {
    const path = `profile_pictures/${uid}/me.png`;
    await client.backend.storage.upload(path, png(size), { contentType: 'image/png' });
    return client.backend.storage.getDownloadURL(path);
  }

  it("answers with the server's headers, and a byte range when asked (a video seeks)", async () => {
    const url = await stored(20);
    const whole = await server.fetch(url, {});
    expect(whole.status).toBe(200);
    expect(Object.fromEntries(whole.headers)).toMatchObject({
      'content-type': 'image/png',
      'content-length': '20',
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline; filename="me.png"',
    });
    const part = await server.fetch(url, { headers: { range: 'bytes=2-5' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 2-5/20');
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(new Uint8Array([0x4e, 0x47, 0x0d, 0x0a]));
    const past = await server.fetch(url, { headers: { range: 'bytes=20-' } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe('bytes */20');
  });

  it('a wrong token looks like a missing file, with no sign-in asked', async () => {
    const url = new URL(await stored(20));
    url.searchParams.set('token', 'guessed');
    const answer = await server.fetch(url.href, {});
    expect(answer.status).toBe(404);
    expect(await answer.json()).toMatchObject({ error: { code: 'storage/object-not-found' } });
  });
});
