import { useMemo, useSyncExternalStore } from 'react';
import type { LessonProgressEvent, ProgressQueueSnapshot } from '@lms/core';
import { useLmsRuntime } from '../../../runtime/useLmsRuntime';

const IDLE: ProgressQueueSnapshot = { pending: 0, sending: false, retryAt: null, lastError: null };
const noSubscription = () => () => undefined;

/** The signed-in user's progress queue (null when signed out), its state, and this course's pending events. */
export function useLearningSync(courseId: string) {
  const { learning } = useLmsRuntime();
  const queue = learning.queue();
  const snapshot = useSyncExternalStore(
    queue ? queue.subscribe : noSubscription,
    queue ? queue.getSnapshot : () => IDLE,
  );
  const online = useSyncExternalStore(learning.network.subscribe, learning.network.isOnline);
  // The snapshot changes whenever the pending list does, so it is the memo's key.
  const pending = useMemo<readonly LessonProgressEvent[]>(
    () => (queue ? queue.pendingEvents().filter((event) => event.courseId === courseId) : []),
    [queue, snapshot, courseId],
  );
  return { queue, snapshot, online, pending };
}
