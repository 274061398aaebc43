// Storage keys of the progress cache (spec section 3: per course, optionally suffixed by the user id):
//   lms.progress.<courseId>[.<userId>]    percent 0-100 as decimal text
//   lms.lastAccess.<courseId>[.<userId>]  last access, milliseconds since the epoch as decimal text
// Segments are URI-encoded with dots escaped, so an id containing "." cannot be mistaken for a user suffix.

export const PROGRESS_KEY_PREFIX = 'lms.progress.';
export const LAST_ACCESS_KEY_PREFIX = 'lms.lastAccess.';

export type ProgressKeyPrefix = typeof PROGRESS_KEY_PREFIX | typeof LAST_ACCESS_KEY_PREFIX;

function encodeSegment(segment: string): string {
  return encodeURIComponent(segment).replace(/\./g, '%2E');
}

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

export function cacheKey(prefix: ProgressKeyPrefix, courseId: string, userId?: string): string {
  const suffix = userId === undefined ? '' : `.${encodeSegment(userId)}`;
  return `${prefix}${encodeSegment(courseId)}${suffix}`;
}

/** The course id a key belongs to, or undefined when the key is another prefix's, another user's or malformed. */
export function courseIdFromKey(prefix: ProgressKeyPrefix, key: string, userId?: string): string | undefined {
  if (!key.startsWith(prefix)) return undefined;
  const segments = key.slice(prefix.length).split('.');
  const [courseSegment, userSegment, ...rest] = segments;
  if (!courseSegment || rest.length > 0) return undefined;
  if (userId === undefined ? userSegment !== undefined : userSegment !== encodeSegment(userId))
    return undefined;
  return decodeSegment(courseSegment);
}
