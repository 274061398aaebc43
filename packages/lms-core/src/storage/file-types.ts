// The kinds of file the platform stores, each recognised by its bytes: a declared Content-Type or a file name alone
// proves nothing, and a file that is not what it claims (HTML named .png, a script named .txt) must never be served
// from our origin. Shared by the server, which decides, and by clients, which pick the type to declare.

export interface StoredFileType {
  /** The type stored and served (without parameters). */
  contentType: string;
  /** Lower-case file name extensions, without the dot; the first is the usual one. */
  extensions: readonly string[];
  /** inline: shown by <img>, <video> or <track>; attachment: only ever downloaded, never opened on our origin. */
  disposition: 'inline' | 'attachment';
  /** True when the first bytes of a file (up to SNIFF_BYTES) are this type. */
  matches(head: Uint8Array): boolean;
}

/** Bytes read from the start of a file to recognise it (text checks look at this much). */
export const SNIFF_BYTES = 4096;

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
const UTF8_BOM = [0xef, 0xbb, 0xbf];

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return (
    bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte)
  );
}

function indexOf(bytes: Uint8Array, needle: readonly number[], from: number, to: number): number {
  for (let i = from; i + needle.length <= Math.min(bytes.length, to); i++) {
    if (startsWith(bytes, needle, i)) return i;
  }
  return -1;
}

const withoutBom = (bytes: Uint8Array) => (startsWith(bytes, UTF8_BOM) ? bytes.subarray(3) : bytes);

/** The head without a last character it cut in two (its first bytes are there, the rest is past the head). */
function withoutCutCharacter(head: Uint8Array): Uint8Array {
  for (let back = 1; back <= Math.min(4, head.length); back++) {
    const byte = head[head.length - back] ?? 0;
    if ((byte & 0xc0) === 0x80) continue; // a continuation byte: its lead byte is further back
    const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return length > back ? head.subarray(0, head.length - back) : head;
  }
  return head;
}

function decodeUtf8(head: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(withoutCutCharacter(head));
  } catch {
    return null;
  }
}

/** NUL and the other control characters no text file holds (tab, line breaks and form feed are fine). */
// eslint-disable-next-line no-control-regex -- exactly the control characters a text file must not hold
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/;

/**
 * The head as text, or null when it is not text. UTF-8 or, for files saved by older spreadsheet programs, a
 * single-byte encoding; UTF-16 and binary files hold NUL bytes and are refused.
 */
function asText(head: Uint8Array, utf8Only: boolean): string | null {
  const text = decodeUtf8(head) ?? (utf8Only ? null : String.fromCharCode(...head));
  return text === null || CONTROL_CHARACTERS.test(text) ? null : text;
}

/** Markup a browser would run as a page or a picture with script, whatever the type says. */
const MARKUP_START = /^\s*<(?:!doctype|html|head|body|script|svg|iframe|object|embed|\?xml)[\s>/]/i;

const plainText = (head: Uint8Array): boolean => {
  const text = asText(withoutBom(head), false);
  return text !== null && !MARKUP_START.test(text);
};

const webVtt = (head: Uint8Array): boolean => {
  const body = withoutBom(head);
  // "WEBVTT" then the end of the file, a space, a tab or a line break (the WebVTT file signature).
  if (!startsWith(body, ascii('WEBVTT'))) return false;
  const next = body[6];
  return (next === undefined || [0x20, 0x09, 0x0a, 0x0d].includes(next)) && asText(body, true) !== null;
};

/** EBML header whose DocType is "webm" (Matroska files in general may hold codecs browsers cannot play). */
const webm = (head: Uint8Array): boolean =>
  startsWith(head, [0x1a, 0x45, 0xdf, 0xa3]) &&
  indexOf(head, [0x42, 0x82], 4, 64) >= 0 &&
  indexOf(head, ascii('webm'), 4, 64) >= 0;

/** ISO base media brands of MP4 video a browser plays (QuickTime "qt  " and HEIF pictures are not among them). */
const MP4_BRANDS = [
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'dash',
  'mmp4',
  'MSNV',
].map(ascii);

const mp4 = (head: Uint8Array): boolean => {
  if (!startsWith(head, ascii('ftyp'), 4)) return false;
  const boxSize = ((head[0] ?? 0) << 24) | ((head[1] ?? 0) << 16) | ((head[2] ?? 0) << 8) | (head[3] ?? 0);
  // The major brand (offset 8), then the compatible brands (from offset 16 to the end of the ftyp box).
  const offsets = [8];
  for (let offset = 16; offset + 4 <= Math.min(boxSize, head.length); offset += 4) offsets.push(offset);
  return offsets.some((offset) => MP4_BRANDS.some((brand) => startsWith(head, brand, offset)));
};

const ZIP_ENTRY = ascii('PK\u0003\u0004');
const zip = (head: Uint8Array) => startsWith(head, ZIP_ENTRY) || startsWith(head, ascii('PK\u0005\u0006'));

