import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UploadProgress } from '@lms/core';
import { createInMemoryBackend } from './in-memory-backend';
import { DEMO_USERS } from './fixtures/demo-users';
import { codeOf, connectAs } from './testing/connect-as';

const student = DEMO_USERS.student.uid;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function png(size: number): Blob {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_SIGNATURE);
  return new Blob([bytes], { type: 'image/png' });
}

const upload = { chunkBytes: 1000, stepDelayMs: 50 };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('in-memory storage: uploads', () => {
  it('reports progress chunk by chunk until every byte is sent', async () => {
    const { storage } = connectAs(createInMemoryBackend({ upload }), student);
    const reports: UploadProgress[] = [];
    const done = storage.upload(`profile_pictures/${student}/me.png`, png(2500), {
      contentType: 'image/png',
      onProgress: (progress) => reports.push(progress),
    });
    await vi.advanceTimersByTimeAsync(150);
    await expect(done).resolves.toEqual({ path: `profile_pictures/${student}/me.png` });
    expect(reports.map((report) => report.bytesTransferred)).toEqual([0, 1000, 2000, 2500]);
    expect(reports.every((report) => report.totalBytes === 2500)).toBe(true);
  });

  it('stops with storage/canceled when the caller aborts mid-upload', async () => {
    const { storage } = connectAs(createInMemoryBackend({ upload }), student);
    const controller = new AbortController();
    const done = storage.upload(`profile_pictures/${student}/me.png`, png(5000), {
      contentType: 'image/png',
      signal: controller.signal,
    });
    const refused = codeOf(done);
    await vi.advanceTimersByTimeAsync(60);
    controller.abort();
    expect(await refused).toBe('storage/canceled');
  });

  it("refuses an upload into another user's folder (storage/unauthorized)", async () => {
    const { storage } = connectAs(createInMemoryBackend({ upload }), student);
    const path = `profile_pictures/${DEMO_USERS.otherStudent.uid}/me.png`;
    expect(await codeOf(storage.upload(path, png(10), { contentType: 'image/png' }))).toBe(
      'storage/unauthorized',
    );
  });

  it('refuses a visitor (storage/unauthenticated) and a path outside the layout (storage/invalid-argument)', async () => {
    const backend = createInMemoryBackend({ upload });
    const visitor = connectAs(backend, null).storage;
    expect(
      await codeOf(
        visitor.upload(`profile_pictures/${student}/a.png`, png(10), { contentType: 'image/png' }),
      ),
    ).toBe('storage/unauthenticated');
    const { storage } = connectAs(backend, student);
    expect(await codeOf(storage.upload(`${student}/../a.png`, png(10), { contentType: 'image/png' }))).toBe(
      'storage/invalid-argument',
    );
  });

  it('refuses bytes that are not the declared image (storage/invalid-format)', async () => {
    const { storage } = connectAs(createInMemoryBackend({ upload }), student);
    const html = new Blob(['<html><script>alert(1)</script></html>'], { type: 'image/png' });
    expect(
      await codeOf(storage.upload(`profile_pictures/${student}/a.png`, html, { contentType: 'image/png' })),
    ).toBe('storage/invalid-format');
  });

  it('refuses a file above 5 MB (storage/quota-exceeded)', async () => {
    const { storage } = connectAs(createInMemoryBackend({ upload }), student);
    const path = `profile_pictures/${student}/big.png`;
    expect(await codeOf(storage.upload(path, png(5 * 1024 * 1024 + 1), { contentType: 'image/png' }))).toBe(
      'storage/quota-exceeded',
    );
  });
});

describe('in-memory storage: download URLs', () => {
  it('gives the owner and admins a URL that serves the uploaded bytes, and refuses other students', async () => {
    vi.useRealTimers();
    const backend = createInMemoryBackend({ upload: { chunkBytes: 1_000_000, stepDelayMs: 0 } });
    const path = `profile_pictures/${student}/me.png`;
    await connectAs(backend, student).storage.upload(path, png(64), { contentType: 'image/png' });
    const url = await connectAs(backend, student).storage.getDownloadURL(path);
    expect(url).toMatch(/^blob:/);
    const served = new Uint8Array(await (await fetch(url)).arrayBuffer());
    expect([...served.slice(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(served).toHaveLength(64);
    await expect(connectAs(backend, DEMO_USERS.admin.uid).storage.getDownloadURL(path)).resolves.toBe(url);
    expect(await codeOf(connectAs(backend, DEMO_USERS.otherStudent.uid).storage.getDownloadURL(path))).toBe(
      'storage/unauthorized',
    );
  });

  it('answers storage/object-not-found for a file never uploaded', async () => {
    const { storage } = connectAs(createInMemoryBackend(), student);
    expect(await codeOf(storage.getDownloadURL(`profile_pictures/${student}/none.png`))).toBe(
      'storage/object-not-found',
    );
  });
});

describe('in-memory storage: course media', () => {
  const admin = DEMO_USERS.admin.uid;
  const webm = () =>
    new Blob(
      [new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d, 0, 0])],
      {
        type: 'video/webm',
      },
    );

  it('lets an admin store a video in an existing course, served by an object URL that outlives their account', async () => {
    vi.useRealTimers();
    const backend = createInMemoryBackend({ upload: { chunkBytes: 1_000_000, stepDelayMs: 0 } });
    const path = 'course_media/course-python/1-intro.webm';
    const { storage } = connectAs(backend, admin);
    await expect(storage.upload(path, webm(), { contentType: 'video/webm' })).resolves.toEqual({ path });
    expect(await storage.getDownloadURL(path)).toMatch(/^blob:/);
    backend.db.deleteUser(admin);
    expect(backend.db.files.has(path)).toBe(true);
  });

  it('refuses students, unknown courses and files the area does not take', async () => {
    const backend = createInMemoryBackend({ upload });
    const asStudent = connectAs(backend, student).storage;
    expect(
      await codeOf(
        asStudent.upload('course_media/course-python/a.webm', webm(), { contentType: 'video/webm' }),
      ),
    ).toBe('storage/unauthorized');
    const { storage } = connectAs(backend, admin);
    expect(
      await codeOf(
        storage.upload('course_media/no-such-course/a.webm', webm(), { contentType: 'video/webm' }),
      ),
    ).toBe('storage/invalid-argument');
    const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' });
    expect(
      await codeOf(storage.upload('course_media/course-python/a.svg', svg, { contentType: 'image/svg+xml' })),
    ).toBe('storage/invalid-format');
    expect(
      await codeOf(
        storage.upload('course_media/course-python/a.html', webm(), { contentType: 'video/webm' }),
      ),
    ).toBe('storage/invalid-format');
    expect(await codeOf(asStudent.getDownloadURL('course_media/course-python/a.webm'))).toBe(
      'storage/unauthorized',
    );
  });
});
