// File bytes kept in memory: the store of a browser host (its files live as long as its database does) and of
// tests. A write collects all its bytes before replacing the file, so a reader never sees half of one.
import { collectBytes, type FileBytes } from './file-bytes';

export interface MemoryFileBytes extends FileBytes<Uint8Array> {
  /** The stored paths, sorted (what a test checks was or was not kept). */
  paths(): string[];
}

export function createMemoryFileBytes(): MemoryFileBytes {
  const files = new Map<string, Uint8Array>();

  return {
    async write(path, bytes) {
      const collected = await collectBytes(bytes);
      // A copy: the caller may reuse its array, and what is stored must not change under a reader.
      files.set(path, collected.slice());
    },

    async stat(path) {
      const bytes = files.get(path);
      return bytes === undefined ? null : { size: bytes.byteLength };
    },

    async read(path, range) {
      const bytes = files.get(path);
      if (bytes === undefined) return null;
      // Copies again, so what a reader does with its array never reaches the stored file.
      return range === undefined ? bytes.slice() : bytes.slice(range.start, range.end + 1);
    },

    async delete(path) {
      files.delete(path);
    },

    paths: () => [...files.keys()].sort(),
  };
}