/** OpenDocument files start with an uncompressed "mimetype" entry naming their type (ODF 1.2, part 3, 3.3). */
const openDocument = (mimeType: string) => (head: Uint8Array) =>
  startsWith(head, ZIP_ENTRY) &&
  startsWith(head, ascii('mimetype'), 30) &&
  startsWith(head, ascii(mimeType), 38);

const image = (contentType: string, extensions: string[], matches: (head: Uint8Array) => boolean) =>
  ({ contentType, extensions, disposition: 'inline', matches }) as const satisfies StoredFileType;
const download = (contentType: string, extensions: string[], matches: (head: Uint8Array) => boolean) =>
  ({ contentType, extensions, disposition: 'attachment', matches }) as const satisfies StoredFileType;

export const IMAGE_FILE_TYPES: readonly StoredFileType[] = [
  image('image/png', ['png'], (h) => startsWith(h, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  image('image/jpeg', ['jpg', 'jpeg'], (h) => startsWith(h, [0xff, 0xd8, 0xff])),
  image('image/gif', ['gif'], (h) => startsWith(h, ascii('GIF87a')) || startsWith(h, ascii('GIF89a'))),
  // RIFF alone is also WAV and AVI: only RIFF....WEBP is WebP.
  image('image/webp', ['webp'], (h) => startsWith(h, ascii('RIFF')) && startsWith(h, ascii('WEBP'), 8)),
];

export const VIDEO_FILE_TYPES: readonly StoredFileType[] = [
  { contentType: 'video/webm', extensions: ['webm'], disposition: 'inline', matches: webm },
  { contentType: 'video/mp4', extensions: ['mp4', 'm4v'], disposition: 'inline', matches: mp4 },
];

export const CAPTION_FILE_TYPES: readonly StoredFileType[] = [
  { contentType: 'text/vtt', extensions: ['vtt'], disposition: 'inline', matches: webVtt },
];

const OOXML = 'application/vnd.openxmlformats-officedocument';
const ODF = 'application/vnd.oasis.opendocument';

/**
 * Documents a lesson may offer for download. Deliberately short: no HTML, SVG, scripts or executables (they could
 * run on our origin or on the learner's computer), and no legacy binary Office files or macro-enabled formats.
 */
export const DOCUMENT_FILE_TYPES: readonly StoredFileType[] = [
  download('application/pdf', ['pdf'], (h) => startsWith(h, ascii('%PDF-'))),
  download('text/plain', ['txt'], plainText),
  download('text/markdown', ['md', 'markdown'], plainText),
  download('text/csv', ['csv'], plainText),
  download('application/zip', ['zip'], zip),
  download(`${OOXML}.wordprocessingml.document`, ['docx'], zip),
  download(`${OOXML}.spreadsheetml.sheet`, ['xlsx'], zip),
  download(`${OOXML}.presentationml.presentation`, ['pptx'], zip),
  download(`${ODF}.text`, ['odt'], openDocument(`${ODF}.text`)),
  download(`${ODF}.spreadsheet`, ['ods'], openDocument(`${ODF}.spreadsheet`)),
  download(`${ODF}.presentation`, ['odp'], openDocument(`${ODF}.presentation`)),
];

/** Other names browsers and systems give the same types. */
const ALIASES: Record<string, string> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'text/x-markdown': 'text/markdown',
  'application/x-zip-compressed': 'application/zip',
  'application/x-zip': 'application/zip',
};

/** `Text/CSV; charset=utf-8` -> `text/csv`; aliases to their usual name; '' when there is none. */
export function normaliseContentType(contentType: string | null | undefined): string {
  const base = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  return ALIASES[base] ?? base;
}

/** The lower-case extension of a file name ('' when it has none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

export function findFileType(types: readonly StoredFileType[], contentType: string | undefined) {
  const wanted = normaliseContentType(contentType);
  return types.find((type) => type.contentType === wanted) ?? null;
}

/** Which of `types` the bytes are, or null when none. */
export function detectFileType(types: readonly StoredFileType[], head: Uint8Array): StoredFileType | null {
  return types.find((type) => type.matches(head)) ?? null;
}

/**
 * The type a client should declare for a file: its own type when that is among `types` and fits the extension,
 * otherwise the type its extension names (browsers report .md, .vtt or .csv files differently, or not at all).
 * Null when neither is acceptable.
 */
export function fileTypeFor(
  types: readonly StoredFileType[],
  fileName: string,
  reportedType: string,
): StoredFileType | null {
  const extension = extensionOf(fileName);
  const byExtension = types.filter((type) => type.extensions.includes(extension));
  const reported = findFileType(byExtension, reportedType);
  return reported ?? byExtension[0] ?? null;
}

/** The `accept` attribute of a file input offering `types`: extensions and types, so every browser filters. */
export function acceptAttribute(types: readonly StoredFileType[]): string {
  return types.flatMap((type) => [...type.extensions.map((ext) => `.${ext}`), type.contentType]).join(',');
}
