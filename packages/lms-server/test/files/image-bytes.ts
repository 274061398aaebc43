// Test files: real format signatures followed by filler, and things that only pretend to be images.
import { randomBytes } from 'node:crypto';

/** A complete 1x1 transparent PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const SIGNATURES = {
  'image/png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/jpeg': Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  'image/gif': Buffer.from('GIF89a', 'ascii'),
  'image/webp': Buffer.concat([
    Buffer.from('RIFF', 'ascii'),
    Buffer.alloc(4),
    Buffer.from('WEBPVP8 ', 'ascii'),
  ]),
};

/** `size` bytes that start like an image of `type` (the server checks signatures, it does not decode). */
// Typed over a plain ArrayBuffer so the bytes can go straight into a Blob (DOM typings refuse SharedArrayBuffer).
export function imageBytes(type: keyof typeof SIGNATURES, size: number): Buffer<ArrayBuffer> {
  const signature = SIGNATURES[type];
  return Buffer.concat([signature, randomBytes(Math.max(0, size - signature.length))]) as Buffer<ArrayBuffer>;
}

export const HTML_PRETENDING_TO_BE_PNG = Buffer.from('<!doctype html><script>alert(1)</script>', 'utf8');
