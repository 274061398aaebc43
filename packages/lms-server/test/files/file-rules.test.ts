// The pure rules of file storage: which paths exist, what counts as an image, how the size limit is configured.
import { describe, expect, it } from 'vitest';
import { loadFileLimits, DEFAULT_MAX_UPLOAD_BYTES } from '../../src/files/file-limits';
import { detectImageType, normaliseImageType } from '../../src/files/image-format';
import { parseStoragePath } from '../../src/files/storage-paths';
import { parseUploadMetadata } from '../../src/files/tus-uploads';
import { HTML_PRETENDING_TO_BE_PNG, imageBytes, TINY_PNG } from './image-bytes';

describe('storage paths (spec 3: profile_pictures/{uid}/{filename})', () => {
  it('reads the owner uid and file name of a profile picture path', () => {
    expect(parseStoragePath('profile_pictures/u_1-A/me.png')).toEqual({
      path: 'profile_pictures/u_1-A/me.png',
      area: 'profile_pictures',
      ownerUid: 'u_1-A',
      filename: 'me.png',
    });
  });

  it.each([
    'profile_pictures/u1',
    'profile_pictures/u1/a/b.png',
    'other/u1/a.png',
    'profile_pictures/../a.png',
    'profile_pictures/u1/..',
    'profile_pictures/u1/.hidden',
    'profile_pictures/u 1/a.png',
    'profile_pictures/u1/a b.png',
    `profile_pictures/u1/${'a'.repeat(201)}`,
    '',
  ])('rejects %j with storage/invalid-argument', (path) => {
    expect(() => parseStoragePath(path)).toThrowError(
      expect.objectContaining({ code: 'storage/invalid-argument' }),
    );
  });
});

describe('image recognition by magic bytes', () => {
  it.each(['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const)('recognises %s', (type) => {
    expect(detectImageType(imageBytes(type, 64))).toBe(type);
  });

  it('recognises a real PNG and nothing that merely claims to be one', () => {
    expect(detectImageType(TINY_PNG)).toBe('image/png');
    expect(detectImageType(HTML_PRETENDING_TO_BE_PNG)).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
    // RIFF alone is also WAV and AVI: only RIFF....WEBP is WebP.
    expect(detectImageType(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
  });

  it('normalises declared types and refuses anything that is not a supported image', () => {
    expect(normaliseImageType('IMAGE/PNG; charset=binary')).toBe('image/png');
    expect(normaliseImageType('image/jpg')).toBe('image/jpeg');
    expect(normaliseImageType('image/svg+xml')).toBeNull();
    expect(normaliseImageType(undefined)).toBeNull();
  });
});

describe('upload size limit configuration', () => {
  it('defaults to 5 MB and reads LMS_MAX_UPLOAD_BYTES', () => {
    expect(loadFileLimits({}).maxUploadBytes).toBe(DEFAULT_MAX_UPLOAD_BYTES);
    expect(DEFAULT_MAX_UPLOAD_BYTES).toBe(5 * 1024 * 1024);
    expect(loadFileLimits({ LMS_MAX_UPLOAD_BYTES: '1048576' }).maxUploadBytes).toBe(1_048_576);
  });

  it.each(['0', '-1', '1.5', 'lots', '99999999999'])(
    'refuses LMS_MAX_UPLOAD_BYTES=%s with a clear message',
    (value) => {
      expect(() => loadFileLimits({ LMS_MAX_UPLOAD_BYTES: value })).toThrow(/LMS_MAX_UPLOAD_BYTES must be/);
    },
  );
});

describe('tus Upload-Metadata', () => {
  it('decodes base64 values and keeps keys without a value', () => {
    const header = `path ${Buffer.from('profile_pictures/u1/a.png').toString('base64')},contentType ${Buffer.from('image/png').toString('base64')},flag`;
    expect(parseUploadMetadata(header)).toEqual({
      path: 'profile_pictures/u1/a.png',
      contentType: 'image/png',
      flag: '',
    });
    expect(parseUploadMetadata(undefined)).toEqual({});
  });
});
