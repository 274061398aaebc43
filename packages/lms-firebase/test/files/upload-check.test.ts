// The check of files browsers upload straight to Cloud Storage, run when the upload finalises (src/files/upload-check.ts):
// a file whose bytes are what the rules let through stays and is recorded; one whose bytes are not, or that names a
// course that does not exist, is removed; the functions' own objects are left alone. The rules of the checks
// themselves are lms-domain's (test/files/file-service.test.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import { findFileRow, insertUser } from '@lms/domain';
import { checkFinalisedUpload } from '../../src/files/upload-check';
import { memoryDomainPerTest } from '../support/memory-domain-per-test';

const PNG = new Uint8Array([
  0x89,
  0x50,
  0x4e,
  0x47,
  0x0d,
  0x0a,
  0x1a,
  0x0a,
  ...new Array<number>(600).fill(7),
]);
const PAGE = new TextEncoder().encode('<!doctype html><script>alert(1)</script>');

const domain = memoryDomainPerTest();
beforeEach(async () => {
  await insertUser(domain.ctx, {
    uid: 'u1',
    email: 'u1@example.com',
    emailVerified: true,
    provider: 'password',
  });
});

async function placed(name: string, bytes: Uint8Array, contentType: string) {
  await domain.ctx.fileBytes.write(name, bytes);
  return checkFinalisedUpload(domain.ctx, { name, size: String(bytes.length), contentType });
}

describe('the check of a finalised upload', () => {
  it('keeps and records a profile picture whose bytes are an image', async () => {
    expect(await placed('profile_pictures/u1/me.png', PNG, 'image/png')).toBe('kept');
    expect(await domain.ctx.fileBytes.stat('profile_pictures/u1/me.png')).toEqual({ size: PNG.length });
    expect(await findFileRow(domain.ctx, 'profile_pictures/u1/me.png')).toMatchObject({
      owner_uid: 'u1',
      size: PNG.length,
    });
  });

  it('removes a page uploaded as a picture, and records nothing', async () => {
    expect(await placed('profile_pictures/u1/me.png', PAGE, 'image/png')).toBe('removed');
    expect(await domain.ctx.fileBytes.stat('profile_pictures/u1/me.png')).toBeNull();
    expect(await findFileRow(domain.ctx, 'profile_pictures/u1/me.png')).toBeUndefined();
  });

  it('removes course media of a course that does not exist', async () => {
    expect(await placed('course_media/no-such-course/cover.png', PNG, 'image/png')).toBe('removed');
    expect(await domain.ctx.fileBytes.stat('course_media/no-such-course/cover.png')).toBeNull();
  });

  it("leaves the functions' own objects alone", async () => {
    expect(await placed('certificates/c1.pdf', PAGE, 'application/pdf')).toBe('not-ours');
    expect(await domain.ctx.fileBytes.stat('certificates/c1.pdf')).toEqual({ size: PAGE.length });
  });

  it('has nothing to do when the object is gone by the time it runs', async () => {
    expect(
      await checkFinalisedUpload(domain.ctx, {
        name: 'profile_pictures/u1/gone.png',
        size: '10',
        contentType: 'image/png',
      }),
    ).toBe('removed');
  });
});
