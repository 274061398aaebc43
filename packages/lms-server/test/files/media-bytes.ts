// Course media test files: the demo video shipped with the server, and real format signatures with filler.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageAssetsDir } from '../../src/config';

export const DEMO_VIDEO = readFileSync(join(packageAssetsDir, 'demo', 'demo-video.webm'));
export const DEMO_CAPTIONS = readFileSync(join(packageAssetsDir, 'demo', 'demo-video.vtt'));

/** `size` bytes that start like the demo WebM (its EBML header), the rest random. */
export function webmBytes(size: number): Buffer<ArrayBuffer> {
  const header = DEMO_VIDEO.subarray(0, 64);
  return Buffer.concat([header, randomBytes(Math.max(0, size - header.length))]) as Buffer<ArrayBuffer>;
}

/** An MP4 start: an ftyp box with the isom brand. */
export const MP4_HEAD = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom', 'ascii'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isomavc1', 'ascii'),
  Buffer.alloc(64),
]);

export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
export const MARKDOWN = Buffer.from('# Recipe\n\n- 500 g flour\n- 10 g salt\n');
export const HTML_PAGE = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
export const SVG_WITH_SCRIPT = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
/** A Windows program starts with "MZ". */
export const EXECUTABLE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), randomBytes(64)]);
