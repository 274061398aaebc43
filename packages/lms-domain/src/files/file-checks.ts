// What may be stored where: the declared type must be one the area takes (for course media also named by the file's
// extension, since downloads keep the name), within the area's size limit, and the bytes must be that type.
import {
  detectFileType,
  extensionOf,
  findFileType,
  LmsError,
  normaliseContentType,
  STORAGE_AREA_FILE_TYPES,
  type StoragePath,
  type StoredFileType,
} from '@lms/core';
import { maxBytesOf, tooLarge, type FileLimits } from './file-limits';

const AREA_CONTENTS = {
  profile_pictures: 'Profile pictures can be PNG, JPEG, GIF or WebP images',
  course_media:
    'Course media can be PNG, JPEG, GIF or WebP images, WebM or MP4 videos, WebVTT captions, or PDF, text, ' +
    'Markdown, CSV, ZIP, Word (.docx), Excel (.xlsx), PowerPoint (.pptx) and OpenDocument files',
  support_attachments: 'Attachments can be PNG, JPEG, GIF or WebP images or PDF documents',
} as const;

/** Checks the declared type and size before any byte is accepted; returns the type the file will be stored as. */
export function checkDeclared(
  path: StoragePath,
  declaredType: string | undefined,
  size: number | null,
  limits: FileLimits,
): StoredFileType {
  const type = findFileType(STORAGE_AREA_FILE_TYPES[path.area], declaredType);
  if (type === null) {
    const given = normaliseContentType(declaredType) || 'no content type';
    throw new LmsError('storage/invalid-format', `${AREA_CONTENTS[path.area]} (got "${given}").`, {
      declared: given,
    });
  }
  if (path.area === 'course_media' && !type.extensions.includes(extensionOf(path.filename))) {
    throw new LmsError(
      'storage/invalid-format',
      `A ${type.contentType} file must be named *.${type.extensions.join(' or *.')} (got "${path.filename}").`,
      { declared: type.contentType, filename: path.filename },
    );
  }
  const maxBytes = maxBytesOf(path.area, limits);
  if (size !== null && size > maxBytes) throw tooLarge(size, maxBytes);
  return type;
}

/** Checks the bytes (their first SNIFF_BYTES) really are the declared type. */
export function checkContent(
  path: StoragePath,
  declared: StoredFileType,
  head: Uint8Array,
  size: number,
  limits: FileLimits,
): void {
  const maxBytes = maxBytesOf(path.area, limits);
  if (size > maxBytes) throw tooLarge(size, maxBytes);
  if (declared.matches(head)) return;
  const actual = detectFileType(STORAGE_AREA_FILE_TYPES[path.area], head);
  if (actual !== null) {
    throw new LmsError(
      'storage/invalid-format',
      `The file was sent as ${declared.contentType} but is ${actual.contentType}.`,
      { declared: declared.contentType, actual: actual.contentType },
    );
  }
  throw new LmsError(
    'storage/invalid-format',
    `The file's content is not ${declared.contentType}: ${AREA_CONTENTS[path.area].toLowerCase()}, recognised by their content.`,
    { declared: declared.contentType },
  );
}
