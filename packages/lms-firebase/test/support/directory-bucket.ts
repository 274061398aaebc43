// A stand-in for a Cloud Storage bucket, with files in a directory both the tests and the functions emulator's
// process reach: Storage's own emulator does not run here (it wants Java 21; toolchain.md). The product's store
// (src/files/cloud-storage-bytes.ts) runs on it unchanged; the answers copy @google-cloud/storage's (a missing object
// is an error with code 404, a range is inclusive and clipped to the end).
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { BucketLike } from '../../src/files/cloud-storage-bytes';

const notFound = (path: string) => Object.assign(new Error(`No such object: ${path}`), { code: 404 });

export function directoryBucket(root: string): BucketLike {
  const where = (path: string) => join(root, ...path.split('/'));
  const missing = (path: string) => (error: unknown) => {
    if ((error as { code?: unknown }).code === 'ENOENT') throw notFound(path);
    throw error;
  };
  return {
    file: (path) => ({
      async save(data) {
        await mkdir(dirname(where(path)), { recursive: true });
        await writeFile(where(path), data);
      },
      async getMetadata() {
        const info = await stat(where(path)).catch(missing(path));
        return [{ size: String(info.size) }];
      },
      async download(options = {}) {
        const bytes = await readFile(where(path)).catch(missing(path));
        const start = options.start ?? 0;
        const end = Math.min(options.end ?? bytes.length - 1, bytes.length - 1);
        return [new Uint8Array(bytes.subarray(start, end + 1))];
      },
      async delete(options) {
        try {
          await rm(where(path));
        } catch (error) {
          if ((error as { code?: unknown }).code === 'ENOENT' && options.ignoreNotFound) return;
          throw (error as { code?: unknown }).code === 'ENOENT' ? notFound(path) : error;
        }
      },
    }),
  };
}
