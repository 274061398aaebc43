// The port to where a host keeps the bytes of stored files: local disk in the server, memory (or IndexedDB) in the
// browser, a bucket in Cloud Functions. The rules of who may store what (file-service.ts) and the files table
// stay in the domain; a store only keeps bytes under storage paths that were validated before they reach it.

/** Inclusive byte positions, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

/** Bytes on their way into a store: all at once, or a stream of chunks (a Blob's stream(), a request body). */
export type FileBytesInput = Uint8Array | ReadableStream<Uint8Array>;

/** What a host-neutral store hands back: the bytes themselves or a stream of them. */
export type FileBody = Uint8Array | ReadableStream<Uint8Array>;

/**
 * Keeps whole files under storage paths (`profile_pictures/{uid}/{filename}`, `course_media/{courseId}/{filename}`).
 * `Body` is what `read` gives the host to serve (a Node stream from disk, a Uint8Array from memory): the domain
 * passes it on without looking inside.
 */
export interface FileBytes<Body = FileBody> {
  /** Stores the whole file, replacing any at the path: a reader sees the old bytes or the new, never a mix. */
  write(path: string, bytes: FileBytesInput): Promise<void>;
  /** The file's size, or null when there is none at the path. */
  stat(path: string): Promise<{ size: number } | null>;
  /** All of the file's bytes, or only `range` (clipped to the file's end); null when there is none at the path. */
  read(path: string, range?: ByteRange): Promise<Body | null>;
  /** Removes the file; nothing happens when there is none. */
  delete(path: string): Promise<void>;
}

/** Collects an input into one array (a Uint8Array is returned as it is). */
export async function collectBytes(input: FileBytesInput): Promise<Uint8Array> {
  if (input instanceof Uint8Array) return input;
  const chunks: Uint8Array[] = [];
  let length = 0;
  const reader = input.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      length += value.byteLength;
    }
  } finally {
    reader.releaseLock();
  }
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
