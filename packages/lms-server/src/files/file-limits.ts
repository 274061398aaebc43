// How large an upload may be, per storage area. Read from the environment here, checked when the server starts.
import { LmsError, type StorageArea } from '@lms/core';

/** Profile pictures (LMS_MAX_UPLOAD_BYTES). */
export const DEFAULT_MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Course thumbnails, videos, captions and downloadable files (LMS_MAX_COURSE_MEDIA_BYTES). */
export const DEFAULT_MAX_COURSE_MEDIA_BYTES = 200 * 1024 * 1024;
/** Uploads above this go through tus (spec section 9: resumable upload above 256 KB). */
export const SINGLE_REQUEST_UPLOAD_THRESHOLD_BYTES = 256 * 1024;
/** Unfinished resumable uploads are deleted after this long without progress. */
export const UNFINISHED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

export interface FileLimits {
  maxUploadBytes: number;
  maxCourseMediaBytes: number;
}

const SETTINGS = [
  { name: 'LMS_MAX_UPLOAD_BYTES', key: 'maxUploadBytes', fallback: DEFAULT_MAX_UPLOAD_BYTES, max: 1024 ** 3 },
  {
    name: 'LMS_MAX_COURSE_MEDIA_BYTES',
    key: 'maxCourseMediaBytes',
    fallback: DEFAULT_MAX_COURSE_MEDIA_BYTES,
    max: 10 * 1024 ** 3,
  },
] as const;

/** Both limits, or one error naming every variable that is wrong. */
export function loadFileLimits(env: Record<string, string | undefined> = process.env): FileLimits {
  const limits: FileLimits = {
    maxUploadBytes: DEFAULT_MAX_UPLOAD_BYTES,
    maxCourseMediaBytes: DEFAULT_MAX_COURSE_MEDIA_BYTES,
  };
  const problems: string[] = [];
  for (const setting of SETTINGS) {
    const raw = env[setting.name]?.trim();
    if (raw === undefined || raw === '') continue;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < 1 || value > setting.max) {
      problems.push(
        `${setting.name} must be a whole number of bytes from 1 to ${setting.max} (got "${raw.slice(0, 40)}")`,
      );
    } else {
      limits[setting.key] = value;
    }
  }
  if (problems.length > 0) throw new LmsError('functions/invalid-argument', problems.join('; '));
  return limits;
}

export function maxBytesOf(area: StorageArea, limits: FileLimits): number {
  return area === 'course_media' ? limits.maxCourseMediaBytes : limits.maxUploadBytes;
}

/**
 * The largest body a single-request upload may carry. It is held in memory, so larger course media go through tus
 * (the clients send everything above 256 KB that way anyway).
 */
export function singleRequestMaxBytes(limits: FileLimits): number {
  return Math.max(limits.maxUploadBytes, Math.min(limits.maxCourseMediaBytes, DEFAULT_MAX_UPLOAD_BYTES));
}

/** The largest upload of any area: what tus accepts before the area's own limit is checked. */
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

/** A single request larger than singleRequestMaxBytes (within the area's limit): it must be resumable. */
export function tooLargeForOneRequest(size: number, limits: FileLimits): LmsError {
  const maxBytes = singleRequestMaxBytes(limits);
  return new LmsError(
    'storage/quota-exceeded',
    `The file is ${size} bytes; send files over ${megabytes(maxBytes)} MB as a resumable (tus) upload to /api/uploads.`,
    { size, maxBytes, reason: 'use-resumable-upload' },
  );
}

function megabytes(bytes: number): string {
  return (bytes / 1_048_576).toFixed(1).replace(/\.0$/, '');
}
