// The bytes of stored files, on local disk under <dataDir>/files/<storage path>. Writes are atomic (temp file in the
// same folder, fsync, rename), so a crash or a concurrent replace never leaves a half-written picture behind.
import { randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** Inclusive byte positions, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface DiskStore {
  /** Where resumable uploads collect their bytes; on the same file system so finishing is a rename. */
  readonly uploadsDir: string;
  write(storagePath: string, bytes: Uint8Array): Promise<void>;
  /** Moves a finished file (for example a completed tus upload) into place. */
  moveIn(storagePath: string, sourceFile: string): Promise<void>;
  /** Reads the first bytes of a file that is not in place yet (to check what it is). */
  readHead(file: string, length: number): Promise<Uint8Array>;
  /** Null when the file does not exist; `read` streams all of it or a range. */
  openRead(storagePath: string): Promise<{ size: number; read(range?: ByteRange): ReadStream } | null>;
  remove(storagePath: string): Promise<void>;
}

export function createDiskStore(dataDir: string): DiskStore {
  const filesDir = join(dataDir, 'files');
  const uploadsDir = join(dataDir, 'uploads');
  // Storage paths are validated (storage-paths.ts) before they reach here, so joining cannot escape filesDir.
  const absolute = (storagePath: string) => join(filesDir, ...storagePath.split('/'));

  return {
    uploadsDir,

    async write(storagePath, bytes) {
      const target = absolute(storagePath);
      await mkdir(dirname(target), { recursive: true });
      const temp = join(dirname(target), `.upload-${randomBytes(8).toString('hex')}`);
      const handle = await open(temp, 'wx');
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      try {
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

    async openRead(storagePath) {
      const file = absolute(storagePath);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return { size: info.size, read: (range) => createReadStream(file, range) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async remove(storagePath) {
      await rm(absolute(storagePath), { force: true });
    },
  };
}
