// The bytes of stored files, on local disk under <dataDir>/files/<storage path>: the server's FileBytes (the
// domain's port, files/file-bytes.ts). Writes are atomic (temp file in the same folder, fsync, rename), so a crash
// or a concurrent replace never leaves a half-written picture behind. Reads are Node streams Fastify sends as they are.
import { randomBytes } from 'node:crypto';
import type { ReadStream } from 'node:fs';
import { mkdir, open, rename, rm, stat, type FileHandle } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { FileBytes, FileBytesInput } from '@lms/domain';

export interface DiskStore extends FileBytes<ReadStream> {
  /** Where resumable uploads collect their bytes; on the same file system so finishing is a rename. */
  readonly uploadsDir: string;
  /** Moves a finished file (for example a completed tus upload) into place. */
  moveIn(storagePath: string, sourceFile: string): Promise<void>;
  /** Reads the first bytes of a file that is not in place yet (to check what it is). */
  readHead(file: string, length: number): Promise<Uint8Array>;
}

export function createDiskStore(dataDir: string): DiskStore {
  const filesDir = join(dataDir, 'files');
  const uploadsDir = join(dataDir, 'uploads');
  // Storage paths are validated (lms-core's parseStoragePath) before they reach here, so joining cannot escape filesDir.
  const absolute = (storagePath: string) => join(filesDir, ...storagePath.split('/'));

  return {
    uploadsDir,

    async write(storagePath, bytes) {
      const target = absolute(storagePath);
      await mkdir(dirname(target), { recursive: true });
      const temp = join(dirname(target), `.upload-${randomBytes(8).toString('hex')}`);
      try {
        const handle = await open(temp, 'wx');
        try {
          await writeAll(handle, bytes);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },

    async moveIn(storagePath, sourceFile) {
      const target = absolute(storagePath);
      await mkdir(dirname(target), { recursive: true });
      const handle = await open(sourceFile, 'r+');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(sourceFile, target);
    },

    async readHead(file, length) {
      const handle = await open(file, 'r');
      try {
        const buffer = new Uint8Array(length);
        const { bytesRead } = await handle.read(buffer, 0, length, 0);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },

    async stat(storagePath) {
      try {
        const info = await stat(absolute(storagePath));
        return info.isFile() ? { size: info.size } : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async read(storagePath, range) {
      let handle: FileHandle;
      try {
        handle = await open(absolute(storagePath), 'r');
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      try {
        if (!(await handle.stat()).isFile()) {
          await handle.close();
          return null;
        }
      } catch (error) {
        await handle.close();
        throw error;
      }
      // The stream owns the handle from here and closes it when it ends or is destroyed.
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },

    async delete(storagePath) {
      await rm(absolute(storagePath), { force: true });
    },
  };
}

async function writeAll(handle: FileHandle, bytes: FileBytesInput): Promise<void> {
  if (bytes instanceof Uint8Array) {
    await handle.writeFile(bytes);
    return;
  }
  const reader = bytes.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      // write() may take less than it is given.
      for (let offset = 0; offset < value.byteLength;) {
        offset += (await handle.write(value, offset, value.byteLength - offset)).bytesWritten;
      }
    }
  } finally {
    reader.releaseLock();
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
