// Resumable (tus) uploads over plain HTTP, on both databases: create, interrupt, resume, finish, verify.
import { request as httpRequest } from 'node:http';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handlersInFlightOf } from '../../src/http/handlers-in-flight';
import { testDatabases } from '../helpers/databases';
import { startFileTestServer, type FileTestServer } from './file-test-server';
import { imageBytes } from './image-bytes';

const LIMIT = 2 * 1024 * 1024;

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One HTTP request; with `cutAfter`, only that many body bytes are sent before the connection is dropped. */
function send(
  url: string,
  method: string,
  headers: Record<string, string | number>,
  body?: Buffer,
  cutAfter?: number,
): Promise<RawResponse | 'interrupted'> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    req.on('error', (error) => (cutAfter === undefined ? reject(error) : resolve('interrupted')));
    if (body && cutAfter !== undefined) {
      req.write(body.subarray(0, cutAfter), () => setTimeout(() => req.destroy(), 200));
    } else {
      req.end(body);
    }
  });
}

const metadata = (entries: Record<string, string>) =>
  Object.entries(entries)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

describe.each(testDatabases())('resumable uploads ($dialect)', ({ dialect }) => {
  let server: FileTestServer;
  let ada: { uid: string; token: string };
  let bob: { uid: string; token: string };

  beforeAll(async () => {
    server = await startFileTestServer(dialect, { maxUploadBytes: LIMIT });
    ada = await server.signUp('ada@example.org');
    bob = await server.signUp('bob@example.org');
  });
  afterAll(() => server?.close());

  const tusHeaders = (token: string) => ({ 'tus-resumable': '1.0.0', authorization: `Bearer ${token}` });

  async function create(token: string, path: string, size: number, contentType = 'image/png') {
    const response = await send(`${server.url}/api/uploads`, 'POST', {
      ...tusHeaders(token),
      'upload-length': size,
      'upload-metadata': metadata({ path, contentType }),
    });
    if (response === 'interrupted') throw new Error('unexpected interruption');
    return response;
  }

  const patch = (token: string, location: string, offset: number, body: Buffer, cutAfter?: number) =>
    send(
      `${server.url}${location}`,
      'PATCH',
      {
        ...tusHeaders(token),
        'upload-offset': offset,
        'content-type': 'application/offset+octet-stream',
        'content-length': body.length,
      },
      body,
      cutAfter,
    );

  it('resumes an interrupted upload from the offset the server kept, then stores the file', async () => {
    const file = imageBytes('image/png', 700 * 1024);
    const path = `profile_pictures/${ada.uid}/large.png`;
    const created = await create(ada.token, path, file.length);
    expect(created.status).toBe(201);
    const location = String(created.headers.location);
    expect(location.startsWith('/api/uploads/')).toBe(true);

    expect(await patch(ada.token, location, 0, file, 300 * 1024)).toBe('interrupted');

    const head = await send(`${server.url}${location}`, 'HEAD', tusHeaders(ada.token));
    if (head === 'interrupted') throw new Error('unexpected interruption');
    const offset = Number(head.headers['upload-offset']);
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(300 * 1024);

    const finished = await patch(ada.token, location, offset, file.subarray(offset));
    expect(finished).toMatchObject({ status: 204 });
    expect(
      await readFile(join(server.ctx.config.dataDir, 'files', 'profile_pictures', ada.uid, 'large.png')),
    ).toEqual(file);
    const row = await server.ctx.db
      .selectFrom('files')
      .selectAll()
      .where('path', '=', path)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ owner_uid: ada.uid, size: file.length, content_type: 'image/png' });
    // Nothing of the upload is left in the uploads folder once it is in place.
    expect(await readdir(join(server.ctx.config.dataDir, 'uploads'))).toEqual([]);
  });

  it('ends the request of an upload whose connection dropped, so nothing is left running for a shutdown to wait for', async () => {
    const file = imageBytes('image/png', 700 * 1024);
    const created = await create(ada.token, `profile_pictures/${ada.uid}/dropped.png`, file.length);
    expect(await patch(ada.token, String(created.headers.location), 0, file, 300 * 1024)).toBe('interrupted');
    // The shutdown's own wait (server.ts) is 10 s; the dropped request's handler ends at once.
    expect(await handlersInFlightOf(server.app)?.settled(3000)).toBe(true);
  });

  it('requires the Bearer ID token on every tus request (storage/unauthenticated)', async () => {
    const created = await create(ada.token, `profile_pictures/${ada.uid}/auth.png`, 1000);
    const location = String(created.headers.location);
    const head = await send(`${server.url}${location}`, 'HEAD', { 'tus-resumable': '1.0.0' });
    expect(head).toMatchObject({ status: 401 });
    const anonymousCreate = await send(`${server.url}/api/uploads`, 'POST', {
      'tus-resumable': '1.0.0',
      'upload-length': 1000,
      'upload-metadata': metadata({ path: `profile_pictures/${ada.uid}/x.png`, contentType: 'image/png' }),
    });
    expect(anonymousCreate).toMatchObject({ status: 401 });
    if (anonymousCreate !== 'interrupted')
      expect(JSON.parse(anonymousCreate.body).error.code).toBe('storage/unauthenticated');
  });

  it("refuses to create an upload into another user's folder, or to continue someone else's (storage/unauthorized)", async () => {
    const intoAda = await create(bob.token, `profile_pictures/${ada.uid}/bob.png`, 1000);
    expect(intoAda.status).toBe(403);
    expect(JSON.parse(intoAda.body).error.code).toBe('storage/unauthorized');

    const adas = await create(ada.token, `profile_pictures/${ada.uid}/mine.png`, 1000);
    const hijack = await patch(bob.token, String(adas.headers.location), 0, imageBytes('image/png', 1000));
    expect(hijack).toMatchObject({ status: 403 });
  });

  it('refuses an upload declared larger than the limit before any byte is sent (storage/quota-exceeded)', async () => {
    const response = await create(ada.token, `profile_pictures/${ada.uid}/huge.png`, LIMIT + 1);
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body).error.code).toBe('storage/quota-exceeded');
  });

  it('refuses a non-image content type at creation (storage/invalid-format)', async () => {
    const response = await create(ada.token, `profile_pictures/${ada.uid}/doc.pdf`, 1000, 'application/pdf');
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body).error.code).toBe('storage/invalid-format');
  });

  it('verifies the assembled bytes when the upload finishes and stores nothing that is not an image', async () => {
    const fake = Buffer.concat([Buffer.from('<html>'), Buffer.alloc(400 * 1024, 0x20)]);
    const path = `profile_pictures/${ada.uid}/fake.png`;
    const created = await create(ada.token, path, fake.length);
    const finished = await patch(ada.token, String(created.headers.location), 0, fake);
    if (finished === 'interrupted') throw new Error('unexpected interruption');
    expect(finished.status).toBe(400);
    expect(JSON.parse(finished.body).error.code).toBe('storage/invalid-format');
    expect(
      await server.ctx.db.selectFrom('files').select('path').where('path', '=', path).executeTakeFirst(),
    ).toBeUndefined();
    expect(
      await readdir(join(server.ctx.config.dataDir, 'files', 'profile_pictures', ada.uid)),
    ).not.toContain('fake.png');
  });
});
