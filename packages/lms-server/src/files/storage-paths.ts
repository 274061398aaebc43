// Where files may live. Spec section 3: profile pictures are stored under profile_pictures/{uid}/{filename}. The
// folder after the area is its owner's uid, which is what the permission rules check.
import { LmsError } from '@lms/core';

/** Top-level areas a client may write to. */
export const STORAGE_AREAS = ['profile_pictures'] as const;
export type StorageArea = (typeof STORAGE_AREAS)[number];

export interface StoragePath {
  /** Normalised, as stored in the files table: `profile_pictures/{uid}/{filename}`. */
  path: string;
  area: StorageArea;
  ownerUid: string;
  filename: string;
}

const UID = /^[A-Za-z0-9_-]{1,128}$/;
// No leading dot (temp files use one) and no path tricks: letters, digits, dot, dash, underscore only.
const FILENAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

/** Parses a client-given storage path; anything outside the known layout is storage/invalid-argument. */
export function parseStoragePath(raw: string): StoragePath {
  const segments = raw.split('/');
  const [area, ownerUid, filename] = segments;
  if (segments.length !== 3 || area === undefined || ownerUid === undefined || filename === undefined) {
    throw invalidPath(raw);
  }
  if (
    !(STORAGE_AREAS as readonly string[]).includes(area) ||
    !UID.test(ownerUid) ||
    !FILENAME.test(filename)
  ) {
    throw invalidPath(raw);
  }
  return { path: `${area}/${ownerUid}/${filename}`, area: area as StorageArea, ownerUid, filename };
}

function invalidPath(raw: string): LmsError {
  return new LmsError(
    'storage/invalid-argument',
    `"${raw.slice(0, 300)}" is not a valid storage path: use profile_pictures/{uid}/{filename} with letters, digits, ".", "-" or "_".`,
  );
}
