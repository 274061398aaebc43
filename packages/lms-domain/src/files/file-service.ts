// The rules of file storage: who may write or read which path (profile pictures: their owner; course media: admins),
// what may be stored (file-checks.ts), and the unguessable per-file token that makes a download URL work in an
// <img>, <video> or <track> tag without a sign-in. The bytes go to the host's store (ctx.fileBytes, file-bytes.ts);
// their metadata and token to the files table.
import {
  API_PATHS,
  findFileType,
  LmsError,
  parseStoragePath,
  SNIFF_BYTES,
  STORAGE_AREA_FILE_TYPES,
  type StoragePath,
  type StoredFileType,
} from '@lms/core';
import type { Caller, DomainContext } from '../context';
import { constantTimeEqual, randomToken } from '../platform/random';
import type { ByteRange, FileBytes } from './file-bytes';
import { checkContent, checkDeclared } from './file-checks';
import { largestUploadBytes, type FileLimits } from './file-limits';
import { courseExists, findFileRow, upsertFileRow } from './files-repository';
import { guard } from '../events/publish';
import { encodeStoragePath } from './storage-path';

export interface StoredFile {
  path: string;
  contentType: string;
  size: number;
}

export interface DownloadLink {
  /** Absolute, on the public URL. */
  url: string;
  /** The same link relative to the server, for clients that reach it under another address. */
  downloadPath: string;
}

/** A file about to be served; `Body` is what the host's store reads (file-bytes.ts). */
export interface Download<Body> {
  size: number;
  contentType: string;
  /** attachment for documents: a browser only ever saves them, never opens them on our origin. */
  disposition: 'inline' | 'attachment';
  filename: string;
  /** All the bytes or an inclusive range of them (within the size). */
  read(range?: ByteRange): Promise<Body>;
}

/** A file the host assembled outside the store (a finished resumable upload), not in place yet. */
export interface AssembledFile {
  size: number;
  /** Its first SNIFF_BYTES (all of a smaller file): what the file really is. */
  head: Uint8Array;
  /** Puts the bytes at the storage path in the host's store (a rename on disk); called once they passed the checks. */
  moveInto(storagePath: string): Promise<void>;
}

/** What the host's store says of a file already in it. */
export interface PlacedFile {
  size: number;
  /** Its first SNIFF_BYTES (all of a smaller file). */
  head: Uint8Array;
}

/** The domain's context with the host's own kind of file store, so downloads give the host its own `Body`. */
export type FileContext<Body> = DomainContext & { fileBytes: FileBytes<Body> };

export interface FileService<Body> {
  readonly limits: FileLimits;
  /** The largest upload any area takes (a resumable upload's own limit; each area's is checked on creation). */
  readonly largestUploadBytes: number;
  /** Checks the caller may write to the path before any byte is accepted. */
  authorizeWrite(caller: Caller | null, rawPath: string): Promise<StoragePath>;
  /** Checks the declared type and size (null: not known yet) before any byte is accepted. */
  checkDeclared(path: StoragePath, declaredType: string | undefined, size: number | null): StoredFileType;
  /** Checks who writes where and what the bytes are, stores them and records the file with a new token. */
  storeBytes(
    caller: Caller | null,
    rawPath: string,
    declaredType: string | undefined,
    data: Uint8Array | Blob,
  ): Promise<StoredFile>;
  /** Finishes an upload whose writer was authorised when it began: checks the bytes, moves them in, records them. */
  storeAssembledFile(
    path: StoragePath,
    declaredType: string | undefined,
    file: AssembledFile,
  ): Promise<StoredFile>;
  /**
   * Checks a file a client put straight into the host's store (Cloud Storage, under its rules) as an upload here is
   * checked, and records it. Only the areas clients write to; a file that fails is the host's to remove.
   */
  checkPlacedFile(rawPath: string, declaredType: string | undefined, file: PlacedFile): Promise<StoredFile>;
  downloadLink(caller: Caller | null, rawPath: string): Promise<DownloadLink>;
  /** The token of the file's link is the permission; a wrong one looks like a missing file. */
  openDownload(rawPath: string, token: string | undefined): Promise<Download<Body>>;
}

const TOKEN_BYTES = 32;

