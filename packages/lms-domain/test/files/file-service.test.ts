// The file service's rules over the in-memory byte store on SQLite: who may write where, what may be stored, and
// the download token that is the only permission a download link needs.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LmsError, parseStoragePath, SNIFF_BYTES } from '@lms/core';
import {
  callOperation,
  createFileService,
  DEFAULT_FILE_LIMITS,
  findFileRow,
  handlers,
  type Caller,
  type FileLimits,
  type FileService,
} from '@lms/domain';
import { createSqliteTestContext, type SqliteTestContext } from '../helpers/sqlite-context';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const SMALL_LIMITS: FileLimits = { ...DEFAULT_FILE_LIMITS, maxUploadBytes: 2_000 };

/** `size` bytes that start like a PNG (the service checks signatures, it does not decode). */
function pngBytes(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_SIGNATURE);
  for (let i = PNG_SIGNATURE.length; i < size; i++) bytes[i] = (i * 31) % 251;
  return bytes;
}

const HTML = new TextEncoder().encode('<!doctype html><script>alert(1)</script>');

async function refusal(promise: Promise<unknown>): Promise<LmsError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(LmsError);
  return error as LmsError;
}

describe('the file service over the in-memory byte store (SQLite)', () => {
  let test: SqliteTestContext;
  let files: FileService<Uint8Array>;
  let ann: Caller;
  let bob: Caller;
  let admin: Caller;

  beforeEach(async () => {
    test = await createSqliteTestContext();
    files = createFileService(test.ctx, SMALL_LIMITS);
    ann = await test.signUp('ann@example.com');
    bob = await test.signUp('bob@example.com');
    admin = await test.signUp('admin@example.com', { admin: true });
  });

  afterEach(() => test.close());

  async function createCourse(): Promise<string> {
    const course = (await callOperation({
      ctx: test.ctx,
      handlers,
      name: 'createCourse',
      caller: admin,
      body: { data: { title: 'Video basics' } },
    })) as { id: string };
    return course.id;
  }

  it("stores a profile picture in its owner's folder: the bytes in the store, the file in the files table", async () => {
    const path = `profile_pictures/${ann.uid}/me.png`;
    const bytes = pngBytes(1_500);

    const stored = await files.storeBytes(ann, path, 'image/png', bytes);

    expect(stored).toEqual({ path, contentType: 'image/png', size: 1_500 });
    expect(test.ctx.fileBytes.paths()).toEqual([path]);
    expect(await test.ctx.fileBytes.read(path)).toEqual(bytes);
    const row = await findFileRow(test.ctx, path);
    expect(row).toMatchObject({ owner_uid: ann.uid, content_type: 'image/png', size: 1_500 });
    expect(row?.download_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("takes a Blob (what a browser host's StoragePort.upload receives) like an array's bytes", async () => {
    const path = `profile_pictures/${ann.uid}/me.png`;
    // Larger than the part the service sniffs, so only the Blob's head is read to check the type.
    const bytes = pngBytes(SNIFF_BYTES + 1_000);
    const roomy = createFileService(test.ctx, DEFAULT_FILE_LIMITS);

    await roomy.storeBytes(ann, path, 'image/png', new Blob([bytes], { type: 'image/png' }));

    expect(await test.ctx.fileBytes.read(path)).toEqual(bytes);
  });

  it("refuses a profile picture in another user's folder, and one from nobody, storing nothing", async () => {
    const intoBob = await refusal(
      files.storeBytes(ann, `profile_pictures/${bob.uid}/me.png`, 'image/png', pngBytes(100)),
    );
    expect(intoBob.code).toBe('storage/unauthorized');
    const anonymous = await refusal(
      files.storeBytes(null, `profile_pictures/${ann.uid}/me.png`, 'image/png', pngBytes(100)),
    );
    expect(anonymous.code).toBe('storage/unauthenticated');
    expect(test.ctx.fileBytes.paths()).toEqual([]);
  });

  it('refuses course media from a user who is not an admin, and takes them from an admin', async () => {
    const path = `course_media/${await createCourse()}/cover.png`;

    const error = await refusal(files.storeBytes(ann, path, 'image/png', pngBytes(100)));

    expect(error.code).toBe('storage/unauthorized');
    expect(test.ctx.fileBytes.paths()).toEqual([]);
    await files.storeBytes(admin, path, 'image/png', pngBytes(100));
    // Course media belong to their course, not to the admin who uploaded them.
    expect(await findFileRow(test.ctx, path)).toMatchObject({ owner_uid: null });
  });

  it('refuses course media for a course that does not exist', async () => {
    const error = await refusal(
      files.storeBytes(admin, 'course_media/no-such-course/cover.png', 'image/png', pngBytes(100)),
    );
    expect(error.code).toBe('storage/invalid-argument');
  });

  it('refuses a type the area does not take, and bytes that are not the declared type', async () => {
    const path = `profile_pictures/${ann.uid}/me.png`;

    const declaredHtml = await refusal(files.storeBytes(ann, path, 'text/html', HTML));
    expect(declaredHtml.code).toBe('storage/invalid-format');
    expect(declaredHtml.message).toContain('text/html');

    const htmlAsPng = await refusal(files.storeBytes(ann, path, 'image/png', HTML));
    expect(htmlAsPng.code).toBe('storage/invalid-format');
    expect(test.ctx.fileBytes.paths()).toEqual([]);
    expect(await findFileRow(test.ctx, path)).toBeUndefined();
  });

  it("refuses a file above its area's limit with storage/quota-exceeded", async () => {
    const error = await refusal(
      files.storeBytes(ann, `profile_pictures/${ann.uid}/me.png`, 'image/png', pngBytes(2_001)),
    );

    expect(error.code).toBe('storage/quota-exceeded');
    expect(error.details).toMatchObject({ size: 2_001, maxBytes: 2_000 });
    expect(test.ctx.fileBytes.paths()).toEqual([]);
  });

  it('gives the owner a link whose token opens the download, whole or a byte range', async () => {
    const path = `profile_pictures/${ann.uid}/me.png`;
    const bytes = pngBytes(1_000);
    await files.storeBytes(ann, path, 'image/png', bytes);

    const link = await files.downloadLink(ann, path);
    const token = new URL(link.url).searchParams.get('token') ?? '';
    expect(link.url).toBe(`http://lms.test${link.downloadPath}`);
    expect(link.downloadPath).toBe(`/api/files/download/${path}?token=${token}`);

    const download = await files.openDownload(path, token);
    expect(download).toMatchObject({
      size: 1_000,
      contentType: 'image/png',
      disposition: 'inline',
      filename: 'me.png',
    });
    expect(await download.read()).toEqual(bytes);
    expect(await download.read({ start: 10, end: 19 })).toEqual(bytes.slice(10, 20));
  });

  it('refuses a wrong, missing or outdated token as if there were no file', async () => {
    const path = `profile_pictures/${ann.uid}/me.png`;
    await files.storeBytes(ann, path, 'image/png', pngBytes(100));
    const token = new URL((await files.downloadLink(ann, path)).url).searchParams.get('token') ?? '';

    for (const wrong of [`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, '', undefined]) {
      expect((await refusal(files.openDownload(path, wrong))).code).toBe('storage/object-not-found');
    }
    // Replacing the file gives it a new token: the old link stops working.
    await files.storeBytes(ann, path, 'image/png', pngBytes(200));
    expect((await refusal(files.openDownload(path, token))).code).toBe('storage/object-not-found');
  });

  it('gives download links to the owner and admins only', async () => {
    const path = `profile_pictures/${ann.uid}/me.png`;
    await files.storeBytes(ann, path, 'image/png', pngBytes(100));

    await expect(files.downloadLink(admin, path)).resolves.toMatchObject({ url: expect.any(String) });
    expect((await refusal(files.downloadLink(bob, path))).code).toBe('storage/unauthorized');
    expect((await refusal(files.downloadLink(null, path))).code).toBe('storage/unauthenticated');
  });

  it('finishes an assembled upload: checks its bytes before the host moves them in, then records it', async () => {
    const path = parseStoragePath(`profile_pictures/${ann.uid}/big.png`);
    const bytes = pngBytes(1_800);
    const moved: string[] = [];
    const assembled = (head: Uint8Array) => ({
      size: bytes.byteLength,
      head,
      moveInto: async (storagePath: string) => {
        moved.push(storagePath);
        await test.ctx.fileBytes.write(storagePath, bytes);
      },
    });

    const error = await refusal(files.storeAssembledFile(path, 'image/png', assembled(HTML)));
    expect(error.code).toBe('storage/invalid-format');
    expect(moved).toEqual([]);

    await files.storeAssembledFile(path, 'image/png', assembled(bytes.subarray(0, SNIFF_BYTES)));
    expect(moved).toEqual([path.path]);
    expect(await findFileRow(test.ctx, path.path)).toMatchObject({ size: 1_800, owner_uid: ann.uid });
  });
  it('checks a file a client placed in the store itself: recorded when it passes, refused when it does not', async () => {
    const courseId = await createCourse();
    const picture = pngBytes(1_500);
    const placed = (bytes: Uint8Array) => ({ size: bytes.length, head: bytes.subarray(0, SNIFF_BYTES) });

    await expect(
      files.checkPlacedFile(`profile_pictures/${ann.uid}/me.png`, 'image/png', placed(picture)),
    ).resolves.toEqual({ path: `profile_pictures/${ann.uid}/me.png`, contentType: 'image/png', size: 1_500 });
    expect(await findFileRow(test.ctx, `profile_pictures/${ann.uid}/me.png`)).toMatchObject({
      owner_uid: ann.uid,
    });

    // Named a picture, but a page: its bytes say what it is.
    expect(
      (await refusal(files.checkPlacedFile(`profile_pictures/${ann.uid}/x.png`, 'image/png', placed(HTML))))
        .code,
    ).toMatch(/^storage\//);
    // Larger than the area takes.
    expect(
      (
        await refusal(
          files.checkPlacedFile(`profile_pictures/${ann.uid}/big.png`, 'image/png', placed(pngBytes(2_001))),
        )
      ).code,
    ).toMatch(/^storage\//);
    // A course that does not exist, and an area clients never write.
    const unknownCourse = await refusal(
      files.checkPlacedFile('course_media/no-such-course/a.png', 'image/png', placed(picture)),
    );
    expect(unknownCourse.details).toMatchObject({ reason: 'unknown-course' });
    expect(
      (await refusal(files.checkPlacedFile('support_attachments/r1/a.png', 'image/png', placed(picture))))
        .code,
    ).toBe('storage/unauthorized');
    await expect(
      files.checkPlacedFile(`course_media/${courseId}/cover.png`, 'image/png', placed(picture)),
    ).resolves.toMatchObject({ size: 1_500 });
    expect(await findFileRow(test.ctx, `profile_pictures/${ann.uid}/x.png`)).toBeUndefined();
  });
});
