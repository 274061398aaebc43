// HTTP Range requests (RFC 9110, section 14) for downloads: browsers ask for byte ranges to seek in a video and to
// resume a download. One range is served; several, or a header we do not understand, get the whole file (allowed).
import type { ByteRange } from './file-bytes';

/** The range to send, null for the whole file, or 'unsatisfiable' when it starts past the end (416). */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    // The last N bytes.
    const length = Number(last);
    if (length === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return { start, end };
}
