// The rules of file storage: who may write or read which path, what may be stored (images within the size limit),
// and the unguessable per-file token that makes a download URL work in an <img> tag without a sign-in.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { ReadStream } from 'node:fs';
import { API_PATHS, LmsError } from '@lms/core';
import type { Caller, ServerContext } from '../context';
import type { DiskStore } from './disk-store';
import { tooLarge, type FileLimits } from './file-limits';
import { findFileRow, upsertFileRow } from './files-repository';
import { detectImageType, normaliseImageType, SIGNATURE_BYTES, type ImageType } from './image-format';
import { parseStoragePath, type StoragePath } from './storage-paths';

export interface StoredFile {
  path: string;
  contentType: ImageType;
  size: number;
}

export interface DownloadLink {
  /** Absolute, on the server's public URL. */
  url: string;
  /** The same link relative to the server, for clients that reach it under another address. */
  downloadPath: string;
}

export interface FileService {
  readonly limits: FileLimits;
  /** Checks the caller may write to the path (their own folder) before any byte is accepted. */
  authorizeWrite(caller: Caller | null, rawPath: string): StoragePath;
  /** Checks the declared type and size before any byte is accepted. */
  checkDeclared(declaredType: string | undefined, size: number | null): ImageType;
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
  openDownload(
    rawPath: string,
    token: string | undefined,
  ): Promise<{ stream: ReadStream; size: number; contentType: string }>;
}

const TOKEN_BYTES = 32;

export function createFileService(ctx: ServerContext, disk: DiskStore, limits: FileLimits): FileService {
  const checkDeclared = (declaredType: string | undefined, size: number | null): ImageType => {
    const type = normaliseImageType(declaredType);
    if (type === null) {
      throw new LmsError(
        'storage/invalid-format',
        `Only PNG, JPEG, GIF and WebP images can be stored (got "${declaredType ?? 'no content type'}").`,
      );
    }
    if (size !== null && size > limits.maxUploadBytes) throw tooLarge(size, limits);
    return type;
  };

  const checkContent = (declared: ImageType, head: Uint8Array, size: number) => {
    if (size > limits.maxUploadBytes) throw tooLarge(size, limits);
    const actual = detectImageType(head);
    if (actual === null) {
      throw new LmsError('storage/invalid-format', 'The file is not a PNG, JPEG, GIF or WebP image.');
    }
    if (actual !== declared) {
      throw new LmsError('storage/invalid-format', `The file was sent as ${declared} but is ${actual}.`, {
        declared,
        actual,
      });
    }
  };

  const record = async (path: StoragePath, contentType: ImageType, size: number): Promise<StoredFile> => {
    // A new token on every write: replacing a picture invalidates links to the old one.
    await upsertFileRow(ctx, {
      path: path.path,
      owner_uid: path.ownerUid,
      content_type: contentType,
      size,
      created_at: ctx.now(),
      download_token: randomBytes(TOKEN_BYTES).toString('base64url'),
    });
    return { path: path.path, contentType, size };
  };

  return {
    limits,

    authorizeWrite(caller, rawPath) {
      const path = parseStoragePath(rawPath);
      if (caller === null) throw new LmsError('storage/unauthenticated', 'Sign in to upload files.');
      if (caller.uid !== path.ownerUid) {
        throw new LmsError('storage/unauthorized', 'You may only upload into your own folder.');
      }
      return path;
    },

    checkDeclared,

    async storeBytes(caller, rawPath, declaredType, bytes) {
      const path = this.authorizeWrite(caller, rawPath);
      const type = checkDeclared(declaredType, bytes.byteLength);
      checkContent(type, bytes.subarray(0, SIGNATURE_BYTES), bytes.byteLength);
      await disk.write(path.path, bytes);
      return record(path, type, bytes.byteLength);
    },

    async storeUploadedFile(path, declaredType, file, size) {
      const type = checkDeclared(declaredType, size);
      checkContent(type, await disk.readHead(file, SIGNATURE_BYTES), size);
      await disk.moveIn(path.path, file);
      return record(path, type, size);
    },

    async downloadLink(caller, rawPath) {
      const path = parseStoragePath(rawPath);
      if (caller === null) throw new LmsError('storage/unauthenticated', 'Sign in to get a download URL.');
      if (caller.uid !== path.ownerUid && !caller.admin) {
        throw new LmsError('storage/unauthorized', 'You may only read files in your own folder.');
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
      return { ...opened, contentType: row.content_type };
    },
  };
}

export function encodeStoragePath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

function sameToken(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return expected !== '' && a.length === b.length && timingSafeEqual(a, b);
}

function notFound(path: string): LmsError {
  return new LmsError('storage/object-not-found', `No file at ${path}.`);
}
