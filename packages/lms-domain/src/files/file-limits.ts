// How large a stored file may be, per storage area. The host decides the limits (the server reads them from its
// environment) and passes them in; these are the defaults and the rule that applies them.
import { LmsError, SUPPORT_LIMITS, type StorageArea } from '@lms/core';

/** Profile pictures. */
export const DEFAULT_MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Course thumbnails, videos, captions and downloadable files. */
export const DEFAULT_MAX_COURSE_MEDIA_BYTES = 200 * 1024 * 1024;

export interface FileLimits {
  maxUploadBytes: number;
  maxCourseMediaBytes: number;
}

export const DEFAULT_FILE_LIMITS: Readonly<FileLimits> = Object.freeze({
  maxUploadBytes: DEFAULT_MAX_UPLOAD_BYTES,
  maxCourseMediaBytes: DEFAULT_MAX_COURSE_MEDIA_BYTES,
});

export function maxBytesOf(area: StorageArea, limits: FileLimits): number {
  // Support attachments come from people who may not be signed in: a fixed limit the contact form also states.
  if (area === 'support_attachments') return SUPPORT_LIMITS.attachmentMaxBytes;
  return area === 'course_media' ? limits.maxCourseMediaBytes : limits.maxUploadBytes;
}

/** The largest file of any area: what a resumable upload may declare before the area's own limit is checked. */
export function largestUploadBytes(limits: FileLimits): number {
  return Math.max(limits.maxUploadBytes, limits.maxCourseMediaBytes);
}

export function tooLarge(size: number, maxBytes: number): LmsError {
  return new LmsError(
    'storage/quota-exceeded',
    `The file is ${size} bytes; files here may be at most ${megabytes(maxBytes)} MB.`,
    { size, maxBytes },
  );
}

/** Bytes as megabytes with at most one decimal, for messages. */
export function megabytes(bytes: number): string {
  return (bytes / 1_048_576).toFixed(1).replace(/\.0$/, '');
}
