// Single-request uploads, download links and downloads, on both databases.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../helpers/databases';
import { startFileTestServer, type FileTestServer } from './file-test-server';
import { HTML_PRETENDING_TO_BE_PNG, imageBytes, TINY_PNG } from './image-bytes';

const LIMIT = 300 * 1024;

describe.each(testDatabases())('file routes ($dialect)', ({ dialect }) => {
  let server: FileTestServer;
  let ada: { uid: string; token: string };
  let bob: { uid: string; token: string };
  let admin: { uid: string; token: string };

  beforeAll(async () => {
    server = await startFileTestServer(dialect, { maxUploadBytes: LIMIT });
    const signUp = (email: string, role?: 'admin') => server.signUp(email, role);
    ada = await signUp('ada@example.org');
    bob = await signUp('bob@example.org');
    admin = await signUp('admin@example.org', 'admin');
  });
  afterAll(() => server?.close());

  const put = (path: string, body: Buffer, contentType: string, token?: string) =>
    server.app.inject({
      method: 'PUT',
      url: `/api/files/${path}`,
      headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: body,
    });
  const linkFor = (path: string, token?: string) =>
    server.app.inject({
      method: 'GET',
      url: `/api/files/url/${path}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('stores a small picture in the owner folder on disk and in the files table', async () => {
    const path = `profile_pictures/${ada.uid}/avatar.png`;
    const response = await put(path, TINY_PNG, 'image/png', ada.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ path, contentType: 'image/png', size: TINY_PNG.length });
    const onDisk = join(server.ctx.config.dataDir, 'files', 'profile_pictures', ada.uid, 'avatar.png');
    expect(await readFile(onDisk)).toEqual(TINY_PNG);
    const row = await server.ctx.db
      .selectFrom('files')
      .selectAll()
      .where('path', '=', path)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ owner_uid: ada.uid, content_type: 'image/png', size: TINY_PNG.length });
    expect(row.download_token.length).toBeGreaterThanOrEqual(40);
  });

  it('accepts each supported format by its signature (png, jpeg, gif, webp)', async () => {
    for (const [type, name] of [
      ['image/jpeg', 'a.jpg'],
      ['image/gif', 'a.gif'],
      ['image/webp', 'a.webp'],
    ] as const) {
      const response = await put(
        `profile_pictures/${ada.uid}/${name}`,
        imageBytes(type, 2048),
        type,
        ada.token,
      );
      expect(response.statusCode, type).toBe(200);
    }
  });

  it('gives the owner a download URL that works without sign-in (in an <img> tag)', async () => {
    const path = `profile_pictures/${ada.uid}/avatar.png`;
    const link = await linkFor(path, ada.token);
    expect(link.statusCode).toBe(200);
    const { downloadPath, url } = link.json<{ downloadPath: string; url: string }>();
    expect(url.endsWith(downloadPath)).toBe(true);
    const download = await server.app.inject({ method: 'GET', url: downloadPath });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.rawPayload).toEqual(TINY_PNG);
  });

  it('answers 404 storage/object-not-found for a wrong or missing download token', async () => {
    const path = `profile_pictures/${ada.uid}/avatar.png`;
    for (const query of ['?token=wrong', '']) {
      const response = await server.app.inject({ method: 'GET', url: `/api/files/download/${path}${query}` });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('storage/object-not-found');
    }
  });

  it('rotates the download token when a file is replaced, so the old URL stops working', async () => {
    const path = `profile_pictures/${ada.uid}/rotate.png`;
    await put(path, TINY_PNG, 'image/png', ada.token);
    const before = (await linkFor(path, ada.token)).json<{ downloadPath: string }>().downloadPath;
    const replacement = imageBytes('image/png', 4096);
    expect((await put(path, replacement, 'image/png', ada.token)).statusCode).toBe(200);
    const after = (await linkFor(path, ada.token)).json<{ downloadPath: string }>().downloadPath;
    expect(after).not.toBe(before);
    expect((await server.app.inject({ method: 'GET', url: before })).statusCode).toBe(404);
    const fresh = await server.app.inject({ method: 'GET', url: after });
    expect(fresh.rawPayload).toEqual(replacement);
  });

  it('rejects a file whose bytes are not an image, whatever its Content-Type says (storage/invalid-format)', async () => {
    const response = await put(
      `profile_pictures/${ada.uid}/evil.png`,
      HTML_PRETENDING_TO_BE_PNG,
      'image/png',
      ada.token,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('storage/invalid-format');
    expect(
      existsSync(join(server.ctx.config.dataDir, 'files', 'profile_pictures', ada.uid, 'evil.png')),
    ).toBe(false);
  });

  it('rejects a non-image Content-Type and a type that does not match the bytes (storage/invalid-format)', async () => {
    const html = await put(
      `profile_pictures/${ada.uid}/page.html`,
      HTML_PRETENDING_TO_BE_PNG,
      'text/html',
      ada.token,
    );
    expect(html.json().error.code).toBe('storage/invalid-format');
    const mismatch = await put(
      `profile_pictures/${ada.uid}/x.png`,
      imageBytes('image/jpeg', 100),
      'image/png',
      ada.token,
    );
    expect(mismatch.json().error).toMatchObject({
      code: 'storage/invalid-format',
      details: { actual: 'image/jpeg' },
    });
  });

  it('rejects a file above the size limit with 413 storage/quota-exceeded', async () => {
    const response = await put(
      `profile_pictures/${ada.uid}/big.png`,
      imageBytes('image/png', LIMIT + 1),
      'image/png',
      ada.token,
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('storage/quota-exceeded');
  });

  it("refuses uploads into another user's folder with 403 storage/unauthorized", async () => {
    const response = await put(`profile_pictures/${ada.uid}/from-bob.png`, TINY_PNG, 'image/png', bob.token);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('storage/unauthorized');
  });

  it('refuses uploads and download links without a valid sign-in (storage/unauthenticated)', async () => {
    const path = `profile_pictures/${ada.uid}/avatar.png`;
    for (const response of [
      await put(path, TINY_PNG, 'image/png'),
      await put(path, TINY_PNG, 'image/png', 'not-a-token'),
      await linkFor(path),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('storage/unauthenticated');
    }
  });

  it('gives download links to the owner and admins only, not to another user', async () => {
    const path = `profile_pictures/${ada.uid}/avatar.png`;
    expect((await linkFor(path, bob.token)).json().error.code).toBe('storage/unauthorized');
    expect((await linkFor(path, admin.token)).statusCode).toBe(200);
  });

  it('answers storage/object-not-found for a link to a file that was never uploaded', async () => {
    const response = await linkFor(`profile_pictures/${ada.uid}/never.png`, ada.token);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('storage/object-not-found');
  });

  it('rejects paths outside profile_pictures/{uid}/{filename} with storage/invalid-argument', async () => {
    for (const path of [
      `other/${ada.uid}/a.png`,
      `profile_pictures/${ada.uid}/..%2Fx.png`,
      `profile_pictures/${ada.uid}/.hidden`,
    ]) {
      const response = await put(path, TINY_PNG, 'image/png', ada.token);
      expect(response.statusCode, path).toBe(400);
      expect(response.json().error.code, path).toBe('storage/invalid-argument');
    }
  });
});
