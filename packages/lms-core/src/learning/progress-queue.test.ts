import { describe, expect, it } from 'vitest';
import { LmsError } from '../errors/lms-error';
import { memoryStore, type KeyValueStore } from '../platform/storage';
import { createFakeClock, settle } from '../auth/testing/fake-clock';
import { createRecordingLogger } from '../auth/testing/recording-logger';
import { createProgressQueue, type ProgressQueueOptions } from './progress-queue';
import { progressQueueKey } from './progress-queue-storage';
import { scriptedSend, sequentialIds } from './progress-queue.testing';

const viewed = (lessonId: string) => ({ courseId: 'c1', lessonId, event: 'viewed' as const });
const video = (positionSeconds: number, watchedPercent: number) => ({
  courseId: 'c1',
  lessonId: 'v1',
  event: 'video-progress' as const,
  positionSeconds,
  watchedPercent,
});

function setup(overrides: Partial<ProgressQueueOptions> = {}) {
  const store = overrides.store ?? memoryStore();
  const clock = createFakeClock();
  const logger = createRecordingLogger();
  const remote = scriptedSend();
  const queue = createProgressQueue({
    store,
    send: remote.send,
    clock,
    logger,
    random: () => 0.5,
    createEventId: sequentialIds(),
    ...overrides,
  });
  const stored = () => JSON.parse(store.getItem(progressQueueKey(overrides.userId)) ?? '[]') as unknown[];
  return { store, clock, logger, remote, queue, stored };
}

