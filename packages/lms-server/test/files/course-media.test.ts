// Course media (course_media/{courseId}/{filename}), on both databases: only admins write, into an existing course;
// each kind of file is recognised by its bytes; downloads work in <img>/<video>/<track> (byte ranges included) and
// documents are served as attachments.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@lms/core';
import { createServerStorage } from '../../../lms-core/src/adapters/server/storage';
import { testDatabases } from '../helpers/databases';
import { startFileTestServer, type FileTestServer } from './file-test-server';
import { imageBytes, TINY_PNG } from './image-bytes';
import {
  DEMO_CAPTIONS,
  DEMO_VIDEO,
  EXECUTABLE,
  HTML_PAGE,
  MARKDOWN,
  MP4_HEAD,
  PDF,
  SVG_WITH_SCRIPT,
  webmBytes,
} from './media-bytes';

const MAX_COURSE_MEDIA = 8 * 1024 * 1024;
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe.each(testDatabases())('course media ($dialect)', ({ dialect }) => {
  let server: FileTestServer;
  let admin: { uid: string; token: string };
  let student: { uid: string; token: string };
  let courseId: string;

  beforeAll(async () => {
    server = await startFileTestServer(dialect, {
      maxUploadBytes: 300 * 1024,
      maxCourseMediaBytes: MAX_COURSE_MEDIA,
    });
    admin = await server.signUp('admin@example.org', 'admin');
    student = await server.signUp('student@example.org');
    const created = await server.app.inject({
      method: 'POST',
      url: API_PATHS.functions('createCourse'),
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { data: { title: 'Bread baking' } },
    });
    courseId = created.json().result.id;
  });
  afterAll(() => server?.close());

  const media = (name: string) => `course_media/${courseId}/${name}`;
  const put = (path: string, body: Buffer, contentType: string, token?: string) =>
    server.app.inject({
      method: 'PUT',
      url: `/api/files/${path}`,
      headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: body,
    });
  const linkFor = async (path: string, token = admin.token) => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/files/url/${path}`,
      headers: { authorization: `Bearer ${token}` },
    });
    return response;
  };
  const download = async (path: string, headers: Record<string, string> = {}) => {
    const link = await linkFor(path);
    expect(link.statusCode, link.body).toBe(200);
    return server.app.inject({ method: 'GET', url: link.json().downloadPath, headers });
  };
  const tusCreate = (path: string, size: number, contentType: string, token?: string) => {
    const metadata = [
      `path ${Buffer.from(path).toString('base64')}`,
      `contentType ${Buffer.from(contentType).toString('base64')}`,
    ];
    return server.app.inject({
      method: 'POST',
      url: API_PATHS.uploads,
      headers: {
        'tus-resumable': '1.0.0',
        'upload-length': String(size),
        'upload-metadata': metadata.join(','),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
  };

  it('lets an admin store a video that plays from its download URL, ranges included, and belongs to the course', async () => {
    const path = media('1-kneading.webm');
    const stored = await put(path, DEMO_VIDEO, 'video/webm', admin.token);
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json()).toEqual({ path, contentType: 'video/webm', size: DEMO_VIDEO.length });
    const row = await server.ctx.db
      .selectFrom('files')
      .selectAll()
      .where('path', '=', path)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ owner_uid: null, content_type: 'video/webm' });

    const whole = await download(path);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({
      'content-type': 'video/webm',
      'content-disposition': 'inline; filename="1-kneading.webm"',
      'x-content-type-options': 'nosniff',
      'accept-ranges': 'bytes',
    });
    expect(whole.rawPayload).toEqual(DEMO_VIDEO);

    const part = await download(path, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${DEMO_VIDEO.length}`);
    expect(part.rawPayload).toEqual(DEMO_VIDEO.subarray(100, 200));
    const past = await download(path, { range: `bytes=${DEMO_VIDEO.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${DEMO_VIDEO.length}`);
    expect(past.json().error.code).toBe('storage/invalid-argument');
  });

  it('takes thumbnails, captions, MP4 and documents, serving documents as attachments', async () => {
    const cases = [
      ['cover.png', TINY_PNG, 'image/png', 'image/png', 'inline'],
      ['cover.jpg', imageBytes('image/jpeg', 2048), 'image/jpeg', 'image/jpeg', 'inline'],
      ['captions.vtt', DEMO_CAPTIONS, 'text/vtt', 'text/vtt; charset=utf-8', 'inline'],
      ['clip.mp4', MP4_HEAD, 'video/mp4', 'video/mp4', 'inline'],
      ['handout.pdf', PDF, 'application/pdf', 'application/pdf', 'attachment'],
      ['recipe.md', MARKDOWN, 'text/markdown', 'text/markdown', 'attachment'],
      [
        'notes.docx',
        Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(100)]),
        DOCX,
        DOCX,
        'attachment',
      ],
    ] as const;
    for (const [name, bytes, declared, served, disposition] of cases) {
      const stored = await put(media(name), bytes, declared, admin.token);
      expect(stored.statusCode, `${name}: ${stored.body}`).toBe(200);
      const fetched = await download(media(name));
      expect(fetched.headers['content-type'], name).toBe(served);
      expect(fetched.headers['content-disposition'], name).toBe(`${disposition}; filename="${name}"`);
      expect(fetched.rawPayload, name).toEqual(bytes);
    }
  });

  it('refuses students (403) and visitors (401), for single requests, tus and download links', async () => {
    const path = media('from-student.webm');
    expect((await put(path, DEMO_VIDEO, 'video/webm', student.token)).json().error.code).toBe(
      'storage/unauthorized',
    );
    expect((await put(path, DEMO_VIDEO, 'video/webm')).json().error.code).toBe('storage/unauthenticated');
    const viaTus = await tusCreate(path, 400 * 1024, 'video/webm', student.token);
    expect(viaTus.statusCode).toBe(403);
    expect(viaTus.json().error.code).toBe('storage/unauthorized');
    expect((await tusCreate(path, 400 * 1024, 'video/webm')).statusCode).toBe(401);
    const studentLink = await linkFor(media('1-kneading.webm'), student.token);
    expect(studentLink.statusCode).toBe(403);
    expect(studentLink.json().error.code).toBe('storage/unauthorized');
    expect(
      await server.ctx.db.selectFrom('files').select('path').where('path', '=', path).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('answers 400 storage/invalid-argument for a course that does not exist', async () => {
    const response = await put('course_media/no-such-course/a.webm', DEMO_VIDEO, 'video/webm', admin.token);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'storage/invalid-argument',
      details: { reason: 'unknown-course' },
    });
  });

  it('refuses HTML, SVG, programs, and files whose name, type and bytes disagree (storage/invalid-format)', async () => {
    const refusals = [
      ['page.html', HTML_PAGE, 'text/html'],
      ['page.txt', HTML_PAGE, 'text/plain'],
      ['logo.svg', SVG_WITH_SCRIPT, 'image/svg+xml'],
      ['logo.png', SVG_WITH_SCRIPT, 'image/png'],
      ['setup.exe', EXECUTABLE, 'application/octet-stream'],
      ['setup.pdf', EXECUTABLE, 'application/pdf'],
      ['video.html', DEMO_VIDEO, 'video/webm'],
      ['video.mp4', DEMO_VIDEO, 'video/mp4'],
      ['captions.vtt', MARKDOWN, 'text/vtt'],
      ['untyped.webm', DEMO_VIDEO, ''],
    ] as const;
    for (const [name, bytes, declared] of refusals) {
      const response = await put(media(name), bytes, declared, admin.token);
      expect(response.statusCode, `${name}: ${response.body}`).toBe(400);
      expect(response.json().error.code, name).toBe('storage/invalid-format');
    }
    const mismatch = await put(media('video.mp4'), DEMO_VIDEO, 'video/mp4', admin.token);
    expect(mismatch.json().error.details).toEqual({ declared: 'video/mp4', actual: 'video/webm' });
  });

  it('applies the course-media limit, and sends large files to tus rather than one request (413)', async () => {
    const tooBig = await tusCreate(media('huge.webm'), MAX_COURSE_MEDIA + 1, 'video/webm', admin.token);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error).toMatchObject({
      code: 'storage/quota-exceeded',
      details: { maxBytes: MAX_COURSE_MEDIA },
    });
    const oneRequest = await put(media('long.webm'), webmBytes(6 * 1024 * 1024), 'video/webm', admin.token);
    expect(oneRequest.statusCode).toBe(413);
    expect(oneRequest.json().error.details.reason).toBe('use-resumable-upload');
    // Larger than a profile picture may be, but within the course-media limit: accepted.
    expect((await tusCreate(media('long.webm'), 6 * 1024 * 1024, 'video/webm', admin.token)).statusCode).toBe(
      201,
    );
  });

  it("uploads a large video through lms-core's storage adapter (tus) and checks the assembled bytes", async () => {
    const storage = createServerStorage({
      baseUrl: server.url,
      getIdToken: async () => admin.token,
      retryDelaysMs: [50],
    });
    const video = webmBytes(700 * 1024);
    const path = media('2-shaping.webm');
    await storage.upload(path, new Blob([video]), { contentType: 'video/webm' });
    const fetched = await fetch(await storage.getDownloadURL(path));
    expect(fetched.headers.get('content-type')).toBe('video/webm');
    expect(Buffer.from(await fetched.arrayBuffer())).toEqual(video);

    const fake = Buffer.concat([Buffer.from('#!/bin/sh\n'), Buffer.alloc(400 * 1024, 0x20)]);
    await expect(
      storage.upload(media('3-fake.webm'), new Blob([fake]), { contentType: 'video/webm' }),
    ).rejects.toMatchObject({ code: 'storage/invalid-format' });
  });

  it('keeps course media when the admin who uploaded them is deleted (they belong to the course)', async () => {
    const other = await server.signUp('leaving-admin@example.org', 'admin');
    const path = media('kept.png');
    expect((await put(path, TINY_PNG, 'image/png', other.token)).statusCode).toBe(200);
    const picture = `profile_pictures/${other.uid}/me.png`;
    expect((await put(picture, TINY_PNG, 'image/png', other.token)).statusCode).toBe(200);
    await server.ctx.db.deleteFrom('users').where('uid', '=', other.uid).execute();
    const paths = (await server.ctx.db.selectFrom('files').select('path').execute()).map((row) => row.path);
    expect(paths).toContain(path);
    expect(paths).not.toContain(picture);
    expect((await download(path)).statusCode).toBe(200);
  });
});
