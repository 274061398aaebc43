// The rules of file storage: who may write or read which path (profile pictures: their owner; course media: admins),
// what may be stored (file-checks.ts), and the unguessable per-file token that makes a download URL work in an
// <img>, <video> or <track> tag without a sign-in.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { ReadStream } from 'node:fs';
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
import { encodeStoragePath } from '@lms/domain';
import type { Caller, ServerContext } from '../context';
import type { ByteRange, DiskStore } from './disk-store';
import { checkContent, checkDeclared } from './file-checks';
import { largestUploadBytes, type FileLimits } from './file-limits';
import { courseExists, findFileRow, upsertFileRow } from '@lms/domain';

export interface StoredFile {
  path: string;
  contentType: string;
  size: number;
}

export interface DownloadLink {
  /** Absolute, on the server's public URL. */
  url: string;
  /** The same link relative to the server, for clients that reach it under another address. */
  downloadPath: string;
}

export interface Download {
  size: number;
  contentType: string;
  /** attachment for documents: a browser only ever saves them, never opens them on our origin. */
  disposition: 'inline' | 'attachment';
  filename: string;
  read(range?: ByteRange): ReadStream;
}

export interface FileService {
  readonly limits: FileLimits;
  /** The largest upload any area takes (tus' own limit; each area's is checked when the upload is created). */
  readonly largestUploadBytes: number;
  /** Checks the caller may write to the path before any byte is accepted. */
  authorizeWrite(caller: Caller | null, rawPath: string): Promise<StoragePath>;
  /** Checks the declared type and size before any byte is accepted. */
  checkDeclared(path: StoragePath, declaredType: string | undefined, size: number | null): StoredFileType;
  storeBytes(
    caller: Caller | null,
    rawPath: string,
    declaredType: string | undefined,
    bytes: Uint8Array,
  ): Promise<StoredFile>;
  /** Finishes a resumable upload: verifies the assembled file, then moves it into place. */
  storeUploadedFile(
    path: StoragePath,
    declaredType: string | undefined,
    file: string,
    size: number,
  ): Promise<StoredFile>;
  downloadLink(caller: Caller | null, rawPath: string): Promise<DownloadLink>;
  openDownload(rawPath: string, token: string | undefined): Promise<Download>;
}

const TOKEN_BYTES = 32;

export function createFileService(ctx: ServerContext, disk: DiskStore, limits: FileLimits): FileService {
  const record = async (path: StoragePath, type: StoredFileType, size: number): Promise<StoredFile> => {
    // A new token on every write: replacing a file invalidates links to the old one.
    await upsertFileRow(ctx, {
      path: path.path,
      // Course media belong to their course: they stay when the admin who uploaded them leaves.
      owner_uid: path.area === 'profile_pictures' ? path.folder : null,
      content_type: type.contentType,
      size,
      created_at: ctx.now(),
      download_token: randomBytes(TOKEN_BYTES).toString('base64url'),
    });
    return { path: path.path, contentType: type.contentType, size };
  };

  return {
    limits,
    largestUploadBytes: largestUploadBytes(limits),

    async authorizeWrite(caller, rawPath) {
      const path = parseStoragePath(rawPath);
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

    async storeBytes(caller, rawPath, declaredType, bytes) {
      const path = await this.authorizeWrite(caller, rawPath);
      const type = checkDeclared(path, declaredType, bytes.byteLength, limits);
      checkContent(path, type, bytes.subarray(0, SNIFF_BYTES), bytes.byteLength, limits);
      await disk.write(path.path, bytes);
      return record(path, type, bytes.byteLength);
    },

    async storeUploadedFile(path, declaredType, file, size) {
      const type = checkDeclared(path, declaredType, size, limits);
      checkContent(path, type, await disk.readHead(file, SNIFF_BYTES), size, limits);
      await disk.moveIn(path.path, file);
      return record(path, type, size);
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
            : 'Only administrators may get links to course media.',
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
      const opened = await disk.openRead(path.path);
      if (!opened) throw notFound(path.path);
      const type = findFileType(STORAGE_AREA_FILE_TYPES[path.area], row.content_type);
      return {
        ...opened,
        contentType: row.content_type,
        // A type no longer on the list is only ever downloaded.
        disposition: type?.disposition ?? 'attachment',
        filename: path.filename,
      };
    },
  };
}

function sameToken(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return expected !== '' && a.length === b.length && timingSafeEqual(a, b);
}

function notFound(path: string): LmsError {
  return new LmsError('storage/object-not-found', `No file at ${path}.`);
}
