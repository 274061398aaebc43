// The file rules of the self-hosted server, applied by the in-memory storage: the path layout of spec section 3
// (profile_pictures/{uid}/{filename}), images only, recognised by their first bytes, and a size limit.
import { LmsError } from '@lms/core';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

export interface StoragePath {
  path: string;
  ownerUid: string;
  filename: string;
}

const UID = /^[A-Za-z0-9_-]{1,128}$/;
const FILENAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

export function parseStoragePath(raw: string): StoragePath {
  const segments = raw.split('/');
  const [area, ownerUid, filename] = segments;
  if (
    segments.length !== 3 ||
    area !== 'profile_pictures' ||
    ownerUid === undefined ||
    filename === undefined ||
    !UID.test(ownerUid) ||
    !FILENAME.test(filename)
  ) {
    throw new LmsError(
      'storage/invalid-argument',
      `"${raw.slice(0, 300)}" is not a valid storage path: use profile_pictures/{uid}/{filename}.`,
    );
  }
  return { path: raw, ownerUid, filename };
}

/** `image/png; charset=x` -> `image/png`; `image/jpg` -> `image/jpeg`; anything else -> null. */
export function normaliseImageType(contentType: string): ImageType | null {
  const base = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (base === 'image/jpg' || base === 'image/pjpeg') return 'image/jpeg';
  return (IMAGE_TYPES as readonly string[]).includes(base) ? (base as ImageType) : null;
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

/** What the bytes really are: a declared type alone proves nothing (HTML named .png, say). */
export function detectImageType(head: Uint8Array): ImageType | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}
