// One offline progress queue per signed-in user (issue 6: "progress made offline is kept and sent when the
// connection returns"). The queue is created as soon as someone is signed in, so events stored by an earlier
// page load go out even if the viewer is never opened again; it is disposed when that person signs out.
import {
  createProgressQueue,
  type Clock,
  type FunctionsPort,
  type KeyValueStore,
  type LessonProgressEvent,
  type Logger,
  type ProgressQueue,
  type RecordLessonProgressResult,
  type Session,
} from '@lms/core';
import type { NetworkStatus } from './network-status';

export type ProgressRecordedListener = (
  event: LessonProgressEvent,
  result: RecordLessonProgressResult,
) => void;

export interface LearningProgressSync {
  /** The signed-in user's queue, or null when nobody is signed in. */
  queue(): ProgressQueue | null;
  /** Told of every server answer to a progress event (the viewer reconciles what it shows with it). */
  onRecorded(listener: ProgressRecordedListener): () => void;
  readonly network: NetworkStatus;
  dispose(): void;
}

export interface LearningProgressSyncOptions {
  session: Session;
  functions: FunctionsPort;
  store: KeyValueStore;
  clock: Clock;
  logger: Logger;
  network: NetworkStatus;
  /** Runs first for every answer (the runtime updates the progress cache). */
  recorded: ProgressRecordedListener;
}

export function createLearningProgressSync(options: LearningProgressSyncOptions): LearningProgressSync {
  const { session, functions, network, logger } = options;
  const listeners = new Set<ProgressRecordedListener>();
  let current: { uid: string; queue: ProgressQueue } | null = null;

  function queueFor(uid: string | undefined): ProgressQueue | null {
    if (current && current.uid !== uid) {
      current.queue.dispose();
      current = null;
    }
    if (!uid) return null;
    current ??= {
      uid,
      queue: createProgressQueue({
        store: options.store,
        clock: options.clock,
        logger,
        userId: uid,
        isOnline: network.isOnline,
        send: async (event) => {
          const result = await functions.call('recordLessonProgress', event);
          options.recorded(event, result);
          for (const listener of listeners) listener(event, result);
        },
      }),
    };
    return current.queue;
  }

  const stopSession = session.subscribe((snapshot) => void queueFor(snapshot.user?.uid));
  const stopNetwork = network.subscribe(() => {
    if (network.isOnline()) current?.queue.notifyOnline();
  });
  queueFor(session.getSnapshot().user?.uid);

  return {
    queue: () => queueFor(session.getSnapshot().user?.uid),
    onRecorded(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    network,
    dispose() {
      stopSession();
      stopNetwork();
      current?.queue.dispose();
      current = null;
    },
  };
}
