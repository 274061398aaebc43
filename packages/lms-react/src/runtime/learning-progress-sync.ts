// One offline progress queue per signed-in user (issue 6: "progress made offline is kept and sent when the
// connection returns"), and beside it the survey answer queue (issue 23: the same guarantee, the same mechanism).
// The queues are created as soon as someone is signed in, so what an earlier page load stored goes out even if the
// viewer is never opened again; they are disposed when that person signs out.
import {
  createProgressQueue,
  createSurveyAnswerQueue,
  type SurveyAnswerQueue,
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
  /** The signed-in user's survey answers waiting for the server, or null when nobody is signed in. */
  surveyQueue(): SurveyAnswerQueue | null;
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
  let current: { uid: string; queue: ProgressQueue; surveys: SurveyAnswerQueue } | null = null;

  function surveyQueueFor(uid: string): SurveyAnswerQueue {
    return createSurveyAnswerQueue({
      store: options.store,
      clock: options.clock,
      logger,
      userId: uid,
      isOnline: network.isOnline,
      send: async ({ surveyId, eventId, answers }) => {
        await functions.call('submitSurveyAnswers', { surveyId, submissionId: eventId, answers });
      },
      report: async ({ surveyId, eventId, answers }, reason, attempts) => {
        await functions.call('reportSurveyAnswerNotSent', {
          surveyId,
          submissionId: eventId,
          answers,
          reason: reason.slice(0, 500),
          attempts,
        });
      },
    });
  }

  function syncFor(uid: string | undefined) {
    if (current && current.uid !== uid) {
      current.queue.dispose();
      current.surveys.dispose();
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
      surveys: surveyQueueFor(uid),
    };
    return current;
  }

  const stopSession = session.subscribe((snapshot) => void syncFor(snapshot.user?.uid));
  const stopNetwork = network.subscribe(() => {
    if (network.isOnline()) {
      current?.queue.notifyOnline();
      current?.surveys.notifyOnline();
    }
  });
  syncFor(session.getSnapshot().user?.uid);

  return {
    queue: () => syncFor(session.getSnapshot().user?.uid)?.queue ?? null,
    surveyQueue: () => syncFor(session.getSnapshot().user?.uid)?.surveys ?? null,
    onRecorded(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    network,
    dispose() {
      stopSession();
      stopNetwork();
      current?.queue.dispose();
      current?.surveys.dispose();
      current = null;
    },
  };
}
