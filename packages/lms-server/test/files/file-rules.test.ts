// The pure rules of file storage: which paths exist, what counts as an image, how the size limit is configured.
// The pure rules of file storage: which paths exist, what counts as an image, how the size limits are configured.
// (lms-core's storage tests cover every kind of course media; these check the server uses the same rules.)
import { describe, expect, it } from 'vitest';
import { detectFileType, IMAGE_FILE_TYPES, normaliseContentType, parseStoragePath } from '@lms/core';
import { DEFAULT_MAX_COURSE_MEDIA_BYTES, DEFAULT_MAX_UPLOAD_BYTES, parseRange } from '@lms/domain';
import { loadFileLimits, singleRequestMaxBytes } from '../../src/files/upload-limits';
import { parseUploadMetadata } from '../../src/files/tus-uploads';
import { HTML_PRETENDING_TO_BE_PNG, imageBytes, TINY_PNG } from './image-bytes';

const detectImageType = (head: Uint8Array) => detectFileType(IMAGE_FILE_TYPES, head)?.contentType ?? null;

describe('storage paths (spec 3: profile_pictures/{uid}/{filename}, course_media/{courseId}/{filename})', () => {
  it('reads the folder and file name of a profile picture path', () => {
    expect(parseStoragePath('profile_pictures/u_1-A/me.png')).toEqual({
      path: 'profile_pictures/u_1-A/me.png',
      area: 'profile_pictures',
      folder: 'u_1-A',
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
    'course_media/c1/sub/a.png',
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

  it('normalises declared types', () => {
    expect(normaliseContentType('IMAGE/PNG; charset=binary')).toBe('image/png');
    expect(normaliseContentType('image/jpg')).toBe('image/jpeg');
  });
});

describe('upload size limit configuration', () => {
  it('defaults to 5 MB and reads LMS_MAX_UPLOAD_BYTES', () => {
    expect(loadFileLimits({}).maxUploadBytes).toBe(DEFAULT_MAX_UPLOAD_BYTES);
    expect(DEFAULT_MAX_UPLOAD_BYTES).toBe(5 * 1024 * 1024);
    expect(loadFileLimits({ LMS_MAX_UPLOAD_BYTES: '1048576' }).maxUploadBytes).toBe(1_048_576);
  });

  it('gives course media 200 MB by default and reads LMS_MAX_COURSE_MEDIA_BYTES', () => {
    expect(loadFileLimits({}).maxCourseMediaBytes).toBe(DEFAULT_MAX_COURSE_MEDIA_BYTES);
    expect(DEFAULT_MAX_COURSE_MEDIA_BYTES).toBe(200 * 1024 * 1024);
    expect(loadFileLimits({ LMS_MAX_COURSE_MEDIA_BYTES: '2147483648' }).maxCourseMediaBytes).toBe(2 ** 31);
  });

  it('names every wrong variable at once', () => {
    expect(() => loadFileLimits({ LMS_MAX_UPLOAD_BYTES: 'x', LMS_MAX_COURSE_MEDIA_BYTES: '0' })).toThrow(
      /LMS_MAX_UPLOAD_BYTES must be.*; LMS_MAX_COURSE_MEDIA_BYTES must be/,
    );
  });

  it('keeps single-request bodies small: larger course media go through tus', () => {
    expect(singleRequestMaxBytes(loadFileLimits({}))).toBe(DEFAULT_MAX_UPLOAD_BYTES);
    expect(singleRequestMaxBytes({ maxUploadBytes: 1000, maxCourseMediaBytes: 3000 })).toBe(3000);
  });

  it.each(['0', '-1', '1.5', 'lots', '99999999999'])(
    'refuses LMS_MAX_UPLOAD_BYTES=%s with a clear message',
    (value) => {
      expect(() => loadFileLimits({ LMS_MAX_UPLOAD_BYTES: value })).toThrow(/LMS_MAX_UPLOAD_BYTES must be/);
    },
  );
});

describe('byte ranges of downloads', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-200', { start: 800, end: 999 }],
    ['bytes=900-5000', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
  ])('%s of a 1000-byte file', (header, range) => {
    expect(parseRange(header, 1000)).toEqual(range);
  });

  it('sends the whole file for no, several or unreadable ranges, and refuses ranges past the end', () => {
    for (const header of [undefined, 'bytes=0-1,5-6', 'items=0-1', 'bytes=-', 'bytes=50-10']) {
      expect(parseRange(header, 1000), String(header)).toBeNull();
    }
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 1000)).toBe('unsatisfiable');
  });
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
