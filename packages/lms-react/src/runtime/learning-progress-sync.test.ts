import { afterEach, describe, expect, it, vi } from 'vitest';
import { progressQueueKey } from '@lms/core';
import { createTestRuntime, SCREEN_TEST_TIMEOUT_MS } from '../test-support/render-on-domain';
import {
  callAs,
  createAccount,
  createCourse,
  enrol,
  seededPlatform,
  seedPeople,
} from '../test-support/test-server';

const platform = seededPlatform(async (server) => {
  const people = await seedPeople(server);
  const lee = await createAccount(server, { email: 'lee@example.com', displayName: 'Lee' });
  const course = await createCourse(server, people.admin, { modules: [{ lessons: ['text', 'text'] }] });
  await enrol(server, people.student, course.id);
  return { ...people, lee, course };
});

afterEach(() => vi.restoreAllMocks());

describe('the runtime progress queue', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('belongs to whoever is signed in: none when signed out, a new one for the next user', async () => {
    const { server, student, lee } = await platform();
    const runtime = await createTestRuntime({ server, signedInAs: student });
    const studentQueue = runtime.learning.queue();
    expect(studentQueue).not.toBeNull();
    expect(runtime.learning.queue()).toBe(studentQueue);

    runtime.session.end();
    expect(runtime.learning.queue()).toBeNull();

    runtime.session.begin(await server.sessionFor(lee.uid), true);
    const leeQueue = runtime.learning.queue();
    expect(leeQueue).not.toBeNull();
    expect(leeQueue).not.toBe(studentQueue);
  });

  it("waits while the browser is offline and sends on the browser's online event; the answer updates the progress cache", async () => {
    const { server, student, course } = await platform();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const runtime = await createTestRuntime({ server, signedInAs: student });
    const progressInDomain = () => callAs(server, student, 'getMyProgress', { courseId: course.id });
    const queue = runtime.learning.queue()!;
    queue.enqueue({ courseId: course.id, lessonId: course.lessons[0]!.id, event: 'viewed' });
    await queue.flush();
    expect((await progressInDomain()).completedLessons).toBe(0);
    expect(runtime.config.localStore!.getItem(progressQueueKey(student.uid))).toContain(
      course.lessons[0]!.id,
    );

    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(queue.getSnapshot().pending).toBe(0));
    expect(await progressInDomain()).toMatchObject({ completedLessons: 1, totalLessons: 2, percent: 50 });
    expect(runtime.progressCache().get(course.id)?.percent).toBe(50);
  });
});
