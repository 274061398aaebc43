// How large an upload may be. Read from the environment here until the server configuration carries it.
import { LmsError } from '@lms/core';

export const DEFAULT_MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Uploads above this go through tus (spec section 9: resumable upload above 256 KB). */
export const SINGLE_REQUEST_UPLOAD_THRESHOLD_BYTES = 256 * 1024;
/** Unfinished resumable uploads are deleted after this long without progress. */
export const UNFINISHED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

export interface FileLimits {
  maxUploadBytes: number;
}

export function loadFileLimits(env: Record<string, string | undefined> = process.env): FileLimits {
  const raw = env.LMS_MAX_UPLOAD_BYTES?.trim();
  if (raw === undefined || raw === '') return { maxUploadBytes: DEFAULT_MAX_UPLOAD_BYTES };
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < 1 || value > 1024 * 1024 * 1024) {
    throw new LmsError(
      'functions/invalid-argument',
      `LMS_MAX_UPLOAD_BYTES must be a whole number of bytes from 1 to 1073741824 (got "${raw}")`,
    );
  }
  return { maxUploadBytes: value };
}

export function tooLarge(size: number, limits: FileLimits): LmsError {
  const mb = (limits.maxUploadBytes / 1_048_576).toFixed(1).replace(/\.0$/, '');
  return new LmsError('storage/quota-exceeded', `The file is ${size} bytes; files may be at most ${mb} MB.`, {
    size,
    maxBytes: limits.maxUploadBytes,
  });
}