export function createFileService<Body>(ctx: FileContext<Body>, limits: FileLimits): FileService<Body> {
  const bytes: FileBytes<Body> = ctx.fileBytes;
  const record = async (path: StoragePath, type: StoredFileType, size: number): Promise<StoredFile> => {
    // A new token on every write: replacing a file invalidates links to the old one.
    await upsertFileRow(ctx, {
      path: path.path,
      // Course media belong to their course: they stay when the admin who uploaded them leaves.
      owner_uid: path.area === 'profile_pictures' ? path.folder : null,
      content_type: type.contentType,
      size,
      created_at: ctx.now(),
      download_token: randomToken(TOKEN_BYTES),
    });
    return { path: path.path, contentType: type.contentType, size };
  };

  return {
    limits,
    largestUploadBytes: largestUploadBytes(limits),

    async authorizeWrite(caller, rawPath) {
      const path = parseStoragePath(rawPath);
      // The contact form's token, not a sign-in, lets a visitor attach files to the request they are writing.
      if (path.area === 'support_attachments') {
        await guard(ctx, 'attachment-upload', { folder: path.folder, path: path.path });
        return path;
      }
      if (caller === null) throw new LmsError('storage/unauthenticated', 'Sign in to upload files.');
      if (path.area === 'profile_pictures') {
        if (caller.uid !== path.folder) {
          throw new LmsError('storage/unauthorized', 'You may only upload into your own folder.');
        }
        return path;
      }
      if (!caller.admin) {
        throw new LmsError('storage/unauthorized', 'Only administrators may upload course media.');
      }
      if (!(await courseExists(ctx, path.folder))) {
        throw new LmsError(
          'storage/invalid-argument',
          `There is no course "${path.folder}": course media go into course_media/{id of an existing course}/.`,
          { reason: 'unknown-course' },
        );
      }
      return path;
    },

    checkDeclared: (path, declaredType, size) => checkDeclared(path, declaredType, size, limits),

    async storeBytes(caller, rawPath, declaredType, data) {
      const path = await this.authorizeWrite(caller, rawPath);
      const whole = data instanceof Uint8Array;
      const size = whole ? data.byteLength : data.size;
      const type = checkDeclared(path, declaredType, size, limits);
      const head = whole
        ? data.subarray(0, SNIFF_BYTES)
        : new Uint8Array(await data.slice(0, SNIFF_BYTES).arrayBuffer());
      checkContent(path, type, head, size, limits);
      await bytes.write(path.path, whole ? data : data.stream());
      return record(path, type, size);
    },

    async storeAssembledFile(path, declaredType, file) {
      const type = checkDeclared(path, declaredType, file.size, limits);
      checkContent(path, type, file.head.subarray(0, SNIFF_BYTES), file.size, limits);
      await file.moveInto(path.path);
      return record(path, type, file.size);
    },

    async checkPlacedFile(rawPath, declaredType, file) {
      const path = parseStoragePath(rawPath);
      // The storage rules let no client write here: the functions store attachments themselves, checked then.
      if (path.area === 'support_attachments') {
        throw new LmsError('storage/unauthorized', 'Support attachments are stored by the platform only.');
      }
      // The rules know who is an admin, not which courses exist.
      if (path.area === 'course_media' && !(await courseExists(ctx, path.folder))) {
        throw new LmsError('storage/invalid-argument', `There is no course "${path.folder}".`, {
          reason: 'unknown-course',
        });
      }
      return this.storeAssembledFile(path, declaredType, { ...file, moveInto: async () => {} });
    },

    async downloadLink(caller, rawPath) {
      const path = parseStoragePath(rawPath);
      if (caller === null) throw new LmsError('storage/unauthenticated', 'Sign in to get a download URL.');
      // Students receive course media links inside the lessons; only admins, who put them there, ask for them.
      const allowed = caller.admin || (path.area === 'profile_pictures' && caller.uid === path.folder);
      if (!allowed) {
        throw new LmsError(
          'storage/unauthorized',
          path.area === 'profile_pictures'
            ? 'You may only read files in your own folder.'
            : 'Only administrators may get links to these files.',
        );
      }
      const row = await findFileRow(ctx, path.path);
      if (!row) throw notFound(path.path);
      const downloadPath = `${API_PATHS.files}/download/${encodeStoragePath(path.path)}?token=${row.download_token}`;
      return { url: `${ctx.config.publicUrl}${downloadPath}`, downloadPath };
    },

    async openDownload(rawPath, token) {
      const path = parseStoragePath(rawPath);
      const row = await findFileRow(ctx, path.path);
      // A wrong token looks exactly like a missing file: the URL reveals nothing about what exists.
      if (!row || !token || !sameToken(row.download_token, token)) throw notFound(path.path);
      const stored = await bytes.stat(path.path);
      if (!stored) throw notFound(path.path);
      const type = findFileType(STORAGE_AREA_FILE_TYPES[path.area], row.content_type);
      return {
        size: stored.size,
        contentType: row.content_type,
        // A type no longer on the list is only ever downloaded.
        disposition: type?.disposition ?? 'attachment',
        filename: path.filename,
        async read(range) {
          const body = await bytes.read(path.path, range);
          // Removed since it was opened.
          if (body === null) throw notFound(path.path);
          return body;
        },
      };
    },
  };
}

function sameToken(expected: string, given: string): boolean {
  return expected !== '' && constantTimeEqual(expected, given);
}

function notFound(path: string): LmsError {
  return new LmsError('storage/object-not-found', `No file at ${path}.`);
}
