// The server's upload limits: each area's limit read from the environment (the rule that applies it is the
// domain's, files/file-limits.ts), and how large a file may travel in one request before it must go through tus.
import { LmsError } from '@lms/core';
import {
  DEFAULT_MAX_COURSE_MEDIA_BYTES,
  DEFAULT_MAX_UPLOAD_BYTES,
  megabytes,
  type FileLimits,
} from '@lms/domain';

/** Uploads above this go through tus (spec section 9: resumable upload above 256 KB). */
export const SINGLE_REQUEST_UPLOAD_THRESHOLD_BYTES = 256 * 1024;
/** Unfinished resumable uploads are deleted after this long without progress. */
export const UNFINISHED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

const SETTINGS = [
  { name: 'LMS_MAX_UPLOAD_BYTES', key: 'maxUploadBytes', fallback: DEFAULT_MAX_UPLOAD_BYTES, max: 1024 ** 3 },
  {
    name: 'LMS_MAX_COURSE_MEDIA_BYTES',
    key: 'maxCourseMediaBytes',
    fallback: DEFAULT_MAX_COURSE_MEDIA_BYTES,
    max: 10 * 1024 ** 3,
  },
] as const;

/** Both limits (LMS_MAX_UPLOAD_BYTES, LMS_MAX_COURSE_MEDIA_BYTES), or one error naming every variable that is wrong. */
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

/**
 * The largest body a single-request upload may carry. It is held in memory, so larger course media go through tus
 * (the clients send everything above 256 KB that way anyway).
 */
export function singleRequestMaxBytes(limits: FileLimits): number {
  return Math.max(limits.maxUploadBytes, Math.min(limits.maxCourseMediaBytes, DEFAULT_MAX_UPLOAD_BYTES));
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
