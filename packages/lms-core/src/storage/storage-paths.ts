// Where files may live, and what each area holds. Spec section 3: profile pictures are stored under
// profile_pictures/{uid}/{filename}; course media (thumbnails, lesson videos and captions, downloadable files) under
// course_media/{courseId}/{filename}; files attached to a support request under support_attachments/{form token}/.
// The folder after the area names its owner: a user, a course or the support form that was opened.
import { LmsError } from '../errors';
import {
  CAPTION_FILE_TYPES,
  DOCUMENT_FILE_TYPES,
  IMAGE_FILE_TYPES,
  VIDEO_FILE_TYPES,
  type StoredFileType,
} from './file-types';

export const STORAGE_AREAS = ['profile_pictures', 'course_media', 'support_attachments'] as const;
export type StorageArea = (typeof STORAGE_AREAS)[number];

/** What an upload into course_media is for; each purpose takes its own kinds of file. */
export const COURSE_MEDIA_PURPOSES = ['thumbnail', 'video', 'captions', 'document'] as const;
export type CourseMediaPurpose = (typeof COURSE_MEDIA_PURPOSES)[number];

export const COURSE_MEDIA_FILE_TYPES: Readonly<Record<CourseMediaPurpose, readonly StoredFileType[]>> = {
  thumbnail: IMAGE_FILE_TYPES,
  video: VIDEO_FILE_TYPES,
  captions: CAPTION_FILE_TYPES,
  document: DOCUMENT_FILE_TYPES,
};

/** Screenshots and PDF documents (a receipt, an error report): what a person attaches to a support request. */
export const SUPPORT_ATTACHMENT_FILE_TYPES: readonly StoredFileType[] = [
  ...IMAGE_FILE_TYPES,
  ...DOCUMENT_FILE_TYPES.filter((type) => type.contentType === 'application/pdf'),
];

/** The kinds of file each area accepts. */
export const STORAGE_AREA_FILE_TYPES: Readonly<Record<StorageArea, readonly StoredFileType[]>> = {
  profile_pictures: IMAGE_FILE_TYPES,
  course_media: COURSE_MEDIA_PURPOSES.flatMap((purpose) => COURSE_MEDIA_FILE_TYPES[purpose]),
  support_attachments: SUPPORT_ATTACHMENT_FILE_TYPES,
};

/** Areas a signed-out person may write to: the contact form's token, in the path, is their permission. */
export function isSignedOutUploadPath(path: string): boolean {
  return path.startsWith('support_attachments/');
}

export interface StoragePath {
  /** Normalised, as stored: `{area}/{folder}/{filename}`. */
  path: string;
  area: StorageArea;
  /** The owner's uid (profile_pictures), the course id (course_media) or the form's token (support_attachments). */
  folder: string;
  filename: string;
}

const FOLDER = /^[A-Za-z0-9_-]{1,128}$/;
// No leading dot (the server's temporary files use one) and no path tricks: letters, digits, dot, dash, underscore.
const FILENAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

/** Parses a storage path; anything outside the known layout is storage/invalid-argument. */
export function parseStoragePath(raw: string): StoragePath {
  const segments = raw.split('/');
  const [area, folder, filename] = segments;
  if (
    segments.length !== 3 ||
    area === undefined ||
    folder === undefined ||
    filename === undefined ||
    !(STORAGE_AREAS as readonly string[]).includes(area) ||
    !FOLDER.test(folder) ||
    !FILENAME.test(filename)
  ) {
    throw new LmsError(
      'storage/invalid-argument',
      `"${raw.slice(0, 300)}" is not a valid storage path: use profile_pictures/{uid}/{filename} or ` +
        'course_media/{courseId}/{filename} (or support_attachments/{form token}/{filename}) with letters, digits, ' +
        '".", "-" or "_".',
    );
  }
  return { path: raw, area: area as StorageArea, folder, filename };
}

const MAX_BASE_LENGTH = 60;
const MAX_EXTENSION_LENGTH = 10;

function storageSafe(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // "é" -> "e" rather than a dash
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * A stored file's name made from a person's file name: letters, digits, "-" and "_" kept, the extension in lower
 * case. A time stamp leads it so every upload gets a new address (browsers and CDNs keep old ones cached).
 */
export function storageFileName(fileName: string, now: number, fallback = 'file'): string {
  const dot = fileName.lastIndexOf('.');
  const base = storageSafe(dot > 0 ? fileName.slice(0, dot) : fileName).slice(0, MAX_BASE_LENGTH) || fallback;
  const extension =
    dot > 0
      ? storageSafe(fileName.slice(dot + 1))
          .toLowerCase()
          .slice(0, MAX_EXTENSION_LENGTH)
      : '';
  return `${now}-${base}${extension ? `.${extension}` : ''}`;
}

/** Where an admin's upload for a course goes: `course_media/{courseId}/{time}-{name}.{ext}`. */
export function courseMediaPath(courseId: string, fileName: string, now: number): string {
  return `course_media/${courseId}/${storageFileName(fileName, now)}`;
}
