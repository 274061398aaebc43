// How a download is answered over HTTP, the same by every host (the server's file route, the browser host's
// in-process fetch): the headers that keep a stored file from running as a page on our origin, and the byte range
// a video's seek asks for. The host only writes them into its own kind of response.
import { LmsError } from '@lms/core';
import { parseRange } from './byte-range';
import type { ByteRange } from './file-bytes';
import type { Download } from './file-service';

/** The headers of a download's answer, whatever its range; names in lower case. */
export function downloadHeaders(file: Pick<Download<unknown>, 'contentType' | 'disposition' | 'filename'>) {
  return {
    // Captions must be read as UTF-8 (WebVTT is always UTF-8); other types carry no charset.
    'content-type': file.contentType === 'text/vtt' ? 'text/vtt; charset=utf-8' : file.contentType,
    'accept-ranges': 'bytes',
    'cache-control': 'private, max-age=3600',
    'x-content-type-options': 'nosniff',
    'content-disposition': `${file.disposition}; filename="${file.filename}"`,
    // Pictures and videos are shown by pages on other origins (embedded widgets); the token guards access.
    'cross-origin-resource-policy': 'cross-origin',
    'content-security-policy': "default-src 'none'; sandbox",
  } as const;
}

/** What to send for a Range header: all of it (200), one range (206) or a refusal (416, with its error). */
export type DownloadPart =
  | { status: 200; range: null; headers: { 'content-length': string } }
  | { status: 206; range: ByteRange; headers: { 'content-length': string; 'content-range': string } }
  | { status: 416; error: LmsError; headers: { 'content-range': string } };

export function downloadPart(rangeHeader: string | null | undefined, size: number): DownloadPart {
  const range = parseRange(rangeHeader ?? undefined, size);
  if (range === 'unsatisfiable') {
    return {
      status: 416,
      error: new LmsError(
        'storage/invalid-argument',
        `The requested range is outside the file (${size} bytes).`,
      ),
      headers: { 'content-range': `bytes */${size}` },
    };
  }
  if (range === null) return { status: 200, range: null, headers: { 'content-length': String(size) } };
  return {
    status: 206,
    range,
    headers: {
      'content-length': String(range.end - range.start + 1),
      'content-range': `bytes ${range.start}-${range.end}/${size}`,
    },
  };
}
