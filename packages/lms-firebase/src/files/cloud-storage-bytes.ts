// The domain's file port on Cloud Storage for Firebase: a stored file's bytes are an object of the project's bucket
// at the file's storage path (`profile_pictures/{uid}/{filename}` as the spec names it, `course_media/...`). The
// domain keeps the files table and the rules (who may store what, type by content, size); the bucket keeps bytes.
import type { ByteRange, FileBytes, FileBytesInput } from '@lms/domain';
import { collectBytes } from '@lms/domain';

/** The part of @google-cloud/storage's Bucket this store uses (firebase-admin's getStorage().bucket()). */
export interface BucketLike {
  file(path: string): {
    save(data: Uint8Array, options: { resumable: boolean; contentType?: string }): Promise<void>;
    getMetadata(): Promise<[{ size?: string | number }, ...unknown[]]>;
    download(options?: { start?: number; end?: number }): Promise<[Uint8Array]>;
    delete(options: { ignoreNotFound: boolean }): Promise<unknown>;
  };
}

const isNotFound = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === 404;

export function cloudStorageBytes(bucket: BucketLike): FileBytes<Uint8Array> {
  return {
    async write(path: string, input: FileBytesInput) {
      // One request for the whole object: a reader sees the old object or the new one, never a mix.
      await bucket.file(path).save(await collectBytes(input), { resumable: false });
    },
    async stat(path) {
      try {
        const [metadata] = await bucket.file(path).getMetadata();
        return { size: Number(metadata.size ?? 0) };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async read(path, range?: ByteRange) {
      try {
        const [bytes] = await bucket.file(path).download(range === undefined ? {} : range);
        return bytes;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async delete(path) {
      await bucket.file(path).delete({ ignoreNotFound: true });
    },
  };
}