describe('offline progress queue: persistence', () => {
  it('stores an event before sending it, and forgets it once the server accepted it', async () => {
    const { queue, remote, stored } = setup();
    const event = queue.enqueue(viewed('l1'));
    expect(stored()).toEqual([event]);
    await settle();
    expect(remote.calls).toEqual([event]);
    remote.succeed();
    await settle();
    expect(stored()).toEqual([]);
    expect(queue.getSnapshot().pending).toBe(0);
  });

  it('fills in eventId and clientTimestamp from the clock', () => {
    const { queue, clock } = setup();
    const event = queue.enqueue(viewed('l1'));
    expect(event.eventId).toMatch(/^event-\d{6}$/);
    expect(event.clientTimestamp).toBe(new Date(clock.now()).toISOString());
  });

  it('refuses an event the contract would refuse, storing nothing', () => {
    const { queue, stored } = setup();
    expect(() => queue.enqueue({ ...video(-1, 10) })).toThrow(
      expect.objectContaining({ code: 'functions/invalid-argument' }),
    );
    expect(stored()).toEqual([]);
  });

  it('resends what was pending after a restart (a new queue on the same storage), by itself and with the same eventId', async () => {
    const store = memoryStore();
    const first = setup({ store, isOnline: () => false });
    const event = first.queue.enqueue(viewed('l1'));
    first.queue.dispose();

    const second = setup({ store });
    await settle();
    expect(second.remote.calls).toEqual([event]);
  });

  it('keeps events of two tabs of one learner instead of one tab overwriting the other', async () => {
    const store = memoryStore();
    const tabA = setup({ store, isOnline: () => false });
    const tabB = setup({ store, isOnline: () => false });
    const a = tabA.queue.enqueue(viewed('l1'));
    const b = tabB.queue.enqueue(viewed('l2'));
    expect(tabA.stored()).toEqual([a, b]);
  });

  it('keeps events of different users apart', () => {
    const store = memoryStore();
    setup({ store, userId: 'ann', isOnline: () => false }).queue.enqueue(viewed('l1'));
    expect(store.getItem(progressQueueKey('bob'))).toBeNull();
    expect(store.getItem(progressQueueKey('ann'))).not.toBeNull();
  });

  it('skips unreadable stored data with a warning instead of failing', () => {
    const store = memoryStore({ [progressQueueKey()]: '{not json' });
    const { queue, logger } = setup({ store, isOnline: () => false });
    expect(queue.getSnapshot().pending).toBe(0);
    expect(logger.messages('warn').join('\n')).toMatch(/unreadable/);
  });

  it('keeps events in memory and still sends them when storage refuses writes', async () => {
    const failing: KeyValueStore = {
      ...memoryStore(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const { queue, remote, logger } = setup({ store: failing });
    const event = queue.enqueue(viewed('l1'));
    await settle();
    expect(remote.calls).toEqual([event]);
    expect(logger.messages('warn').join('\n')).toMatch(/could not write/);
  });
});

describe('offline progress queue: sending', () => {
  it('sends in order, one at a time', async () => {
    const { queue, remote } = setup();
    const first = queue.enqueue(viewed('l1'));
    const second = queue.enqueue(viewed('l2'));
    await settle();
    expect(remote.calls).toEqual([first]);
    remote.succeed();
    await settle();
    expect(remote.calls).toEqual([first, second]);
  });

  it('sends an event enqueued just as a sending round ends, without waiting for another event', async () => {
    const { queue, remote } = setup();
    const first = queue.enqueue(viewed('l1'));
    await settle();
    let second: ReturnType<typeof queue.enqueue> | null = null;
    // The viewer records the next lesson in reaction to the answer (a render, then an effect): here a microtask
    // queued when the first event leaves the list, so it runs after the round has found nothing more to send and
    // before the round is over. The order is the language's, not a timing.
    const stop = queue.subscribe(() => {
      if (second === null && queue.pendingEvents().length === 0)
        queueMicrotask(() => (second = queue.enqueue(viewed('l2'))));
    });
    remote.succeed();
    await settle();
    stop();
    expect(second).not.toBeNull();
    expect(remote.calls).toEqual([first, second]);
  });

  it('retries a failed send with backoff: 2 s, 4 s, 8 s ... at most 5 minutes', async () => {
    const { queue, remote, clock } = setup();
    queue.enqueue(viewed('l1'));
    await settle();
    const delays: (number | null)[] = [];
    for (let attempt = 0; attempt < 10; attempt++) {
      remote.fail(new LmsError('functions/unavailable', 'offline'));
      await settle();
      delays.push(clock.nextTimerIn());
      await clock.advance(clock.nextTimerIn() ?? 0);
    }
    expect(delays).toEqual([2_000, 4_000, 8_000, 16_000, 32_000, 64_000, 128_000, 256_000, 300_000, 300_000]);
    expect(remote.calls).toHaveLength(11);
    expect(queue.getSnapshot()).toMatchObject({ pending: 1, lastError: 'offline' });
  });

  it.each([
    ['no token (401)', new LmsError('functions/unauthenticated')],
    ['rate limited (429)', new LmsError('functions/resource-exhausted')],
    ['conflict to retry (409)', new LmsError('functions/aborted')],
    ['cancelled (499)', new LmsError('functions/cancelled')],
    ['timeout (408 from a plain fetch)', Object.assign(new Error('timeout'), { status: 408 })],
    ['server fault (500)', new LmsError('functions/internal')],
    ['network down', new TypeError('Failed to fetch')],
  ])('keeps the event and retries after %s', async (_name, error) => {
    const { queue, remote, clock } = setup();
    const event = queue.enqueue(viewed('l1'));
    await settle();
    remote.fail(error);
    await settle();
    expect(queue.getSnapshot().pending).toBe(1);
    await clock.advance(2_000);
    expect(remote.calls).toEqual([event, event]);
  });

  it.each([
    ['invalid (400)', new LmsError('functions/invalid-argument')],
    ['refused (403)', new LmsError('functions/permission-denied')],
    ['unknown lesson (404)', new LmsError('functions/not-found')],
    ['gone (410 from a plain fetch)', Object.assign(new Error('gone'), { status: 410 })],
  ])('drops an event the server rejects as %s, logs it, and sends the next one', async (_name, error) => {
    const { queue, remote, logger, stored } = setup();
    queue.enqueue(viewed('l1'));
    const next = queue.enqueue(viewed('l2'));
    await settle();
    remote.fail(error);
    await settle();
    expect(remote.calls.at(-1)).toEqual(next);
    expect(stored()).toEqual([next]);
    expect(logger.messages('warn').join('\n')).toMatch(/refused by the server and dropped/);
  });

  it('waits while offline and sends at once when told the connection is back', async () => {
    let online = false;
    const { queue, remote } = setup({ isOnline: () => online });
    const event = queue.enqueue(viewed('l1'));
    await settle();
    expect(remote.calls).toEqual([]);
    online = true;
    queue.notifyOnline();
    await settle();
    expect(remote.calls).toEqual([event]);
  });

  it('does not knock again for every new event while waiting to retry', async () => {
    const { queue, remote, clock } = setup();
    queue.enqueue(viewed('l1'));
    await settle();
    remote.fail(new LmsError('functions/unavailable'));
    await settle();
    queue.enqueue(viewed('l2'));
    queue.enqueue(viewed('l3'));
    await settle();
    expect(remote.calls).toHaveLength(1);
    await clock.advance(2_000);
    expect(remote.calls).toHaveLength(2);
  });

  it('collapses consecutive position reports of one video into the newest, keeping the highest watched share', async () => {
    const { queue, stored } = setup({ isOnline: () => false });
    queue.enqueue(video(10, 40));
    queue.enqueue(video(5, 20));
    const last = queue.enqueue(video(7, 30));
    expect(stored()).toEqual([{ ...last, watchedPercent: 40 }]);
    queue.enqueue(viewed('l2'));
    queue.enqueue(video(8, 35));
    expect(stored()).toHaveLength(3);
  });

  it('does not fold a new report into the one being sent', async () => {
    const { queue, remote } = setup();
    const sending = queue.enqueue(video(10, 40));
    await settle();
    const next = queue.enqueue(video(20, 50));
    remote.succeed();
    await settle();
    expect(remote.calls).toEqual([sending, next]);
  });
});

describe('offline progress queue: snapshot for screens', () => {
  it('tells subscribers about changes and keeps the snapshot identical between changes', async () => {
    const { queue, remote } = setup();
    let notified = 0;
    const unsubscribe = queue.subscribe(() => notified++);
    queue.enqueue(viewed('l1'));
    const during = queue.getSnapshot();
    expect(during.pending).toBe(1);
    expect(queue.getSnapshot()).toBe(during);
    await settle();
    expect(queue.getSnapshot().sending).toBe(true);
    remote.succeed();
    await settle();
    expect(queue.getSnapshot()).toMatchObject({ pending: 0, sending: false, retryAt: null });
    expect(notified).toBeGreaterThan(1);
    unsubscribe();
    const before = notified;
    queue.enqueue(viewed('l2'));
    expect(notified).toBe(before);
  });

  it('shows when the next retry is due', async () => {
    const { queue, remote, clock } = setup();
    queue.enqueue(viewed('l1'));
    await settle();
    remote.fail(new LmsError('functions/unavailable'));
    await settle();
    expect(queue.getSnapshot().retryAt).toBe(clock.now() + 2_000);
  });

  it('stops its timers when disposed, leaving stored events for the next queue', async () => {
    const { queue, remote, clock, stored } = setup();
    queue.enqueue(viewed('l1'));
    await settle();
    remote.fail(new LmsError('functions/unavailable'));
    await settle();
    queue.dispose();
    expect(clock.pendingTimers()).toBe(0);
    expect(stored()).toHaveLength(1);
  });
});
