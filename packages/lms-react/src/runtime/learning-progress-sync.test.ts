import { afterEach, describe, expect, it, vi } from 'vitest';
import { progressQueueKey, type RecordLessonProgressResult } from '@lms/core';
import { createTestRuntime } from '../test-support/render-lms';
import { signInResult } from '../test-support/fake-backend';

const ANSWER: RecordLessonProgressResult = {
  duplicate: false,
  newlyCompleted: true,
  lesson: {
    lessonId: 'l1',
    state: 'completed',
    positionSeconds: null,
    watchedPercent: 0,
    completedAt: '2026-01-01T00:00:00.000Z',
    bestScorePercent: null,
    attempts: 0,
  },
  progress: { percent: 50, completed: false, completedLessons: 1, totalLessons: 2 },
};

const SAM = { uid: 'sam', email: 'sam@example.com' };
const LEE = { uid: 'lee', email: 'lee@example.com' };

afterEach(() => vi.restoreAllMocks());

describe('the runtime progress queue', () => {
  it('belongs to whoever is signed in: none when signed out, a new one for the next user', () => {
    const runtime = createTestRuntime({ signedInAs: SAM });
    const samQueue = runtime.learning.queue();
    expect(samQueue).not.toBeNull();
    expect(runtime.learning.queue()).toBe(samQueue);

    runtime.session.end();
    expect(runtime.learning.queue()).toBeNull();

    runtime.session.begin(signInResult(LEE), true);
    const leeQueue = runtime.learning.queue();
    expect(leeQueue).not.toBeNull();
    expect(leeQueue).not.toBe(samQueue);
  });

  it("waits while the browser is offline and sends on the browser's online event; the answer updates the progress cache", async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const runtime = createTestRuntime({
      signedInAs: SAM,
      handlers: { recordLessonProgress: () => ANSWER },
    });
    const queue = runtime.learning.queue()!;
    queue.enqueue({ courseId: 'c1', lessonId: 'l1', event: 'viewed' });
    await queue.flush();
    expect(runtime.backend.calls.filter((call) => call.name === 'recordLessonProgress')).toHaveLength(0);
    expect(runtime.config.localStore!.getItem(progressQueueKey(SAM.uid))).toContain('l1');

    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(queue.getSnapshot().pending).toBe(0));
    expect(runtime.backend.calls.filter((call) => call.name === 'recordLessonProgress')).toHaveLength(1);
    expect(runtime.progressCache().get('c1')?.percent).toBe(50);
  });
});
