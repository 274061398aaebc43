import { describe, expect, it } from 'vitest';
import {
  acceptAttribute,
  CAPTION_FILE_TYPES,
  detectFileType,
  DOCUMENT_FILE_TYPES,
  fileTypeFor,
  IMAGE_FILE_TYPES,
  normaliseContentType,
  SNIFF_BYTES,
  VIDEO_FILE_TYPES,
} from './file-types';

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );
const utf8 = (text: string) => new TextEncoder().encode(text);

/** The first bytes of the demo video (EBML header, DocType "webm"), as ffmpeg writes them. */
const WEBM_HEAD = bytes(
  [0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81],
  [0x04, 0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x84],
  'webm',
  [0x42, 0x87, 0x81, 0x02],
);
const MATROSKA_HEAD = bytes([0x1a, 0x45, 0xdf, 0xa3, 0x93, 0x42, 0x82, 0x88], 'matroska');
const ftyp = (major: string, ...compatible: string[]) =>
  bytes([0, 0, 0, 16 + 4 * compatible.length], 'ftyp', major, [0, 0, 2, 0], ...compatible);

const typeOf = (types: Parameters<typeof detectFileType>[0], head: Uint8Array) =>
  detectFileType(types, head)?.contentType ?? null;

describe('images', () => {
  it.each([
    ['image/png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])],
    ['image/jpeg', bytes([0xff, 0xd8, 0xff, 0xe0])],
    ['image/gif', bytes('GIF89a')],
    ['image/webp', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 ')],
  ])('recognises %s by its signature', (type, head) => {
    expect(typeOf(IMAGE_FILE_TYPES, head)).toBe(type);
  });

  it('refuses SVG, HTML and RIFF files that are not WebP', () => {
    expect(typeOf(IMAGE_FILE_TYPES, utf8('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(typeOf(IMAGE_FILE_TYPES, utf8('<!doctype html><script>alert(1)</script>'))).toBeNull();
    expect(typeOf(IMAGE_FILE_TYPES, bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBeNull();
  });
});

describe('videos', () => {
  it('recognises WebM by its EBML header and DocType, not other Matroska files', () => {
    expect(typeOf(VIDEO_FILE_TYPES, WEBM_HEAD)).toBe('video/webm');
    expect(typeOf(VIDEO_FILE_TYPES, MATROSKA_HEAD)).toBeNull();
  });

  it('recognises MP4 by its ftyp box and a video brand (major or compatible)', () => {
    expect(typeOf(VIDEO_FILE_TYPES, ftyp('isom', 'isom', 'avc1'))).toBe('video/mp4');
    expect(typeOf(VIDEO_FILE_TYPES, ftyp('XAVC', 'mp42'))).toBe('video/mp4');
    // QuickTime and HEIF pictures share the box layout but are no MP4 video.
    expect(typeOf(VIDEO_FILE_TYPES, ftyp('qt  ', 'qt  '))).toBeNull();
    expect(typeOf(VIDEO_FILE_TYPES, ftyp('heic', 'mif1', 'heic'))).toBeNull();
    expect(typeOf(VIDEO_FILE_TYPES, utf8('not a video at all'))).toBeNull();
  });
});

describe('captions', () => {
  it('takes UTF-8 text starting with WEBVTT (a byte order mark allowed), nothing else', () => {
    expect(typeOf(CAPTION_FILE_TYPES, utf8('WEBVTT\n\n00:00.000 --> 00:01.000\nHi'))).toBe('text/vtt');
    expect(typeOf(CAPTION_FILE_TYPES, utf8('\uFEFFWEBVTT - Kneading\n'))).toBe('text/vtt');
    expect(typeOf(CAPTION_FILE_TYPES, utf8('WEBVTT'))).toBe('text/vtt');
    expect(typeOf(CAPTION_FILE_TYPES, utf8('WEBVTTX\n'))).toBeNull();
    expect(typeOf(CAPTION_FILE_TYPES, utf8('1\n00:00:00,000 --> 00:00:01,000\nSRT'))).toBeNull();
    expect(typeOf(CAPTION_FILE_TYPES, bytes('WEBVTT\n', [0xff, 0xfe, 0x00]))).toBeNull();
  });
});

describe('documents', () => {
  it('recognises PDF, ZIP-based office files and OpenDocument files by their first bytes', () => {
    expect(typeOf(DOCUMENT_FILE_TYPES, utf8('%PDF-1.7\n'))).toBe('application/pdf');
    expect(typeOf(DOCUMENT_FILE_TYPES, bytes('PK', [3, 4, 20, 0]))).toBe('application/zip');
    const odt = bytes(
      'PK',
      [3, 4],
      new Array<number>(26).fill(0),
      'mimetype',
      'application/vnd.oasis.opendocument.text',
    );
    const odtType = DOCUMENT_FILE_TYPES.find((type) => type.extensions.includes('odt'));
    expect(odtType?.matches(odt)).toBe(true);
    expect(odtType?.matches(bytes('PK', [3, 4, 20, 0]))).toBe(false);
    const docx = DOCUMENT_FILE_TYPES.find((type) => type.extensions.includes('docx'));
    expect(docx?.matches(bytes('PK', [3, 4, 20, 0]))).toBe(true);
  });

  it('takes plain text in UTF-8 or a single-byte encoding, and refuses binary, UTF-16 and markup', () => {
    const text = DOCUMENT_FILE_TYPES.find((type) => type.contentType === 'text/csv');
    expect(text?.matches(utf8('name,amount\nCafé,3.50\n'))).toBe(true);
    expect(text?.matches(bytes('name;amount\nCaf', [0xe9], ';3,50\n'))).toBe(true); // Windows-1252
    expect(text?.matches(utf8('é'.repeat(SNIFF_BYTES)).subarray(0, SNIFF_BYTES - 1))).toBe(true); // cut in a character
    expect(text?.matches(bytes([0xff, 0xfe], 'n\u0000a\u0000'))).toBe(false);
    expect(text?.matches(bytes('MZ', [0x90, 0, 3, 0]))).toBe(false);
    for (const markup of ['<!DOCTYPE html><p>x', '  <html>', '<svg onload=alert(1)>', '<script>x</script>']) {
      expect(text?.matches(utf8(markup)), markup).toBe(false);
    }
    expect(text?.matches(utf8('<!-- a Markdown comment -->\n# Title'))).toBe(true);
  });

  it('has no HTML, SVG, script, executable or macro-enabled types', () => {
    const all = [...IMAGE_FILE_TYPES, ...VIDEO_FILE_TYPES, ...CAPTION_FILE_TYPES, ...DOCUMENT_FILE_TYPES];
    const extensions = all.flatMap((type) => type.extensions);
    for (const banned of [
      'html',
      'htm',
      'svg',
      'js',
      'mjs',
      'exe',
      'msi',
      'bat',
      'sh',
      'docm',
      'xlsm',
      'doc',
    ]) {
      expect(extensions, banned).not.toContain(banned);
    }
    expect(
      all.map((type) => type.contentType).filter((type) => /html|svg|javascript|\/xml|\+xml/.test(type)),
    ).toEqual([]);
    expect(DOCUMENT_FILE_TYPES.every((type) => type.disposition === 'attachment')).toBe(true);
  });
});

describe('declared types', () => {
  it('normalises parameters, case and aliases', () => {
    expect(normaliseContentType('Text/CSV; charset=utf-8')).toBe('text/csv');
    expect(normaliseContentType('image/jpg')).toBe('image/jpeg');
    expect(normaliseContentType('application/x-zip-compressed')).toBe('application/zip');
    expect(normaliseContentType(undefined)).toBe('');
  });

  it("picks the browser's type when it fits the extension, else the extension's type", () => {
    expect(fileTypeFor(DOCUMENT_FILE_TYPES, 'notes.md', '')?.contentType).toBe('text/markdown');
    expect(fileTypeFor(DOCUMENT_FILE_TYPES, 'Sales.CSV', 'application/vnd.ms-excel')?.contentType).toBe(
      'text/csv',
    );
    expect(fileTypeFor(IMAGE_FILE_TYPES, 'me.jpeg', 'image/jpeg')?.contentType).toBe('image/jpeg');
    expect(fileTypeFor(CAPTION_FILE_TYPES, 'en.vtt', 'text/vtt')?.contentType).toBe('text/vtt');
    expect(fileTypeFor(IMAGE_FILE_TYPES, 'page.html', 'image/png')).toBeNull();
    expect(fileTypeFor(DOCUMENT_FILE_TYPES, 'setup.exe', 'application/pdf')).toBeNull();
    expect(fileTypeFor(VIDEO_FILE_TYPES, 'clip', 'video/mp4')).toBeNull();
  });

  it('lists extensions and types for a file input', () => {
    expect(acceptAttribute(CAPTION_FILE_TYPES)).toBe('.vtt,text/vtt');
    expect(acceptAttribute(IMAGE_FILE_TYPES)).toContain('.jpeg,image/jpeg');
  });
});
