// Uploads are images only, recognised by their first bytes: a declared Content-Type alone proves nothing, and a
// file that is not what it claims (HTML named .png, say) must never be served back from our origin.

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** Bytes needed to recognise every supported format (WebP needs 12). */
export const SIGNATURE_BYTES = 12;

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The image type the bytes actually are, or null when they are none of the supported formats. */
export function detectImageType(head: Uint8Array): ImageType | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/** `image/png; charset=x` -> `image/png`; anything unsupported -> null. */
export function normaliseImageType(contentType: string | undefined): ImageType | null {
  const base = contentType?.split(';')[0]?.trim().toLowerCase();
  if (base === 'image/jpg' || base === 'image/pjpeg') return 'image/jpeg';
  return (IMAGE_TYPES as readonly string[]).includes(base ?? '') ? (base as ImageType) : null;
}
