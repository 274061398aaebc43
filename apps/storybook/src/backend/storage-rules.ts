// The file rules of the self-hosted server, applied by the in-memory storage: lms-core's storage areas and paths
// (spec section 3: profile_pictures/{uid}/{filename}; course_media/{courseId}/{filename}), the kinds of file each
// area takes, recognised by their first bytes, and the server's default size limits.
import {
  detectFileType,
  extensionOf,
  findFileType,
  LmsError,
  normaliseContentType,
  SNIFF_BYTES,
  STORAGE_AREA_FILE_TYPES,
  type StorageArea,
  type StoragePath,
} from '@lms/core';

/** The server's defaults (LMS_MAX_UPLOAD_BYTES, LMS_MAX_COURSE_MEDIA_BYTES). */
export const MAX_UPLOAD_BYTES: Readonly<Record<StorageArea, number>> = {
  profile_pictures: 5 * 1024 * 1024,
  course_media: 200 * 1024 * 1024,
};

/** The type the file is stored as, or storage/invalid-format as the server answers it. */
export async function checkFile(path: StoragePath, data: Blob, declaredType: string): Promise<string> {
  const types = STORAGE_AREA_FILE_TYPES[path.area];
  const declared = findFileType(types, declaredType);
  const head = new Uint8Array(await data.slice(0, SNIFF_BYTES).arrayBuffer());
  const actual = detectFileType(types, head);
  const nameFits = path.area !== 'course_media' || declared?.extensions.includes(extensionOf(path.filename));
  if (declared === null || !nameFits || !declared.matches(head)) {
    throw new LmsError('storage/invalid-format', 'This file is not one this storage area takes.', {
      declared: declared?.contentType ?? normaliseContentType(declaredType),
      actual: actual?.contentType ?? null,
    });
  }
  return declared.contentType;
}
