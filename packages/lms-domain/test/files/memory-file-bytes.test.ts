// The in-memory byte store (what a browser host and the domain's tests keep files in).
import { describe, expect, it } from 'vitest';
import { createMemoryFileBytes } from '@lms/domain';

const bytes = (...values: number[]) => new Uint8Array(values);

function streamOf(...chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

describe('createMemoryFileBytes', () => {
  it('writes whole arrays and streams, and reads all or an inclusive range', async () => {
    const store = createMemoryFileBytes();
    await store.write('profile_pictures/u1/a.png', bytes(1, 2, 3));
    await store.write('course_media/c1/b.webm', streamOf(bytes(1, 2), bytes(3, 4, 5)));

    expect(await store.stat('course_media/c1/b.webm')).toEqual({ size: 5 });
    expect(await store.read('course_media/c1/b.webm')).toEqual(bytes(1, 2, 3, 4, 5));
    expect(await store.read('course_media/c1/b.webm', { start: 1, end: 3 })).toEqual(bytes(2, 3, 4));
    expect(await store.read('course_media/c1/b.webm', { start: 3, end: 99 })).toEqual(bytes(4, 5));
    expect(store.paths()).toEqual(['course_media/c1/b.webm', 'profile_pictures/u1/a.png']);
  });

  it('answers null for a missing file, and deleting one twice is fine', async () => {
    const store = createMemoryFileBytes();
    await store.write('profile_pictures/u1/a.png', bytes(1));
    await store.delete('profile_pictures/u1/a.png');
    await store.delete('profile_pictures/u1/a.png');

    expect(await store.stat('profile_pictures/u1/a.png')).toBeNull();
    expect(await store.read('profile_pictures/u1/a.png')).toBeNull();
  });

  it('keeps its own copy: neither the writer nor a reader can change a stored file', async () => {
    const store = createMemoryFileBytes();
    const written = bytes(1, 2, 3);
    await store.write('profile_pictures/u1/a.png', written);
    written[0] = 9;
    const read = await store.read('profile_pictures/u1/a.png');
    if (read) read[1] = 9;

    expect(await store.read('profile_pictures/u1/a.png')).toEqual(bytes(1, 2, 3));
  });

  it('keeps the old file when a streamed replacement fails part-way', async () => {
    const store = createMemoryFileBytes();
    await store.write('profile_pictures/u1/a.png', bytes(1, 2, 3));
    const failing = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes(7));
        controller.error(new Error('connection dropped'));
      },
    });

    await expect(store.write('profile_pictures/u1/a.png', failing)).rejects.toThrow('connection dropped');
    expect(await store.read('profile_pictures/u1/a.png')).toEqual(bytes(1, 2, 3));
  });
});
